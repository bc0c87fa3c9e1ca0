// Shared bits of the calculator pages: the link that carries a result into an enquiry, and their
// structured data (a free WebApplication, no rating).
import { absoluteUrl } from "./seo";

/** /contact-us with the service (and the calculation, as the message's start) in the query. */
export function contactHref(service: string, summary = ""): string {
  const q = new URLSearchParams({ service });
  if (summary) q.set("message", summary);
  return `/contact-us?${q.toString()}`;
}

export function calculatorLd(siteUrl: string, name: string, path: string, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name,
    description,
    url: absoluteUrl(siteUrl, path),
    applicationCategory: "FinanceApplication",
    operatingSystem: "Any",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
  };
}
