// Sections of the privacy policy page (/privacy-policy).
import { PRIVACY_MIN_AGE } from "../../shared/constants";
import type { FirmDetails } from "../../shared/schemas/settings";
import { formatAddress } from "../../shared/firm";
import type { Section } from "./types";

export const privacyUpdated: string = "2026-11-22";

/** The policy's text with the firm's stored name, contact details and address. */
export function privacyFor(site: FirmDetails): { intro: string[]; sections: Section[] } {
  const intro: string[] = [
    `This privacy policy explains how ${site.ownerFirm}, which owns and manages the ${site.name} website ("we", "us", "our"), collects, uses, stores and protects your personal data when you visit the website, contact us or use our services.`,
    "We process personal data in accordance with the Information Technology Act, 2000 and the rules made under it, and the Digital Personal Data Protection Act, 2023 and the rules made under it as they come into force. For the purposes of that Act, we are the data fiduciary for the personal data described in this policy.",
    "By using the website or sharing your personal data with us, you agree to the processing described here. Where we rely on your consent, you may withdraw it at any time, as explained below.",
  ];

  const sections: Section[] = [
    {
      heading: "Information We Collect",
      paragraphs: ["We collect only the personal data we need to respond to you and to provide the services you ask for."],
      subsections: [
        {
          heading: "Information you give us",
          bullets: [
            "Contact details you enter in our contact and enquiry forms, such as your name, e-mail address, phone number and message",
            "Identity and address documents needed for registrations and filings, such as PAN, Aadhaar, passport, voter ID, photographs and utility bills or bank statements",
            "Details of your business, such as proposed names, shareholding, registered office, turnover and financial records, needed to provide our services",
            "Billing details, including your GSTIN if you wish to claim input tax credit",
            "Any other information you choose to share with us by e-mail, phone or WhatsApp",
          ],
        },
        {
          heading: "Information collected automatically",
          bullets: [
            "Technical data such as your IP address, browser type, device type and operating system",
            "Usage data such as the pages you visit, the time spent on them and the page that referred you",
            "Information stored through cookies and similar technologies, described in the Cookies section below",
          ],
        },
        {
          heading: "Information from others",
          paragraphs: [
            "When we act for you, we receive information from government portals and authorities (such as the Ministry of Corporate Affairs, the GST Network, the Income Tax Department and the Trade Marks Registry) and from certifying authorities that issue digital signature certificates, for example acknowledgements, approvals, certificates and notices.",
          ],
        },
      ],
    },
    {
      heading: "How We Use Your Information",
      bullets: [
        "To respond to your enquiries and give you information about our services and fees",
        "To provide the services you engage us for, including preparing and filing applications, forms and returns with government authorities on your behalf",
        "To verify identity where the law or an authority requires it, such as for digital signature certificates",
        "To issue invoices, receive payments and maintain accounting and tax records",
        "To send you service updates, reminders of compliance deadlines and, where you have agreed, information about other services; you can opt out of promotional messages at any time",
        "To keep the website secure, prevent misuse and understand how it is used so that we can improve it",
        "To comply with our legal obligations and with lawful requests from courts, regulators and authorities",
      ],
      subsections: [
        {
          heading: "Who we share it with",
          paragraphs: ["We do not sell your personal data. We share it only as needed to provide our services or as required by law:"],
          bullets: [
            "Government authorities and portals with which we file on your behalf",
            "Certifying authorities that issue digital signature certificates",
            "Banks, when you ask us to help open an account",
            "Service providers who host our systems, process payments or support our communications, under contracts that require them to protect your data and use it only for our purposes",
            "Courts, regulators and law enforcement agencies, when the law requires it",
          ],
        },
        {
          heading: "Your rights",
          paragraphs: [
            "Subject to applicable law, you may ask us for a summary of the personal data we hold about you and how we process it; ask us to correct, complete, update or erase it; withdraw any consent you have given; and nominate another person to exercise your rights in the event of your death or incapacity. Withdrawing consent does not affect processing already carried out, and we may need to keep some data where the law requires it.",
            "To exercise these rights, write to us at the address in the Contact Us section. If you are not satisfied with our response to a grievance, you may approach the Data Protection Board of India once it is available to you under the law.",
          ],
        },
      ],
    },
    {
      heading: "Data Security",
      paragraphs: [
        "We take reasonable security safeguards to protect your personal data against unauthorised access, use, disclosure, alteration and loss. These include encrypted connections to the website, restricted access to client documents on a need-to-know basis, access controls and logging on our systems, and confidentiality obligations on our staff and service providers.",
        "No method of transmission over the internet or of electronic storage is completely secure, so we cannot guarantee absolute security. If a personal data breach occurs, we will act promptly to contain it and will inform the affected persons and the authorities as the law requires.",
        "Please help us protect your information: share documents only through the channels we give you, and never send passwords or one-time passwords to anyone, including us.",
      ],
    },
    {
      heading: "Data Retention",
      paragraphs: [
        "We keep personal data only for as long as it is needed for the purpose for which it was collected, or for longer where the law requires us to keep it.",
        "Enquiry details are kept for as long as needed to respond to you and follow up on your enquiry. Documents and records relating to services we provide are kept for the periods required by company, tax and other laws, which can run to eight years or more after the end of the relevant financial year. When data is no longer needed, we delete it or anonymise it securely.",
      ],
    },
    {
      heading: "Visit Statistics Without Cookies",
      paragraphs: [
        "To learn which pages and campaigns are useful to visitors, our own server counts page views. It counts, for each day, how many times each page was viewed, the website (only its name, such as google.com) that sent visitors to us, and the campaign labels (utm_source, utm_medium and utm_campaign) of the link they followed, as well as clicks on our WhatsApp buttons. Visits by search engines and other automated programs are not counted.",
        "These statistics use no cookie and no identifier of you or your device: we do not store your IP address, your browser details or anything else that could tell one visitor from another, and the counts never leave our own server.",
        "When you send us an enquiry, it records the form you used, the page you sent it from, the first page of your visit, the website that sent you there and its campaign labels. Your browser keeps these in its session storage for the open tab only (they are deleted when you close it) and sends them only with an enquiry.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "Cookies are small text files stored on your device by your browser. We use cookies and similar technologies, such as your browser's local storage, to keep the website working (for example, to remember your choices and protect forms against misuse) and to understand, in aggregate, how visitors use the website.",
        "You can block or delete cookies through your browser settings. If you block cookies that the website needs, some features may not work as intended.",
      ],
    },
    {
      heading: "Links to Other Websites",
      paragraphs: [
        "The website links to other websites and services, such as government portals, social media and WhatsApp. We are not responsible for their privacy practices, and we encourage you to read their policies before sharing personal data with them.",
      ],
    },
    {
      heading: "Children's Privacy",
      paragraphs: [
        `Our website and services are intended for persons aged ${PRIVACY_MIN_AGE} and over, and are not directed at anyone under ${PRIVACY_MIN_AGE}. We do not knowingly collect personal data from persons under ${PRIVACY_MIN_AGE}.`,
        `If a parent or lawful guardian believes that a person under ${PRIVACY_MIN_AGE} has given us personal data, please contact us and we will delete it, unless the law requires us to keep it or it has been provided with verifiable consent of the parent or guardian.`,
      ],
    },
    {
      heading: "Changes to This Policy",
      paragraphs: [
        "We may update this policy from time to time to reflect changes in the law, our services or our practices. The date at the top of this page shows when it was last updated. Where changes are significant, we will make reasonable efforts to bring them to your attention, for example by a notice on the website.",
      ],
    },
    {
      heading: "Contact Us",
      paragraphs: [
        `For any question about this policy or about your personal data, or to exercise your rights, write to us at ${site.privacyEmail}.`,
        `Grievances may also be addressed to our Grievance Officer, ${site.grievanceOfficer.name}, at ${site.grievanceOfficer.email}. We aim to acknowledge grievances promptly and to resolve them within the time required by law.`,
        `Postal address: ${site.ownerFirm}, ${formatAddress(site.address)}.`,
      ],
    },
  ];
  return { intro, sections };
}
