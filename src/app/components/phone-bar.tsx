// One tap to call or WhatsApp on phones: a bar fixed at the bottom of every public page below the md
// breakpoint (the header shows the number from md up). Call dials the firm's first phone; WhatsApp opens a
// chat whose message names the page the visitor is on. Both are plain links, so they work without
// JavaScript; once hydrated, taps are counted for the Leads dashboard (visit.ts: "call" and "whatsapp").
// The layout leaves room for it (pb-20 below md), so it never covers the end of a page or a form's consent text.
// Loaded through lazy-phone-bar.tsx: the first page keeps the server's markup, so its code is not in any
// page's first-load JavaScript.
import { telHref } from "../../shared/firm";
import { whatsappDigits } from "../../shared/phone";
import { useFirm } from "../lib/site-data";
import { useSiteUrl } from "../lib/page-meta";
import { m } from "../../shared/i18n";
import type { Locale } from "../../shared/locale";
import { useLocale } from "../lib/locale";

/** wa.me link whose message names the page (its address on this site), in the page's language. */
export function pageWhatsAppHref(number: string, pageUrl: string, locale: Locale = "en"): string {
  return `https://wa.me/${whatsappDigits(number)}?text=${encodeURIComponent(m.frame_whatsapp_about_page({ url: pageUrl }, { locale }))}`;
}

/** `path`: the page's path, named in the WhatsApp message (a prop, so another page's bar is rendered anew). */
export function PhoneBar({ path }: { path: string }) {
  const firm = useFirm();
  const siteUrl = useSiteUrl();
  const phone = firm.phones[0];
  const locale = useLocale();
  const t = { locale };
  return (
    <nav
      aria-label={m.frame_phone_bar({}, t)}
      data-testid="phone-bar"
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur md:hidden"
    >
      {phone && (
        <a href={telHref(phone)} className="btn-primary w-full py-3" aria-label={m.frame_call_number({ phone }, t)}>
          <svg className="h-5 w-5" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1l-2.2 2.2Z" />
          </svg>
          {m.frame_call({}, t)}
        </a>
      )}
      <a
        href={pageWhatsAppHref(firm.whatsappNumber, `${siteUrl}${path}`, locale)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.frame_whatsapp_page({}, t)}
        className={`btn w-full bg-[#1a7f45] py-3 text-white hover:bg-[#146637] ${phone ? "" : "col-span-2"}`}
      >
        <svg className="h-5 w-5" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <path d="M12.04 2C6.58 2 2.13 6.45 2.13 11.91c0 1.75.46 3.45 1.32 4.95L2.05 22l5.25-1.38a9.9 9.9 0 0 0 4.74 1.21h.01c5.46 0 9.91-4.45 9.91-9.91 0-2.65-1.03-5.14-2.9-7.01A9.82 9.82 0 0 0 12.04 2Zm4.52 11.99c-.25-.12-1.47-.72-1.69-.81-.23-.08-.39-.12-.56.13-.16.24-.64.8-.78.97-.15.16-.29.18-.54.06-.25-.12-1.05-.39-1.99-1.23-.74-.66-1.23-1.47-1.38-1.72-.14-.25-.01-.38.11-.5.11-.11.25-.29.37-.43.13-.15.17-.25.25-.42.08-.16.04-.31-.02-.43-.06-.12-.56-1.34-.76-1.84-.2-.48-.41-.42-.56-.43h-.48c-.17 0-.43.06-.66.31-.22.25-.86.85-.86 2.07 0 1.22.89 2.4 1.01 2.56.12.17 1.75 2.67 4.23 3.74.59.26 1.05.41 1.41.52.59.19 1.13.16 1.56.1.48-.07 1.47-.6 1.67-1.18.21-.58.21-1.07.15-1.18-.06-.1-.22-.16-.47-.28Z" />
        </svg>
        WhatsApp
      </a>
    </nav>
  );
}
