// Short copy for the small pages (package, maintenance, not found, unauthorised) and the meta tags of static pages.
import { site } from "../../shared/site";
import type { PageMeta, SimplePage } from "./types";

export const packagePage: SimplePage = {
  heading: "Packages Tailored to Your Business",
  paragraphs: [
    "Every business is different, so we customise our packages to suit yours: the structure you choose, the number of directors or partners, the state of your registered office and the registrations and compliance support you need.",
    "Tell us about your plans and we will recommend the right package, with our professional fee and the government fees set out clearly before you decide.",
  ],
  link: { label: "Contact Us for a Custom Package", href: "/contact-us" },
};

export const maintenancePage: SimplePage = {
  heading: "We Are Under Maintenance",
  paragraphs: [
    "We are carrying out scheduled maintenance to improve the website. Please check back soon.",
    `If you need help in the meantime, write to us at ${site.email} or call ${site.phones[0]}.`,
  ],
};

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

export const careersMeta: PageMeta = {
  title: `Careers | ${site.name}`,
  description:
    "Build your career in company law, accounting, tax and trademark services with our Faridabad team. See our openings and e-mail your resume to apply.",
};

/** Title and meta description of each static page, keyed by path. */
export const pageMeta: Record<string, PageMeta> = {
  "/": {
    title: "Company Registration in Delhi NCR | Pvt Ltd, LLP, OPC",
    description:
      "Register a private limited company, LLP, OPC or partnership firm online with expert help in Delhi NCR. Transparent fees and support with GST and compliance.",
  },
  "/about": {
    title: `About Us | ${site.name}`,
    description:
      "Learn about our team in Faridabad, our mission and our journey since 2018 helping Indian businesses with incorporation, accounting and regulatory compliance.",
  },
  "/careers": careersMeta,
  "/privacy-policy": {
    title: `Privacy Policy | ${site.name}`,
    description:
      "How we collect, use, store and protect your personal data, your rights under India's data protection law, and how to contact us about your privacy.",
  },
  "/terms-condition": {
    title: `Terms and Conditions | ${site.name}`,
    description:
      "Terms for using our website and services: fees, GST, government fees, refunds, and terms for incorporation, trademark, tax and compliance services.",
  },
  "/sitemap": {
    title: `Sitemap | ${site.name}`,
    description:
      "Find every page of our website in one place: company, LLP, OPC and partnership registration services, guides, articles and information about us.",
  },
  "/largest-banks-in-india": {
    title: "Largest Banks in India by Market Cap (2025)",
    description:
      "India's 10 largest listed banks by market capitalisation as of 2025, with profiles of HDFC Bank, ICICI Bank, SBI, Kotak, Axis and leading public sector banks.",
  },
  "/hdfc-netbanking": {
    title: "HDFC Bank NetBanking Login and Registration Guide",
    description:
      "How to log in to HDFC Bank NetBanking, register as a first-time user, use its key features for your business account and stay safe from online fraud.",
  },
  "/maintenance": {
    title: `Under Maintenance | ${site.name}`,
    description:
      "Our website is undergoing scheduled maintenance to serve you better. Please check back soon, or contact us by e-mail or phone if you need help meanwhile.",
  },
  "/package": {
    title: `Custom Registration Packages | ${site.name}`,
    description:
      "Registration and compliance packages customised for your business, with clear professional and government fees. Contact us for a package that fits you.",
  },
  "/contact-us": {
    title: `Contact Us | ${site.name}`,
    description:
      "Talk to our team about company, LLP, OPC or partnership registration, accounting, GST or trademarks. Call, e-mail or visit our office in Faridabad, Haryana.",
  },
  "/blog": {
    title: "Latest Articles and Insights on Business Compliance",
    description:
      "Practical articles on company registration, LLPs, GST, income-tax, ROC compliance and trademarks, written for Indian entrepreneurs and small businesses.",
  },
  "/offer": {
    title: `Current Offers | ${site.name}`,
    description:
      "Current offers on company, LLP, OPC and partnership registration and on compliance services. See what is available now and get in touch to claim an offer.",
  },
  "/news": {
    title: "Latest News and Regulatory Updates | Compliance",
    description:
      "Recent updates from the Ministry of Corporate Affairs, GST and income-tax authorities, explained briefly for business owners, with what they mean for you.",
  },
  "/resources": {
    title: `Resources and Guides | ${site.name}`,
    description:
      "Guides, checklists and explainers on registering and running a business in India, from choosing a structure to annual ROC, GST and income-tax compliance.",
  },
};
