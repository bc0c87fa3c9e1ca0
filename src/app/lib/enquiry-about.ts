// What an enquiry is about: the service, offer or city of the button that started it. It travels
// in the link to /contact-us (`?service=`, `?offer=`, `?city=`), so it works without JavaScript, and into the
// pop-up when JavaScript runs; the enquiry stores it.
// (Free of the enquiry rules: every page's header links with it; aboutFromSearch, which needs them, lives in
// enquiry-about-search.ts, read by the contact page's loader only.)

/** `offer` is the offer's heading; `offerId` names it in a link (the contact page looks the heading up). */
export type EnquiryAbout = { service?: string; offer?: string; offerId?: string; city?: string };

/** The contact page's address carrying the context. */
export function contactHref(about: EnquiryAbout = {}): string {
  const q = new URLSearchParams();
  if (about.service) q.set("service", about.service);
  if (about.offerId) q.set("offer", about.offerId);
  if (about.city) q.set("city", about.city);
  const s = q.toString();
  return s ? `/contact-us?${s}` : "/contact-us";
}

/** How the pop-up and the contact page name it: "Claim: Diwali offer", "Company registration in Noida". */
export function aboutTitle(about: EnquiryAbout): string | null {
  if (about.offer) return `Claim: ${about.offer}`;
  if (about.city) return `${about.service || "Company registration"} in ${about.city}`;
  if (about.service) return about.service;
  return null;
}
