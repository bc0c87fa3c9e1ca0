// The services of the header's Services menu and of /services, in groups. Small on purpose: every
// public page carries it (the header). `packageSlug` names the stored package whose price is the starting price.

export type ServiceLink = { label: string; path: string; packageSlug?: string };
export type ServiceGroup = { title: string; links: ServiceLink[] };

export const serviceGroups: ServiceGroup[] = [
  {
    title: "Register a business",
    links: [
      { label: "Private Limited Company", path: "/private-limited", packageSlug: "pvt-ltd-registration-delhi" },
      { label: "Limited Liability Partnership (LLP)", path: "/llp", packageSlug: "llp-registration-delhi" },
      { label: "One Person Company (OPC)", path: "/opc", packageSlug: "opc-registration-delhi" },
      { label: "Partnership Firm", path: "/partnership-firm", packageSlug: "partnership-registration-delhi" },
      { label: "Sole Proprietorship", path: "/sole-proprietorship-registration-delhi", packageSlug: "sole-proprietorship-registration-delhi" },
      { label: "NGO / Section 8 Company", path: "/ngo-section-8-registration-delhi", packageSlug: "ngo-section-8-registration-delhi" },
    ],
  },
  {
    title: "More services",
    links: [
      { label: "Trademark Registration", path: "/trademark-registration-delhi" },
      { label: "Company Registration in India", path: "/company-registration" },
      { label: "Packages and prices", path: "/package" },
    ],
  },
];

/** The same menu in Hindi: the names people search with, the form names (LLP, OPC) as written on the forms. */
export const serviceGroupsHi: ServiceGroup[] = [
  {
    title: "बिज़नेस रजिस्टर कराएं",
    links: [
      { label: "प्राइवेट लिमिटेड कंपनी", path: "/private-limited", packageSlug: "pvt-ltd-registration-delhi" },
      { label: "लिमिटेड लायबिलिटी पार्टनरशिप (LLP)", path: "/llp", packageSlug: "llp-registration-delhi" },
      { label: "वन पर्सन कंपनी (OPC)", path: "/opc", packageSlug: "opc-registration-delhi" },
      { label: "पार्टनरशिप फर्म", path: "/partnership-firm", packageSlug: "partnership-registration-delhi" },
      { label: "सोल प्रोप्राइटरशिप", path: "/sole-proprietorship-registration-delhi", packageSlug: "sole-proprietorship-registration-delhi" },
      { label: "NGO / सेक्शन 8 कंपनी", path: "/ngo-section-8-registration-delhi", packageSlug: "ngo-section-8-registration-delhi" },
    ],
  },
  {
    title: "और सेवाएं",
    links: [
      { label: "ट्रेडमार्क रजिस्ट्रेशन", path: "/trademark-registration-delhi" },
      { label: "भारत में कंपनी रजिस्ट्रेशन", path: "/company-registration" },
      { label: "पैकेज और कीमतें", path: "/package" },
    ],
  },
];

export const serviceGroupsIn = (locale: "en" | "hi"): ServiceGroup[] => (locale === "hi" ? serviceGroupsHi : serviceGroups);
