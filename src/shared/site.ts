// The firm's identity as it was before the admin could edit it: the seed of the stored firm's details
// (issue 21, /admin/settings) and what a page shows if they cannot be read. Pages read the stored values
// through the layout's loader (useFirm in app/lib/site-data.ts), never this object directly.
import { HOME_BUSINESSES_REGISTERED } from "./constants";
import type { FirmDetails } from "./schemas/settings";
import { DEFAULT_CALLBACKS } from "./callback-defaults";

export const site: FirmDetails = {
  name: "Company Registration Delhi",
  topBarTitle: "Company Registration / Delhi",
  ownerFirm: "Vidhikarya Compliance Services Pvt. Ltd.",
  tagline: "Company registration, compliance, accounting and trademark services for Indian businesses.",
  phones: ["+91 98110 45632", "+91 129 416 7721"],
  whatsappNumber: "+91 98110 45632",
  /** When the office answers (India time); on the contact page and in the acknowledgement e-mail (issue 19). */
  officeHours: "Monday to Saturday, 10:00 am to 7:00 pm",
  /** After an enquiry: "We will call you back within one working day." (issue 31). */
  callBackTime: "within one working day",
  email: "info@companyregistrationdelhi.in",
  careersEmail: "careers@companyregistrationdelhi.in",
  privacyEmail: "privacy@companyregistrationdelhi.in",
  grievanceOfficer: { name: "Ritika Sharma", email: "grievance@companyregistrationdelhi.in" },
  address: {
    street: "SCO 21, Second Floor, Sector 16 Market",
    locality: "Sector 16",
    city: "Faridabad",
    region: "Haryana",
    postalCode: "121002",
    country: "IN",
  },
  social: {
    linkedin: "https://www.linkedin.com/company/companyregistrationdelhi",
    x: "https://x.com/compregdelhi",
    facebook: "https://www.facebook.com/companyregistrationdelhi",
    instagram: "https://www.instagram.com/companyregistrationdelhi",
  },
  homeStat: HOME_BUSINESSES_REGISTERED,
  /** Issue 34: set by the firm in /admin/settings. */
  googleBusinessProfile: "",
  callbacks: DEFAULT_CALLBACKS,
  responsePromiseHours: 2,
};

export type Site = FirmDetails;

export function formatAddress(a: Site["address"]): string {
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, India`;
}

/** tel: link value for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * Issue 20: for local search (structured data only, built by the server): the office's map position,
 * opening hours and price range. Apart from `site` so page code, which reads `site`, never ships it.
 */
export const localBusiness = {
  geo: { latitude: 28.4089, longitude: 77.3178 },
  openingHours: [{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "10:00", closes: "19:00" }],
  priceRange: "₹1,999 – ₹12,999",
} as const;
