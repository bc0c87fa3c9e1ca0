// The firm's identity as it was before the admin could edit it: the seed of the stored firm's details
// (/admin/settings) and what a page shows if they cannot be read. Pages read the stored values
// through the layout's loader (useFirm in app/lib/site-data.ts), never this object directly: it is imported
// only by the seeding (storage/firm-seed.ts), the settings service's and mailer's fallback and the public
// layout's loader (its fallback when the stored details cannot be read); tests/unit/firm-seed-use.test.ts
// checks that. The helpers that show details (formatAddress, telHref) are in ./firm.ts.
import { HOME_BUSINESSES_REGISTERED } from "./constants";
import type { FirmDetails } from "./schemas/settings";
import { DEFAULT_CALLBACKS } from "./callback-defaults";
import { DEFAULT_RETENTION } from "./privacy";

export const site: FirmDetails = {
  name: "Company Registration Delhi",
  topBarTitle: "Company Registration / Delhi",
  ownerFirm: "Vidhikarya Compliance Services Pvt. Ltd.",
  tagline: "Company registration, compliance, accounting and trademark services for Indian businesses.",
  phones: ["+91 98110 45632", "+91 129 416 7721"],
  whatsappNumber: "+91 98110 45632",
  /** When the office answers (India time); on the contact page and in the acknowledgement e-mail. */
  officeHours: "Monday to Saturday, 10:00 am to 7:00 pm",
  /** After an enquiry: "We will call you back within one working day.". */
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
  /** Set by the firm in /admin/settings. */
  googleBusinessProfile: "",
  callbacks: DEFAULT_CALLBACKS,
  responsePromiseHours: 2,
  requireTwoStepForAdmins: false,
  /** How long personal data is kept: the privacy notice's periods, which the firm sets in /admin/settings. */
  retention: DEFAULT_RETENTION,
  // The company's CIN or the LLP's LLPIN (footer, invoices): none until the firm fills it in at /admin/settings.
  cin: "",
  llpin: "",
  // The firm's tax and payment details (invoices, UPI, bank transfer): demo values the firm replaces in /admin/settings.
  gstin: "06AAHCV4821K1Z4",
  pan: "AAHCV4821K",
  upiId: "companyregistrationdelhi@okhdfcbank",
  bank: { accountName: "Vidhikarya Compliance Services Pvt. Ltd.", accountNumber: "50200012345678", ifsc: "HDFC0001234", bankName: "HDFC Bank, Sector 16 Faridabad" },
};

export type Site = FirmDetails;
