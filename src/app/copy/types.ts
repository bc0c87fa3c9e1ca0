// Shapes of the site's marketing copy; every content module in this folder is typed with these.

/** A titled block of text, nestable; used by the terms, privacy and about pages. */
export type Section = {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  subsections?: Section[];
};

export type Faq = { question: string; answer: string };

/** One step of a process (registration, login, and so on). */
export type Step = { title: string; text: string };

/** A titled short text: why-choose-us points, expertise and culture cards. */
export type Card = { title: string; text: string };

export type Link = { label: string; href: string };

/** Page title and meta description for the document head. */
export type PageMeta = { title: string; description: string };

/** A simple single-message page (maintenance, 404, unauthorised, package). */
export type SimplePage = {
  heading: string;
  paragraphs: string[];
  link?: Link;
};

export type Hero = {
  heading: string;
  subheading: string;
  bullets: string[];
  /** Label of the button that scrolls to the services section. */
  exploreLabel: string;
  /** Label of the button that opens the enquiry dialog. */
  startLabel: string;
};

export type Stat = { value: string; label: string; text: string };

/** A service card in the home page's tabbed services section. */
export type ServiceCard = {
  id: string;
  /** Short label for the sticky tab bar. */
  tabLabel: string;
  title: string;
  summary: string;
  bullets: string[];
  description: string;
  ctaText: string;
  info: string;
  href: string;
};

/** A service package as the public site shows it (stored, edited at /admin/packages). */
export type { ServicePackage } from "../../shared/schemas/package";

/** /private-limited, /llp, /opc and /partnership-firm. */
export type EntityPage = {
  path: string;
  name: string;
  /** Used to pre-fill the WhatsApp enquiry message. */
  serviceName: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  intro: string[];
  benefits: string[];
  eligibility: string[];
  /** Documents for the directors or partners, then for the registered office. */
  documents: string[];
  steps: Step[];
  faqs: Faq[];
};

/** Slug-style service landing pages such as /pvt-ltd-registration-delhi. */
export type LandingPage = {
  slug: string;
  name: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  intro: string[];
  highlights: string[];
  documents: string[];
  steps: Step[];
  faqs: Faq[];
  /** Rupees. */
  price?: number;
  /** Rupees, shown struck through. */
  originalPrice?: number;
  duration?: string;
};

/** A city page reached from the home page's city links. */
export type City = {
  name: string;
  /** Lower-case name, e.g. "delhi". */
  slug: string;
  /** /private-limited-company-registration-{slug} */
  path: string;
  /** "Company Registration in {name}" */
  linkLabel: string;
  state: string;
  /** The Registrar of Companies with jurisdiction over the city. */
  roc: string;
  title: string;
  metaDescription: string;
  intro: string[];
  highlights: string[];
};

export type TimelineItem = { year: number; title: string; text: string };

export type JobOpening = {
  title: string;
  location: string;
  type: string;
  description: string;
};

export type BankSector = "public" | "private";

/** A row of the market-capitalisation table. */
export type BankRow = {
  rank: number;
  name: string;
  sector: BankSector;
  /** Approximate market capitalisation in lakh crore rupees. */
  marketCapLakhCrore: number;
  headquarters: string;
};

export type BankProfile = {
  name: string;
  founded: number;
  headquarters: string;
  summary: string;
  keyFacts: string[];
};

export type HomeSections = {
  servicesHeading: string;
  servicesIntro: string;
  articlesHeading: string;
  citiesHeading: string;
  citiesIntro: string;
  whyHeading: string;
};

/** A page's main heading with a supporting line. */
export type PageHero = { heading: string; subheading: string };
