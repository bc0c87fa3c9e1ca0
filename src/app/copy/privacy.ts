// The privacy notice of /privacy-policy, itemised by purpose as the DPDP Rules, 2025 ask (rule 3): for each
// thing a person does with the firm, what is collected, why and for how long; then who gets it, how it is
// protected, the person's rights and how to use them, and who answers. The periods come from the firm's
// settings (settings.retention) and src/shared/privacy.ts, so the notice says what the erasure job does.
import { PRIVACY_MIN_AGE } from "../../shared/constants";
import type { FirmDetails } from "../../shared/schemas/settings";
import { formatAddress } from "../../shared/firm";
import { PRIVACY_NOTICE_VERSION, TAX_RECORD_YEARS, periodInWords } from "../../shared/privacy";
import type { Section } from "./types";

/** Labels of the lines of each purpose, so a reader can scan down "What", "Why", "How long". */
const WHAT = "What we collect:";
const WHY = "Why:";
const HOW_LONG = "How long we keep it:";

/** The notice's text with the firm's stored name, contact details, address and retention periods. */
export function privacyFor(site: FirmDetails): { version: string; intro: string[]; sections: Section[] } {
  const enquiryPeriod = periodInWords(site.retention.enquiryDays);
  const documentPeriod = periodInWords(site.retention.documentDays);
  const officer = site.grievanceOfficer;

  const intro: string[] = [
    `This privacy notice explains, in plain words, what personal data ${site.ownerFirm} ("we", "us"), which owns and manages the ${site.name} website, collects from you, why, how long we keep it, who we share it with, how we protect it, and what you can ask us to do with it.`,
    "We follow the Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025. Under them we are the data fiduciary for the data described here: we decide why and how it is used, and we answer to you for it.",
    "We collect only what each purpose below needs, and use it only for that purpose. Where you have given us your consent, you can withdraw it at any time, as easily as you gave it (see Your Rights and How to Use Them). Withdrawing it does not undo what we did before, and we may keep records that the law requires us to keep.",
  ];

  const sections: Section[] = [
    {
      heading: "What We Collect and Why",
      paragraphs: ["For each thing you can do with us, this is what we collect, why we need it and how long we keep it."],
      subsections: [
        {
          heading: "When you send us an enquiry",
          bullets: [
            `${WHAT} your name, e-mail address, phone number and message, and the city and service you ask about. With it we note which form and page you used (see Visit Statistics Without Cookies).`,
            `${WHY} to answer your question and, if you ask, to give you a quote.`,
            `${HOW_LONG} if you do not become our client, we erase your enquiry ${enquiryPeriod} after you send it. If you do become our client, it becomes part of your order and case below.`,
          ],
        },
        {
          heading: "When you book a call-back",
          bullets: [
            `${WHAT} your name, phone number and the time you chose for our call.`,
            `${WHY} to call you at that time.`,
            `${HOW_LONG} as for an enquiry (${enquiryPeriod} if you do not become our client), since a call-back is booked with one.`,
          ],
        },
        {
          heading: "When you sign up for compliance reminders",
          bullets: [
            `${WHAT} your e-mail address and the kinds of due dates you chose.`,
            `${WHY} to e-mail you before each due date that applies to you, once you have confirmed your address.`,
            `${HOW_LONG} until you unsubscribe. Every reminder has a link that unsubscribes you in one click.`,
          ],
        },
        {
          heading: "When you place an order",
          bullets: [
            `${WHAT} your name, e-mail address, phone number and state; your business name, GSTIN and address if you give them; and the references of your payment, such as the payment ID of an online payment or the UTR of a bank transfer. We never see or keep your card details: Razorpay, our payment gateway, takes card payments on its own secure pages.`,
            `${WHY} to provide the service you bought, receive your payment, and issue your GST tax invoice.`,
            `${HOW_LONG} ${TAX_RECORD_YEARS} years, because Indian tax law requires us to keep tax invoices and accounts that long (section 36 of the Central Goods and Services Tax Act, 2017, and the Income-tax Act, 1961). We keep these records for that period even if you ask us to erase your data, and use them for nothing else.`,
          ],
        },
        {
          heading: "When we handle your registration",
          bullets: [
            `${WHAT} the identity and address documents your registration needs, such as your PAN card, Aadhaar, photographs, utility bills and no-objection certificates (NOCs) from the owner of your office premises, which you upload in your client area; and the messages you and our team exchange about your case.`,
            `${WHY} to prepare your registration, file it with the government and keep you informed. When you first use the client area, we ask you to agree to this notice and record which version you agreed to and when.`,
            `${HOW_LONG} we erase your documents and messages ${documentPeriod} after your case closes.`,
          ],
        },
        {
          heading: "When you visit the website",
          bullets: [
            `${WHAT} our server's log records each request to the website: the address (IP) it came from, the page asked for and the time.`,
            `${WHY} to keep the website secure, stop misuse and find faults.`,
            `${HOW_LONG} only as long as needed for those purposes.`,
          ],
        },
      ],
    },
    {
      heading: "Who We Share It With",
      paragraphs: ["We do not sell your personal data or share it for advertising. We share it only with:"],
      bullets: [
        "Razorpay, our payment gateway, when you pay online: your name, e-mail address and phone number, and the amount",
        "Our e-mail provider, which delivers the e-mails we send you, such as replies, reminders and invoices",
        "Government portals, such as the Ministry of Corporate Affairs (MCA) and the GST portal, and other authorities: the documents and details your registration or filing needs, when we file it for you",
        "Certifying authorities that issue digital signature certificates, when your registration needs one",
        "Courts, regulators and law enforcement agencies, when the law requires it",
      ],
      subsections: [
        {
          heading: "Those who work for us",
          paragraphs: ["Providers who process data for us (payments, e-mail, hosting) may use it only to do that work for us, and must protect it."],
        },
      ],
    },
    {
      heading: "How We Protect It",
      paragraphs: ["We protect your personal data with these safeguards:"],
      bullets: [
        "Your documents are stored encrypted (encrypted at rest), and only you and our staff can open them.",
        "Only our staff, each with their own account, can reach personal data in our systems, and our system records who did what.",
        "The website uses encrypted connections (HTTPS), and we keep backups so that data is not lost.",
      ],
      subsections: [
        {
          heading: "If something goes wrong",
          paragraphs: [
            "No system is perfectly secure. If a breach of personal data happens, we act at once to contain it, and we inform you and the Data Protection Board of India as the law requires.",
            "Please help us: send documents only through your client area, and never share a password or a one-time password with anyone, including us.",
          ],
        },
      ],
    },
    {
      heading: "Your Rights and How to Use Them",
      paragraphs: ["You have these rights over your personal data:"],
      bullets: [
        "Access: ask for a summary of the personal data we hold about you, what we do with it, and who we have shared it with",
        "Correction: ask us to correct, complete or update it",
        "Erasure: ask us to erase it; we erase everything except the records the law requires us to keep (tax invoices and order records, as above)",
        "Withdraw consent: as easily as you gave it; we then stop using the data for that purpose",
        "Grievance redressal: complain to us about how we handle your data, and get an answer",
        "Nominate someone to use these rights for you if you die or become unable to use them yourself",
      ],
      subsections: [
        {
          heading: "How to use them",
          paragraphs: [
            `In your client area: "Download my data" gives you a copy of what we hold about you, and "Erase my data" asks us to erase it.`,
            `Or e-mail our Grievance Officer, ${officer.name}, at ${officer.email}, saying what you would like. We may ask you to confirm who you are, so that nobody else can see or erase your data.`,
            "We answer as soon as we can, and within 90 days at the most, as the Digital Personal Data Protection Rules, 2025 require.",
            "If you are not satisfied with our answer to your grievance, you can complain to the Data Protection Board of India.",
          ],
        },
      ],
    },
    {
      heading: "Grievance Officer",
      paragraphs: [
        `Our Grievance Officer, ${officer.name}, answers questions about your personal data and handles your requests and complaints. Write to ${officer.email}.`,
        `For any other question about this notice, write to ${site.privacyEmail}.`,
        `Postal address: ${site.ownerFirm}, ${formatAddress(site.address)}.`,
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
        "Cookies are small text files stored on your device by your browser. We use cookies and similar technologies, such as your browser's local storage, to keep the website working (for example, to keep you signed in to your client area and to protect forms against misuse) and to understand, in aggregate, how visitors use the website.",
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
      heading: "Changes to This Notice",
      paragraphs: [
        `This is version ${PRIVACY_NOTICE_VERSION} of this notice, dated at the top of this page. When we change what we collect, why, how long we keep it or who we share it with, we publish a new version here with a new date, and where the change affects you, we tell you before it applies.`,
      ],
    },
  ];
  return { version: PRIVACY_NOTICE_VERSION, intro, sections };
}
