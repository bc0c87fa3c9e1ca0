// Content of the careers page: hero, how to apply, culture cards and example openings.
import type { FirmDetails } from "../../shared/schemas/settings";
import type { Card, JobOpening, PageHero, Section } from "./types";

export const careersHero: PageHero = {
  heading: "Build a Meaningful Career in a Culture of Professionalism and Trust!",
  subheading: "Join a team that helps thousands of Indian entrepreneurs start and run their businesses, and learn company law, tax and compliance on real work from day one.",
};

/** The intro, how to apply and the openings with the firm's stored name, city and careers e-mail. */
export const careersCopyFor = (site: FirmDetails): { intro: string[]; howToApply: Section; jobOpenings: JobOpening[] } => ({
  intro: careersIntro(site),
  howToApply: howToApply(site),
  jobOpenings: jobOpenings(site),
});

const careersIntro = (site: FirmDetails): string[] => [
  `At ${site.name}, our work is built on accuracy and trust: clients rely on us for filings that carry legal consequences, and we take that responsibility seriously. We look for people who care about getting details right, communicate clearly and enjoy solving practical problems for small businesses.`,
  `Our team works from ${site.address.city}, in Delhi NCR. Whether you are a qualified company secretary or chartered accountant, a law or commerce graduate, or early in your career, you will work alongside experienced professionals and take on real responsibility quickly.`,
];

const howToApply = (site: FirmDetails): Section => ({
  heading: "How to Apply",
  paragraphs: [
    `E-mail your resume to ${site.careersEmail}, with the role you are applying for in the subject line. A short note on why you would like to join us is welcome.`,
    "If your profile matches an opening, our team will contact you to arrange an interview. We keep promising applications on file for future roles.",
  ],
  bullets: ["Resume in PDF format", "The role you are applying for, or the area you are interested in", "Your current location and notice period"],
});

export const cultureCards: Card[] = [
  {
    title: "Growth Opportunities",
    text: "Work on incorporations, tax and compliance for a wide range of businesses, with mentoring from experienced professionals and encouragement to pursue professional qualifications.",
  },
  {
    title: "Innovative Culture",
    text: "We keep improving how we work, from online onboarding to compliance trackers, and we welcome ideas from everyone on the team, whatever their role.",
  },
  {
    title: "Great Benefits",
    text: "Competitive pay, performance-linked incentives, paid leave and a respectful workplace where people are trusted to do their best work.",
  },
];

const jobOpenings = (site: FirmDetails): JobOpening[] => [
  {
    title: "Company Secretary Executive",
    location: `${site.address.city}, Delhi NCR`,
    type: "Full-time",
    description: "Prepare and file incorporation and annual ROC forms, draft resolutions and minutes, and handle event-based compliance for private companies and LLPs.",
  },
  {
    title: "Accounts and GST Executive",
    location: `${site.address.city}, Delhi NCR`,
    type: "Full-time",
    description: "Maintain books of account for small businesses, reconcile GST data, and prepare GST returns, TDS returns and supporting working papers.",
  },
  {
    title: "Trademark Associate",
    location: `${site.address.city}, Delhi NCR`,
    type: "Full-time",
    description: "Run trademark searches, classify goods and services, file applications and draft replies to examination reports under the guidance of our IP team.",
  },
  {
    title: "Client Relationship Executive",
    location: `${site.address.city}, Delhi NCR`,
    type: "Full-time",
    description: "Guide enquiries to the right service, collect documents and keep clients informed at each stage, working closely with the filing teams.",
  },
];
