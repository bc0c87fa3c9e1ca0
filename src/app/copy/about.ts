// Content of the about page: overview, mission, vision, timeline and expertise cards.
import type { FirmDetails } from "../../shared/schemas/settings";
import type { Card, Link, Section, TimelineItem } from "./types";

/** The heading and overview with the firm's stored name, office and owner. */
export const aboutIntroFor = (site: FirmDetails): { heading: string; overview: string[] } => ({
  heading: `About ${site.name}`,
  overview: [
    `${site.name} helps entrepreneurs, startups and small businesses set up and run their businesses the right way. From our office in ${site.address.city}, ${site.address.region}, we register private limited companies, LLPs, One Person Companies, partnership firms and not-for-profit companies for clients in Delhi NCR and across India.`,
    "Registration is only the beginning. Once a business is up and running, we keep its books, file its GST and TDS returns, prepare its annual filings with the Registrar of Companies and protect its brand through trademark registration, so the founders can concentrate on customers and growth.",
    `The website is owned and managed by ${site.ownerFirm}, whose compliance and accounting professionals prepare every application with care and review each file before it is submitted.`,
  ],
});

export const aboutMission: Card = {
  title: "Our Mission",
  text: "To make business registration and compliance simple, transparent and affordable for every Indian entrepreneur, with clear advice, fixed professional fees and filings that are right the first time.",
};

export const aboutVision: Card = {
  title: "Our Vision",
  text: "To be the compliance partner that small businesses trust for the long term: the first call a founder makes when starting out, and the team they still rely on as the business grows.",
};

export const aboutSections: Section[] = [
  {
    heading: "How We Work",
    bullets: [
      "We listen first, and recommend the simplest structure that meets your needs",
      "We agree our professional fee before we start and show government fees separately",
      "We explain every document before you sign it",
      "We keep you informed at each stage, from name approval to certificate",
      "We remind you of deadlines so that compliance never becomes a penalty",
    ],
  },
];

export const aboutTimeline: TimelineItem[] = [
  {
    year: 2018,
    title: "Founded in Faridabad",
    text: "We opened our first office in Faridabad, helping local traders and professionals register companies and LLPs.",
  },
  {
    year: 2019,
    title: "Accounting and GST services",
    text: "We added bookkeeping, GST returns and TDS compliance, so clients could stay with one team after registration.",
  },
  {
    year: 2020,
    title: "Fully online onboarding",
    text: "We moved the entire registration process online, with electronic documents and video verification for digital signatures.",
  },
  {
    year: 2021,
    title: "Trademark and IP services",
    text: "We began filing trademark applications and replies to objections, helping clients protect their brand names and logos.",
  },
  {
    year: 2022,
    title: "Clients across India",
    text: "Our client base grew beyond Delhi NCR to businesses in cities across India, served through online consultations.",
  },
  {
    year: 2023,
    title: "Dedicated compliance desk",
    text: "We set up a dedicated team for annual ROC filings, directors' KYC and event-based compliance, with deadline reminders for every client.",
  },
  {
    year: 2024,
    title: "15,000+ active clients",
    text: "We crossed 15,000 active clients across incorporation, accounting and compliance services.",
  },
];

export const expertiseCards: Card[] = [
  {
    title: "Business Incorporation",
    text: "Private limited companies, LLPs, One Person Companies, partnership firms, sole proprietorships and Section 8 companies, registered with the right structure from the start.",
  },
  {
    title: "Accounting Services",
    text: "Bookkeeping, financial statements, GST returns, TDS returns and income-tax filing, handled by accountants who understand small businesses.",
  },
  {
    title: "Regulatory Compliances",
    text: "Annual ROC filings, board and general meeting records, directors' KYC, changes in directors or capital and other event-based filings, on time, every time.",
  },
];

export const aboutCta: Link = { label: "Get Started Today", href: "/contact-us" };
