// Content of the four service package pages: /private-limited, /llp, /opc and /partnership-firm.
import { AUDITOR_APPOINTMENT_DAYS, DSC_TOKENS_PER_INCORPORATION, MIN_PAID_UP_CAPITAL_RS } from "../../shared/constants";
import type { EntityPage } from "./types";

export const entityPages: EntityPage[] = [
  {
    path: "/private-limited",
    name: "Private Limited Company",
    serviceName: "Private Limited Company Registration",
    title: "Private Limited Company Registration",
    metaTitle: "Private Limited Company Registration Online in India",
    metaDescription: "Register a private limited company online under the Companies Act, 2013: name approval, DSC, DIN, SPICe+ filing, PAN and TAN, with expert support.",
    intro: [
      "A private limited company is the structure most Indian startups and growing businesses choose. Defined in Section 2(68) of the Companies Act, 2013, it is a separate legal person: it owns property, borrows, employs people and signs contracts in its own name, and it continues to exist however often its shareholders change.",
      "The shareholders' liability is limited to any amount unpaid on their shares, so their personal assets are protected from the company's debts. The articles of association restrict the transfer of shares, the number of members is capped at 200, and the company may not invite the public to subscribe for its securities.",
      "Incorporation is completed online through the Ministry of Corporate Affairs' SPICe+ form, which also allots the directors' DINs and the company's PAN and TAN, and registers it with EPFO and ESIC. We prepare and file everything, explain each document before you sign it, and stay on hand for the compliance that follows.",
    ],
    benefits: [
      "Limited liability: shareholders risk only the capital they have agreed to invest",
      "Separate legal entity with perpetual succession, unaffected by changes in ownership",
      "Easier fundraising: equity can be issued to angel investors, venture capital funds and employees through ESOPs",
      "Greater credibility with banks, customers, suppliers and government tenders",
      "Eligible for recognition by DPIIT under Startup India, with its tax and compliance benefits",
      `No minimum capital requirement: paid-up capital can be as low as ₹${MIN_PAID_UP_CAPITAL_RS}`,
    ],
    eligibility: [
      "At least two directors and at least two shareholders; the same persons may be both",
      "No more than 200 members and, unless the shareholders approve more by special resolution, no more than 15 directors",
      "Directors must be adult individuals and must hold a Director Identification Number (DIN)",
      "At least one director must have stayed in India for 182 days or more during the financial year",
      "Shareholders may be individuals, Indian or foreign companies, or LLPs; foreign investment must follow FEMA rules for the sector",
      "A registered office in India that can receive communications from the company's formation",
      "A name that is not identical or too similar to an existing company, LLP or registered trademark",
    ],
    documents: [
      "Directors and shareholders: PAN card (passport for foreign nationals)",
      "Directors and shareholders: Aadhaar card, voter ID, passport or driving licence",
      "Directors and shareholders: latest bank statement, electricity, telephone or mobile bill, not older than two months",
      "Directors and shareholders: passport-size photograph, e-mail address and mobile number",
      "Corporate shareholders: board resolution and certificate of incorporation",
      "Registered office: latest electricity, water or gas bill, not older than two months",
      "Registered office: rent or lease agreement, if rented",
      "Registered office: no-objection certificate from the owner of the premises",
    ],
    steps: [
      {
        title: "Consultation",
        text: "We discuss your business, confirm that a private limited company is the right structure, and agree the directors, shareholding and capital.",
      },
      {
        title: "Digital signature certificates",
        text: `We arrange ${DSC_TOKENS_PER_INCORPORATION} Class 3 digital signature certificates for the directors, issued by a licensed certifying authority after online identity verification.`,
      },
      {
        title: "Name reservation",
        text: "After searching the MCA and trademark registers, we apply for your preferred names in SPICe+ Part A. An approved name is reserved for 20 days.",
      },
      {
        title: "Drafting the MoA and AoA",
        text: "We draft the memorandum of association, which sets out the company's objects and capital, and the articles of association, which set out how it is managed.",
      },
      {
        title: "SPICe+ Part B and linked forms",
        text: "We file SPICe+ Part B with the e-MoA (INC-33), e-AoA (INC-34) and AGILE-PRO-S (INC-35), applying for DINs, PAN, TAN, EPFO, ESIC, the bank account and, optionally, GST.",
      },
      {
        title: "Stamp duty and government fees",
        text: "Stamp duty, which depends on the state and the authorised capital, and the registration fee are paid online through the MCA portal.",
      },
      {
        title: "Certificate of incorporation",
        text: "The Central Registration Centre approves the application and issues the certificate of incorporation with the Corporate Identity Number (CIN), PAN and TAN.",
      },
      {
        title: "Post-incorporation",
        text: `The board appoints the first statutory auditor within ${AUDITOR_APPOINTMENT_DAYS} days, the shareholders pay for their shares, and the commencement of business declaration (Form INC-20A) is filed within 180 days.`,
      },
    ],
    faqs: [
      {
        question: "What is the minimum capital needed to register a private limited company?",
        answer: `There is none. The Companies (Amendment) Act, 2015 removed the minimum paid-up capital requirement, so a company can be formed with a paid-up capital as low as ₹${MIN_PAID_UP_CAPITAL_RS}. Stamp duty and fees depend on the authorised capital you choose.`,
      },
      {
        question: "Can a salaried employee be a director?",
        answer: "The Companies Act does not prevent it, but your employment contract might. Check it for clauses on outside business interests before you become a director.",
      },
      {
        question: "What are DIN and DSC?",
        answer:
          "A Director Identification Number (DIN) is a unique number allotted by the Ministry of Corporate Affairs to every director. A digital signature certificate (DSC) is the electronic signature used to sign forms filed with the Ministry.",
      },
      {
        question: "Is it mandatory to appoint a company secretary?",
        answer: "Not for most new private companies. A whole-time company secretary is required only once the paid-up share capital reaches ₹10 crore or more.",
      },
      {
        question: "What yearly compliance does a private limited company have?",
        answer:
          "Board meetings, an annual general meeting, statutory audit of its accounts, the financial statements in Form AOC-4 and the annual return in Form MGT-7 or MGT-7A, directors' KYC, the income-tax return, and GST and TDS returns where applicable.",
      },
      {
        question: "Can a private limited company later become a public company?",
        answer:
          "Yes. It can convert by altering its articles and name with a special resolution and meeting the requirements for a public company, such as at least three directors and seven members.",
      },
    ],
  },
  {
    path: "/llp",
    name: "Limited Liability Partnership",
    serviceName: "LLP Registration",
    title: "Limited Liability Partnership (LLP) Registration",
    metaTitle: "LLP Registration Online in India | LLP Act, 2008",
    metaDescription: "Register a limited liability partnership online: RUN-LLP name reservation, DSC, DPIN, FiLLiP filing and LLP agreement, handled by compliance experts.",
    intro: [
      "A limited liability partnership (LLP) combines the flexibility of a partnership with the limited liability of a company. Governed by the Limited Liability Partnership Act, 2008, an LLP is a body corporate with perpetual succession, separate from its partners.",
      "Each partner is an agent of the LLP but not of the other partners, so one partner is not personally liable for another's wrongful act or misconduct. The relationship between the partners is set by the LLP agreement, which gives considerable freedom over capital, profit-sharing, management and exit.",
      "With no board meetings, no general meetings and an audit only above prescribed limits, an LLP is popular with professional firms, consultancies and owner-managed businesses. We handle the name reservation, the incorporation filing and the LLP agreement, and help with the yearly filings after that.",
    ],
    benefits: [
      "Limited liability: partners are liable only to the extent of their agreed contribution",
      "Separate legal entity that can own property and enter into contracts in its own name",
      "No minimum contribution and no limit on the number of partners",
      "Flexible internal management under the LLP agreement",
      "Lower compliance than a company; audit only above ₹40 lakh turnover or ₹25 lakh contribution",
      "Partners' share of profit is not taxed again in their hands",
    ],
    eligibility: [
      "At least two partners, with no maximum",
      "At least two designated partners who are individuals, and at least one of them resident in India",
      "Partners may be individuals or bodies corporate; a body corporate partner nominates an individual to act for it",
      "Every designated partner must hold a Designated Partner Identification Number (DPIN) or DIN",
      "A registered office in India",
      'A name not identical or too similar to an existing LLP, company or registered trademark, ending with "LLP" or "Limited Liability Partnership"',
    ],
    documents: [
      "Partners: PAN card (passport for foreign nationals)",
      "Partners: Aadhaar card, voter ID, passport or driving licence",
      "Partners: latest bank statement, electricity, telephone or mobile bill, not older than two months",
      "Partners: passport-size photograph, e-mail address and mobile number",
      "Body corporate partners: board resolution and certificate of incorporation",
      "Registered office: latest electricity, water or gas bill, not older than two months",
      "Registered office: rent agreement, if rented, and a no-objection certificate from the owner",
    ],
    steps: [
      {
        title: "Consultation",
        text: "We agree the partners, designated partners, contributions, profit-sharing ratio and business objects.",
      },
      {
        title: "Digital signature certificates",
        text: `We arrange ${DSC_TOKENS_PER_INCORPORATION} Class 3 digital signature certificates for the designated partners.`,
      },
      {
        title: "Name reservation",
        text: "We search for conflicting names and trademarks, then apply in Form RUN-LLP. Once approved, the name is reserved for a limited period, within which the LLP must be incorporated.",
      },
      {
        title: "Incorporation in Form FiLLiP",
        text: "We file Form FiLLiP with the subscription sheet, partners' consents and registered office proof, applying for DPINs for designated partners who do not already hold a DIN.",
      },
      {
        title: "Certificate of incorporation",
        text: "The Registrar issues the certificate of incorporation with the LLP Identification Number (LLPIN); the LLP's PAN and TAN are allotted with it.",
      },
      {
        title: "LLP agreement",
        text: "We draft the LLP agreement, arrange stamp duty under the relevant state's law, and file it in Form 3 within 30 days of incorporation.",
      },
      {
        title: "Bank account and registrations",
        text: "We help you open the LLP's current account and, where needed, obtain GST and other registrations.",
      },
    ],
    faqs: [
      {
        question: "What is the difference between a partner and a designated partner?",
        answer:
          "Every designated partner is a partner, but designated partners are also responsible for the LLP's legal compliance, such as filings with the Registrar, and are liable for penalties if it defaults.",
      },
      {
        question: "Is an audit compulsory for an LLP?",
        answer: "Only if its turnover exceeds ₹40 lakh or its partners' contribution exceeds ₹25 lakh in a financial year. Tax audit rules under income-tax law apply separately.",
      },
      {
        question: "What are the annual filings for an LLP?",
        answer: "The annual return in Form 11, due by 30 May, and the statement of account and solvency in Form 8, due by 30 October, along with the income-tax return.",
      },
      {
        question: "Can a foreign national or company be a partner?",
        answer:
          "Yes, subject to the foreign direct investment rules under FEMA; foreign investment in LLPs is allowed under the automatic route in sectors where 100% FDI is permitted without conditions. At least one designated partner must be resident in India.",
      },
      {
        question: "Can an LLP be converted into a private limited company?",
        answer:
          "Yes. An LLP can register as a company under Section 366 of the Companies Act, 2013, with its partners' approval and after meeting the conditions for the class of company it wishes to become.",
      },
    ],
  },
  {
    path: "/opc",
    name: "One Person Company",
    serviceName: "OPC Registration",
    title: "One Person Company (OPC) Registration",
    metaTitle: "One Person Company (OPC) Registration Online in India",
    metaDescription: "Register a One Person Company online: a company with one member and a nominee, limited liability and simple compliance. DSC, DIN, SPICe+, PAN and TAN.",
    intro: [
      "A One Person Company (OPC) lets a single individual form a company. Introduced by the Companies Act, 2013 and defined in Section 2(62), it is a private company with only one member, giving a sole founder limited liability and the standing of a company without having to find a second shareholder.",
      "Because the company has only one member, the memorandum names a nominee who becomes the member if the sole member dies or becomes incapable of contracting. Rule changes in April 2021 allowed Indian citizens living abroad to form an OPC and removed the compulsory conversion once capital or turnover crossed set limits.",
      "An OPC is exempt from holding an annual general meeting, needs no cash flow statement in its financial statements, and has relaxed board meeting requirements. We handle the nominee's consent, name reservation and SPICe+ filing, and can convert the OPC into a private limited company when you are ready to bring in others.",
    ],
    benefits: [
      "Limited liability for the sole member",
      "Full control with a single member, who may also be the only director",
      "Separate legal entity and perpetual succession through the nominee",
      "No annual general meeting, no cash flow statement and relaxed board meeting rules",
      "Better credibility with banks and customers than a sole proprietorship",
      "Can be converted into a private or public company at any time",
    ],
    eligibility: [
      "Only a natural person who is an Indian citizen, whether resident in India or not, can be the member",
      "The nominee must also be a natural person and an Indian citizen, and must consent in Form INC-3",
      "A person can be a member, or a nominee, of only one OPC at a time",
      "A minor cannot be a member or nominee",
      "At least one director (up to 15); the member can be the sole director",
      "The OPC cannot carry on non-banking financial investment activities or be formed as a Section 8 company",
    ],
    documents: [
      "Member and nominee: PAN card",
      "Member and nominee: Aadhaar card, voter ID, passport or driving licence",
      "Member: latest bank statement, electricity, telephone or mobile bill, not older than two months",
      "Member and nominee: passport-size photographs, e-mail addresses and mobile numbers",
      "Nominee: consent in Form INC-3",
      "Registered office: latest electricity, water or gas bill, not older than two months",
      "Registered office: rent agreement, if rented, and a no-objection certificate from the owner",
    ],
    steps: [
      {
        title: "Consultation",
        text: "We confirm that an OPC suits your plans and agree the member, nominee, director and capital.",
      },
      {
        title: "Digital signature certificate",
        text: "We arrange a Class 3 digital signature certificate for the director.",
      },
      {
        title: "Name reservation",
        text: 'We search for conflicts and apply for your preferred names in SPICe+ Part A. The name must end with "(OPC) Private Limited".',
      },
      {
        title: "Nominee's consent",
        text: "We prepare the nominee's consent in Form INC-3 for signature.",
      },
      {
        title: "Drafting and filing",
        text: "We draft the e-MoA and e-AoA and file SPICe+ Part B with the AGILE-PRO-S form, applying for the DIN, PAN, TAN, EPFO and ESIC registration and the bank account.",
      },
      {
        title: "Certificate of incorporation",
        text: "The Central Registration Centre issues the certificate of incorporation with the CIN, PAN and TAN.",
      },
      {
        title: "Post-incorporation",
        text: `The first auditor is appointed within ${AUDITOR_APPOINTMENT_DAYS} days and the commencement of business declaration (Form INC-20A) is filed within 180 days.`,
      },
    ],
    faqs: [
      {
        question: "What happens to the OPC if the member dies?",
        answer: "The nominee becomes the member of the company and, in turn, names a new nominee. The company continues without interruption.",
      },
      {
        question: "Can the member be the nominee of another OPC?",
        answer: "No. A person can be the member of only one OPC and the nominee in only one OPC.",
      },
      {
        question: "Is there a limit on an OPC's capital or turnover?",
        answer:
          "Not any more. Until April 2021 an OPC had to convert once its paid-up capital exceeded ₹50 lakh or its turnover exceeded ₹2 crore; those limits have been removed.",
      },
      {
        question: "How is an OPC taxed?",
        answer: "Like any other domestic company. The company pays tax on its profits, and any dividend paid to the member is taxed in the member's hands.",
      },
      {
        question: "How does an OPC become a private limited company?",
        answer:
          "The member passes a resolution to alter the memorandum and articles, increases the members and directors to at least two each, and files the conversion with the Registrar in Form INC-6.",
      },
    ],
  },
  {
    path: "/partnership-firm",
    name: "Partnership Firm",
    serviceName: "Partnership Firm Registration",
    title: "Partnership Firm Registration",
    metaTitle: "Partnership Firm Registration in India | Deed and Filing",
    metaDescription: "Register a partnership firm under the Indian Partnership Act, 1932: deed drafting, stamp duty, firm PAN and registration with the Registrar of Firms.",
    intro: [
      "A partnership firm is formed when two or more persons agree to share the profits of a business carried on by all of them or by any of them acting for all. Governed by the Indian Partnership Act, 1932, it is one of the oldest and simplest ways to run a business together in India.",
      "The partnership deed is at the heart of the firm: it records the capital each partner brings, how profits and losses are shared, the partners' roles, interest and remuneration, and what happens when a partner joins, retires or dies. A carefully drafted deed prevents most disputes before they start.",
      "Registration with the Registrar of Firms of the state is optional, but an unregistered firm cannot enforce its contracts in court. We draft the deed, arrange stamping and notarisation, obtain the firm's PAN and complete the registration.",
    ],
    benefits: [
      "Easy and inexpensive to form, with few formalities",
      "Minimal yearly compliance compared with a company or LLP",
      "Flexibility to set profit-sharing, roles and capital in the deed",
      "Partners' remuneration and interest on capital are deductible for the firm within tax limits",
      "Combined capital, skills and contacts of several partners",
      "Can later be converted into an LLP or a company as the business grows",
    ],
    eligibility: [
      "At least two partners and no more than 50",
      "Partners must be competent to contract: adults of sound mind who are not disqualified by law",
      "A minor cannot be a partner, but may be admitted to the benefits of an existing partnership with the consent of all partners",
      "A written partnership deed, stamped as required by the state's stamp law",
      "A principal place of business in India",
      "A firm name that does not suggest government approval or patronage unless the State Government consents in writing",
    ],
    documents: [
      "Partners: PAN card",
      "Partners: Aadhaar card, voter ID, passport or driving licence",
      "Partners: passport-size photographs, e-mail addresses and mobile numbers",
      "Partnership deed on stamp paper, signed by all partners and witnesses",
      "Application for registration (Form 1) signed by all partners",
      "Place of business: latest electricity, water or gas bill, not older than two months",
      "Place of business: rent agreement, if rented, and a no-objection certificate from the owner",
    ],
    steps: [
      {
        title: "Consultation",
        text: "We understand the business, the partners and how they intend to share capital, work, profits and losses.",
      },
      {
        title: "Drafting the deed",
        text: "We draft the partnership deed and revise it with you until every partner agrees with it.",
      },
      {
        title: "Stamp duty",
        text: "The deed is printed on non-judicial or e-stamp paper of the value required by the state where it is executed.",
      },
      {
        title: "Signing and notarisation",
        text: "All partners sign the deed before two witnesses, and it is notarised.",
      },
      {
        title: "PAN for the firm",
        text: "We apply for the firm's PAN, needed for its bank account, GST and income-tax returns.",
      },
      {
        title: "Registration with the Registrar of Firms",
        text: "We file the statement in Form 1 under Section 58 of the Act, with the deed, supporting documents and fee, with the Registrar of Firms of the state.",
      },
      {
        title: "Certificate and bank account",
        text: "The Registrar enters the firm in the Register of Firms and issues the certificate of registration; we then help you open the firm's current account.",
      },
    ],
    faqs: [
      {
        question: "What is the consequence of not registering a firm?",
        answer:
          "Under Section 69 of the Act, an unregistered firm cannot sue a third party to enforce a contract, and a partner cannot sue the firm or the other partners to enforce rights under the deed. The firm can still be sued by others.",
      },
      {
        question: "Can a firm be registered after it has started business?",
        answer:
          "Yes. A firm can apply for registration at any time during its existence, though registering at the start avoids the risk of being unable to enforce earlier contracts.",
      },
      {
        question: "Are partners personally liable for the firm's debts?",
        answer: "Yes. Under Section 25 of the Act, every partner is jointly and severally liable for all acts of the firm done while they are a partner, with no limit.",
      },
      {
        question: "How is a partnership firm taxed?",
        answer:
          "The firm is taxed at a flat rate on its income. Interest on capital and remuneration paid to working partners, within the limits allowed by income-tax law, reduce the firm's taxable profit and are taxed in the partners' hands; the partners' share of profit is exempt.",
      },
      {
        question: "Can a partnership firm be converted into an LLP?",
        answer:
          "Yes. Under the LLP Act, 2008, a firm can convert into an LLP if all its partners, and no one else, become the LLP's partners. Its assets, liabilities and contracts transfer to the LLP.",
      },
    ],
  },
];
