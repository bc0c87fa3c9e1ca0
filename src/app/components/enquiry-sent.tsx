// What the visitor sees once an enquiry is stored: the confirmation, when the firm will call back
// (the firm's details), the WhatsApp link, the enquiry's reference, and a way to send another.
import { useEffect, useRef } from "react";
import { enquiryReference } from "../../shared/enquiry-rules";
import { contactMessages as messages, promiseWithin } from "../../shared/contact-messages";
import { whatsappDigits } from "../../shared/phone";
import { useFirm } from "../lib/site-data";

/**
 * "Send another" is a link to the contact page (it works without JavaScript); once hydrated it resets the form in place.
 * `callback`: the booked call-back's time as the choice named it ("Fri, 27 Nov at 2:00 pm").
 */
export function EnquirySent({ reference, callback, onAnother }: { reference: string; callback?: string; onAnother: () => void }) {
  const firm = useFirm();
  const ref = useRef<HTMLDivElement>(null);
  // The form that had focus is gone: the confirmation takes it, so screen readers announce it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="space-y-3 success-banner outline-none" data-testid="enquiry-sent">
      <p className="font-semibold">{messages.contactSuccess}</p>
      <h3 className="font-semibold">{messages.contactNextSteps}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {/* The booked time when there is one, else the firm's one promise (its details' responsePromiseHours). */}
        <li data-testid="enquiry-callback">
          {callback ? messages.callbackConfirmed(callback) : messages.contactCallBack.replace("{when}", `within ${promiseWithin(firm.responsePromiseHours ?? 2)}`)}
        </li>
        {reference && <li>{messages.contactReference.replace("{ref}", enquiryReference(reference))}</li>}
        <li>
          <a className="font-semibold underline" href={`https://wa.me/${whatsappDigits(firm.whatsappNumber)}`} target="_blank" rel="noopener noreferrer">
            {messages.contactWhatsApp}
          </a>
        </li>
      </ul>
      <a
        className="btn-outline"
        href="/contact-us#enquiry"
        onClick={(e) => {
          e.preventDefault();
          onAnother();
        }}
      >
        {messages.contactSendAnother}
      </a>
    </div>
  );
}
