// Short copy for the small pages (package, maintenance, not found, unauthorised). Each page's title and
// meta description live in its route module, so a page's bundle carries only its own.
import type { FirmDetails } from "../../shared/schemas/settings";
import type { SimplePage } from "./types";

export const packagePage: SimplePage = {
  heading: "Packages Tailored to Your Business",
  paragraphs: [
    "Every business is different, so we customise our packages to suit yours: the structure you choose, the number of directors or partners, the state of your registered office and the registrations and compliance support you need.",
    "Tell us about your plans and we will recommend the right package, with our professional fee and the government fees set out clearly before you decide.",
  ],
  link: { label: "Contact Us for a Custom Package", href: "/contact-us" },
};

/** With the firm's stored e-mail and phone. */
export const maintenancePageFor = (site: Pick<FirmDetails, "phones" | "email">): SimplePage => ({
  heading: "We Are Under Maintenance",
  paragraphs: [
    "We are carrying out scheduled maintenance to improve the website. Please check back soon.",
    `If you need help in the meantime, write to us at ${site.email} or call ${site.phones[0]}.`,
  ],
});

export const notFoundPage: SimplePage = {
  heading: "Page Not Found",
  paragraphs: [
    "Sorry, we could not find the page you were looking for. It may have been moved, or the address may be mistyped.",
    "Return to the home page to explore our services, or contact us and we will point you in the right direction.",
  ],
  link: { label: "Go to Home Page", href: "/" },
};

export const unauthorizedPage: SimplePage = {
  heading: "Access Not Allowed",
  paragraphs: [
    "Your account does not have permission to view this area. The admin area is available only to staff with an admin or editor role.",
    "If you believe this is a mistake, please contact the site administrator.",
  ],
  link: { label: "Back to Admin Login", href: "/admin/login" },
};

/** The call to action at the end of every blog post. */
export const postCta = {
  title: "Need help with this?",
  text: "Our professionals handle these filings every day. Tell us about your business and we will call you back with the documents, the steps and the full cost.",
};
