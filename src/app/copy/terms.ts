// Sections of the terms and conditions page (/terms-condition).
import { AUDITOR_APPOINTMENT_DAYS, DSC_TOKENS_PER_INCORPORATION, MIN_PAID_UP_CAPITAL_RS, NAME_OPTIONS_PER_APPLICATION, TRADEMARK_CLASSES_COVERED } from "../../shared/constants";
import type { FirmDetails } from "../../shared/schemas/settings";
import { formatAddress } from "../../shared/firm";
import type { Section } from "./types";

export const termsUpdated: string = "2026-11-01";

const trademarkClasses = `${TRADEMARK_CLASSES_COVERED} class${TRADEMARK_CLASSES_COVERED === 1 ? "" : "es"}`;

/** The terms' text with the firm's stored name, contact details and address. */
export function termsFor(site: FirmDetails): { intro: string[]; sections: Section[] } {
  const intro: string[] = [
    `These terms and conditions ("Terms") govern your use of the ${site.name} website and the services offered through it by ${site.ownerFirm} ("we", "us", "our"). By using the website, submitting an enquiry or paying for a service, you agree to these Terms. If you do not agree, please do not use the website or our services.`,
    'In these Terms, "you" and "client" mean the person using the website or engaging our services, and, where you act for a business, that business as well.',
  ];

  const sections: Section[] = [
    {
      heading: "Our Services, Fees and Taxes",
      subsections: [
        {
          heading: "Professional fees",
          paragraphs: [
            "Our fee for each service is the professional fee stated on the website, in our quotation or on the invoice. It covers only the work described for that service. Any additional work, such as replying to a government notice, a resubmission caused by incorrect information, or a service not included in the package, is charged separately after we tell you the fee.",
          ],
        },
        {
          heading: "Goods and Services Tax",
          paragraphs: [
            "Goods and Services Tax (GST) applies to our professional fees at the rate in force on the date of the invoice and is shown separately on it.",
            "If you wish to claim input tax credit, you must give us your correct GSTIN and the registered name of your business at the time of payment. We issue the invoice on the basis of the details available at payment and may not be able to amend it afterwards; we are not responsible for any input tax credit lost because a GSTIN was not supplied, or was supplied incorrectly, at that time.",
          ],
        },
        {
          heading: "Government fees and stamp duty",
          paragraphs: [
            "Fees payable to government authorities, including registration and filing fees and stamp duty, are shown upfront on your invoice, separately from our professional fee. We collect them from you and remit them to the authority concerned on your behalf. They are set by the government and may change; if they change before the filing is made, the difference will be charged or refunded.",
            "Government fees once paid to an authority are not within our control and cannot be refunded by us.",
          ],
        },
        {
          heading: "Completion of services",
          paragraphs: [
            "Where a service is delivered through an online platform, portal, dashboard or software, our obligation to provide that service is complete once access to the platform has been granted to you. For other services, our obligation is complete when we have made the filing or delivered the document described for that service.",
            "Timelines on the website are estimates based on normal processing times. They run from the date we receive complete documents and payment, and depend on the time taken by government authorities, which is outside our control.",
          ],
        },
      ],
    },
    {
      heading: "Use of the Website",
      paragraphs: [
        "You may use the website for lawful purposes only: to learn about our services, read our articles and contact us. The content of the website is general guidance and not professional advice; please consult us, or another qualified professional, before acting on it in your own circumstances.",
      ],
      subsections: [
        {
          heading: "Prohibited uses",
          paragraphs: ["You must not:"],
          bullets: [
            "Access, monitor or copy the website or its content using robots, spiders, scrapers or other automated means without our written permission",
            "Interfere with or disrupt the website, its servers or networks, including by overloading them, introducing viruses or other harmful code, or attempting to gain unauthorised access to any part of them",
            "Copy, reproduce, republish, sell or resell any part of the website, its content or our services without our written permission",
            "Use the website to impersonate any person or to misrepresent your identity or your connection with any person or business",
            "Use the website in any way that breaks any law or regulation in force in India",
          ],
        },
        {
          heading: "Prohibited user content",
          paragraphs: ["Anything you submit to us through the website must not contain material that is:"],
          bullets: [
            "Illegal, or that encourages or facilitates unlawful activity",
            "Defamatory, obscene, abusive, harassing or threatening",
            "Infringing of any copyright, trademark, patent, design or other right of any person",
            "Unsolicited advertising, promotional material, chain letters or other forms of spam",
            "Malicious, including viruses or other code designed to damage or interfere with any system",
          ],
        },
      ],
    },
    {
      heading: "User Agreement",
      subsections: [
        {
          heading: "Content rules",
          paragraphs: [
            "You are responsible for the information and documents you give us. They must be true, complete and your own, or provided with the authority of the person concerned. We rely on them when preparing filings and are not responsible for consequences arising from information that is false, incomplete or out of date.",
            "You allow us to use the information and documents you provide to perform the services you engage us for, including submitting them to government authorities.",
          ],
        },
        {
          heading: "Privacy",
          paragraphs: ["We handle your personal data as described in our privacy policy, available at /privacy-policy, which forms part of these Terms."],
        },
        {
          heading: "Warranties and disclaimers",
          paragraphs: [
            "We will perform our services with reasonable skill and care, in line with the laws and procedures in force at the time. Approvals, registrations, certificates and decisions are granted by government authorities at their discretion, and we do not warrant that any application will be approved or approved within a particular time.",
            'The website is provided on an "as is" and "as available" basis. We try to keep its content accurate and up to date, but laws, fees and procedures change, and we give no warranty that the content is complete, current or suitable for your particular situation.',
          ],
        },
        {
          heading: "Limitation of liability",
          paragraphs: [
            "To the extent permitted by law, our total liability to you in connection with any service is limited to the professional fee you paid us for that service. We are not liable for any indirect or consequential loss, loss of profit, loss of business opportunity, or penalties and interest arising from delays or errors in information supplied by you or from the acts of government authorities.",
            "Nothing in these Terms limits any liability that cannot be limited under Indian law.",
          ],
        },
        {
          heading: "Indemnity",
          paragraphs: [
            "You agree to indemnify us against any claim, loss or penalty arising from information or documents you supplied that were false or that you were not entitled to supply, or from your breach of these Terms.",
          ],
        },
        {
          heading: "Copyright",
          paragraphs: [
            `The content of the website, including text, graphics, logos and the arrangement of the pages, is owned by or licensed to ${site.ownerFirm} and is protected by the Copyright Act, 1957 and other laws. You may view and print pages for your personal, non-commercial use. Any other use requires our written permission.`,
            "Documents we draft for you, such as partnership deeds and LLP agreements, may be used by you for your business once our fees are paid.",
          ],
        },
        {
          heading: "Termination",
          paragraphs: [
            "We may suspend or end your access to the website, or decline or stop providing a service, if you breach these Terms, supply false or misleading information, or ask us to act unlawfully or unethically. Provisions that by their nature should continue, such as those on liability, indemnity, copyright and governing law, survive termination.",
          ],
        },
        {
          heading: "Governing law and jurisdiction",
          paragraphs: [
            `These Terms are governed by the laws of India. Subject to applicable law, the courts at ${site.address.city}, ${site.address.region} have exclusive jurisdiction over any dispute arising out of or in connection with these Terms, the website or our services.`,
          ],
        },
        {
          heading: "Cancellation and refund",
          paragraphs: [
            "Once payment has been made for a service, it cannot be cancelled, because work on your file and payments to third parties begin straight away.",
            "Refunds are made only if we cancel the service or fail to perform it. In that case, we refund the professional fee for the part of the service not performed and any government fees collected but not yet paid to the authority, to the original payment method. Government fees already paid to an authority cannot be refunded by us.",
            "No refund is due where an application is rejected, delayed or returned by an authority for reasons such as the availability of a name, the authority's discretion, or incomplete or incorrect information supplied by you.",
          ],
        },
        {
          heading: "Our guarantee",
          paragraphs: [
            "We guarantee that the services you pay for will be performed by our team with due care, and that we will keep you informed of their progress. If we fail to perform a service you have paid for, you will receive a refund as set out under Cancellation and refund. We cannot guarantee the outcome of any decision made by a government authority.",
          ],
        },
        {
          heading: "Contact and Grievance Officer",
          paragraphs: [
            `For questions about these Terms or our services, write to us at ${site.email} or call ${site.phones.join(" or ")}.`,
            `For complaints, you may contact our Grievance Officer, ${site.grievanceOfficer.name}, at ${site.grievanceOfficer.email}. We will acknowledge your complaint promptly and aim to resolve it within the time required by law.`,
            `Postal address: ${site.ownerFirm}, ${formatAddress(site.address)}.`,
          ],
        },
      ],
    },
    {
      heading: "Terms for Incorporation, Startup and Registration Services",
      paragraphs: [
        "These terms apply to the registration of private limited companies, One Person Companies, Section 8 companies, LLPs, partnership firms and sole proprietorships, to startup recognition and to other business registrations.",
      ],
      bullets: [
        `Name approval: you may give us up to ${NAME_OPTIONS_PER_APPLICATION} name options for each name-approval application, in order of preference. We file them within the limits allowed by the relevant form. Approval of a name rests with the Registrar, and a fresh application for rejected names may attract additional government fees.`,
        `Digital signatures: each incorporation includes ${DSC_TOKENS_PER_INCORPORATION} digital signature certificate tokens. Additional certificates are charged separately. Certificates are issued by licensed certifying authorities after identity verification, which you must complete personally.`,
        `Statutory auditor: the board of directors of a company must appoint its first statutory auditor within ${AUDITOR_APPOINTMENT_DAYS} days of incorporation. We will remind you and can assist with the appointment, but the auditor's fees are not included in our package.`,
        `Capital: there is no minimum capital requirement for a private company, and the paid-up capital may be as low as ₹${MIN_PAID_UP_CAPITAL_RS}. Stamp duty and registration fees depend on the authorised capital and on the state of the registered office.`,
        "Documents: you must provide valid identity, address and office documents for all directors, partners, members and nominees, and ensure that the registered office can receive communications from the date of incorporation.",
        "After incorporation: the subscribers must pay for their shares and the company must file its declaration for commencement of business within the time allowed. Post-incorporation and annual compliance are not included in an incorporation package unless stated.",
        "Startup recognition and government schemes: recognition by DPIIT, registration under Udyam and benefits under government schemes are granted by the authorities concerned on their own criteria, and we cannot guarantee them.",
      ],
    },
    {
      heading: "Terms for Intellectual Property Services",
      paragraphs: ["These terms apply to trademark registration and to other intellectual property services, such as copyright and design filings."],
      bullets: [
        `Our trademark prices cover ${trademarkClasses}. Each additional class requires a separate government fee and our professional fee for that class.`,
        "A trademark search is an indication of the risk of conflict based on the Trade Marks Registry's records at the time; it cannot reveal unregistered marks or applications not yet published, and it is not a guarantee of registration.",
        "Registration is decided by the Trade Marks Registry. Replies to examination reports, hearings, oppositions and rectification proceedings are not included in the filing fee and are quoted separately.",
        "You are responsible for the accuracy of the details in the application, including the claimed date of first use, and for confirming that you are entitled to apply for the mark.",
        "You must not use the ® symbol until the mark is registered. Renewal of a registration every ten years is your responsibility, although we will try to remind you.",
      ],
    },
    {
      heading: "Terms for Tax and Compliance Services",
      paragraphs: ["These terms apply to accounting, bookkeeping, GST, TDS and income-tax returns, annual filings with the Registrar of Companies and other compliance services."],
      bullets: [
        "You must give us complete and accurate records, information and approvals in good time before each due date. We are not responsible for late fees, interest or penalties resulting from information supplied late, incompletely or inaccurately.",
        "We prepare returns and filings on the basis of the information you provide and do not audit or verify it unless that is the service agreed.",
        "Recurring services cover the period and the filings stated in the package. Replies to notices, assessments, appeals, audits by authorities and other proceedings are separate services.",
        "Tax payable, and any interest, late fee or penalty levied by an authority, is your liability and is not included in our fee.",
        "You remain responsible for your business's legal compliance, including approving and signing each return before it is filed.",
      ],
    },
    {
      heading: "Factors Outside Our Control",
      subsections: [
        {
          heading: "Force majeure",
          paragraphs: [
            "We are not liable for any delay or failure to perform caused by events beyond our reasonable control, including natural disasters, epidemics, fire, flood, war, riots, strikes, actions or orders of government, changes in law, and outages or malfunctions of government portals, payment systems or telecommunication networks. Our obligations are suspended for as long as such an event continues, and timelines are extended accordingly.",
          ],
        },
        {
          heading: "Cancellation fee",
          paragraphs: [
            "If a service cannot be completed because of such an event, or because a change in law or procedure makes it impossible, we may cancel it. In that case, we refund the amount you paid less a cancellation fee reasonably reflecting the work already done and any government fees and third-party charges already paid on your behalf.",
          ],
        },
      ],
    },
    {
      heading: "Changes to These Terms",
      paragraphs: [
        "We may update these Terms from time to time. The date at the top of this page shows when they were last updated. The Terms in force on the date you pay for a service apply to that service.",
      ],
    },
  ];
  return { intro, sections };
}
