// What the visitor sees once an enquiry is stored: the confirmation, when the firm will call back
// (the firm's details), the WhatsApp link, the enquiry's reference, and a way to send another.
import { useEffect, useRef } from "react";
import { enquiryReference } from "../../shared/enquiry-rules";
import { promiseWithin } from "../../shared/contact-messages";
import { m } from "../../shared/i18n";
import { pathInLocale } from "../../shared/locale";
import { useLocale } from "../lib/locale";
import { whatsappDigits } from "../../shared/phone";
import { useFirm } from "../lib/site-data";

/**
 * "Send another" is a link to the contact page (it works without JavaScript); once hydrated it resets the form in place.
 * `callback`: the booked call-back's time as the choice named it ("Fri, 27 Nov at 2:00 pm").
 */
export function EnquirySent({ reference, callback, onAnother }: { reference: string; callback?: string; onAnother: () => void }) {
  const firm = useFirm();
  const locale = useLocale();
  const t = { locale };
  const ref = useRef<HTMLDivElement>(null);
  // The form that had focus is gone: the confirmation takes it, so screen readers announce it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="space-y-3 success-banner outline-none" data-testid="enquiry-sent">
      <p className="font-semibold">{m.contact_success({}, t)}</p>
      <h3 className="font-semibold">{m.contact_next_steps({}, t)}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {/* The booked time when there is one, else the firm's one promise (its details' responsePromiseHours). */}
        <li data-testid="enquiry-callback">
          {callback ? m.contact_callback_confirmed({ when: callback }, t) : m.contact_call_back_within({ within: promiseWithin(firm.responsePromiseHours ?? 2, locale) }, t)}
        </li>
        {reference && <li>{m.contact_reference({ ref: enquiryReference(reference) }, t)}</li>}
        <li>
          <a className="font-semibold underline" href={`https://wa.me/${whatsappDigits(firm.whatsappNumber)}`} target="_blank" rel="noopener noreferrer">
            {m.contact_whatsapp_now({}, t)}
          </a>
        </li>
      </ul>
      <a
        className="btn-outline"
        href={`${pathInLocale("/contact-us", locale)}#enquiry`}
        onClick={(e) => {
          e.preventDefault();
          onAnother();
        }}
      >
        {m.contact_send_another({}, t)}
      </a>
    </div>
  );
}
