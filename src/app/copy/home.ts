// Copy of the home page: hero, section headings and why-choose-us points (the statistic banner: home-stat.ts).
import type { Card, Hero, HomeSections } from "./types";

export const homeHero: Hero = {
  heading: "Register Your Company in Delhi NCR, the Right Way",
  subheading:
    "Private limited company, LLP, OPC and partnership firm registration, with the accounting, tax and compliance support your business needs after day one. Filed by professionals, explained in plain language.",
  bullets: [
    "Name approval, DIN, digital signatures, PAN and TAN handled end to end",
    "Fixed professional fees, with government fees shown upfront on your invoice",
    "One point of contact from the first call to your certificate of incorporation",
    "Ongoing help with GST, TDS, ROC annual filings and trademarks",
  ],
  exploreLabel: "Explore Services",
  startLabel: "Get started now",
};

export const homeSections: HomeSections = {
  servicesHeading: "Choose the Right Structure for Your Business",
  servicesIntro:
    "Each structure carries different rules on liability, ownership, tax and yearly compliance. Compare them below, or talk to us and we will suggest the one that suits your plans.",
  articlesHeading: "Latest Articles",
  citiesHeading: "Company Registration Across India",
  citiesIntro:
    "We register companies and LLPs across India through the Ministry of Corporate Affairs' online filing system, so your registered office can be in any state. Choose your city for local details.",
  whyHeading: "Why Businesses Choose Us",
};

export const whyChooseUs: Card[] = [
  {
    title: "Professionals on every file",
    text: "Your application is prepared and checked by people who handle company law, tax and accounting filings every day, not by a call centre.",
  },
  {
    title: "Transparent pricing",
    text: "Our professional fee is fixed before we start. Government fees and stamp duty are shown separately on the invoice, so you see exactly where your money goes.",
  },
  {
    title: "Clear, honest advice",
    text: "We explain what each structure means for your liability, taxes and yearly compliance, and we tell you when a simpler option will do.",
  },
  {
    title: "Support beyond registration",
    text: "Bank account opening, GST registration, bookkeeping, TDS returns and ROC annual filings: we stay with you after the certificate is issued.",
  },
  {
    title: "Paperless and quick",
    text: "Documents are collected online and filings are made electronically, so most clients never need to visit an office.",
  },
  {
    title: "Based in Delhi NCR",
    text: "Our team works from Faridabad and serves clients across Delhi, Haryana, Uttar Pradesh and the rest of India.",
  },
];

/** The 'Get started now' dialog offers the six packages (content/packages.ts) and then these. */
export const enquiryOtherServices: string[] = ["Trademark registration", "GST and compliance", "Accounting and tax", "Other / not sure"];
