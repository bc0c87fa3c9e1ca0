// Shared bits of the calculator pages: the link that carries a result into an enquiry, and their
// structured data (a free WebApplication, no rating).
import { pathInLocale, type Locale } from "../../shared/locale";
import { absoluteUrl } from "./seo";

/** /contact-us (in the page's language) with the service (and the calculation, as the message's start) in the query. */
export function contactHref(service: string, summary = "", locale: Locale = "en"): string {
  const q = new URLSearchParams({ service });
  if (summary) q.set("message", summary);
  return `${pathInLocale("/contact-us", locale)}?${q.toString()}`;
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
