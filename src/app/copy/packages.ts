// The copy of the slug-style landing pages (/pvt-ltd-registration-delhi and others). The six packages themselves
// (price, duration, features) are stored records edited in the admin; see lib/landing.ts.
import { AUDITOR_APPOINTMENT_DAYS, DSC_TOKENS_PER_INCORPORATION, MIN_PAID_UP_CAPITAL_RS, TRADEMARK_CLASSES_COVERED } from "../../shared/constants";
import type { LandingPage } from "./types";

/** Placeholders in the copy below, filled from the stored package (price and duration change in the admin). */
const price = "{price}";
const duration = "{duration}";

const FEES_NOTE =
  "GST at 18% is added to our professional fee. Government fees and stamp duty (no GST on them) depend on the state and, for companies, on the authorised capital; they are shown upfront on your invoice and paid to the authority on your behalf. The incorporation cost calculator shows the total for your state.";

const trademarkClasses = `${TRADEMARK_CLASSES_COVERED} class${TRADEMARK_CLASSES_COVERED === 1 ? "" : "es"}`;

export const landingPages: LandingPage[] = [
  {
    slug: "pvt-ltd-registration-delhi",
    name: "Private Limited Company Registration",
    title: "Private Limited Company Registration in Delhi",
    metaTitle: "Pvt Ltd Registration in Delhi: Fees, Documents, Process",
    metaDescription: "Register a private limited company in Delhi: name approval, DSC, DIN, MoA, AoA, SPICe+ filing, PAN and TAN, handled by compliance professionals.",
    intro: [
      "A private limited company is a separate legal person under the Companies Act, 2013. It owns its assets, enters into contracts in its own name and continues regardless of changes in its shareholders, while each shareholder's liability is limited to any amount unpaid on their shares.",
      "Companies with a registered office in Delhi are incorporated through the Ministry of Corporate Affairs' SPICe+ form, processed by the Central Registration Centre, and then come under the Registrar of Companies, NCT of Delhi and Haryana, for their ongoing filings.",
      "We take care of the whole process: name reservation, digital signatures, director identification numbers, drafting of the memorandum and articles of association, the SPICe+ filing itself and the post-incorporation steps that follow.",
    ],
    highlights: [
      "Limited liability for shareholders and a separate legal identity",
      "Minimum two directors and two shareholders; up to 200 members",
      `No minimum capital: paid-up capital can be as low as ₹${MIN_PAID_UP_CAPITAL_RS}`,
      "Shares can be issued to investors and transferred under the articles",
      "PAN and TAN issued with the certificate of incorporation",
      "Eligible for DPIIT recognition under the Startup India scheme",
    ],
    documents: [
      "PAN card of every director and shareholder (passport for foreign nationals)",
      "Aadhaar card, voter ID, passport or driving licence as identity and address proof",
      "Latest bank statement, electricity, telephone or mobile bill of each director, not older than two months",
      "Passport-size photograph of each director and shareholder",
      "Registered office: latest electricity, water or gas bill, not older than two months",
      "Registered office: rent agreement, or a no-objection certificate from the owner if the premises are not owned by the company",
    ],
    steps: [
      {
        title: "Consultation and documents",
        text: "We confirm the structure, proposed names, capital and shareholding, and collect the documents of the directors, shareholders and registered office.",
      },
      {
        title: "Digital signatures",
        text: "Class 3 digital signature certificates are issued to the directors after online identity verification by a licensed certifying authority.",
      },
      {
        title: "Name reservation",
        text: "We check your preferred names against existing companies, LLPs and registered trademarks, then file them in SPICe+ Part A. An approved name stays reserved for 20 days.",
      },
      {
        title: "SPICe+ filing",
        text: "We file SPICe+ Part B with the e-MoA, e-AoA and AGILE-PRO-S forms, applying in one go for DINs, PAN, TAN, EPFO and ESIC registration, the company's bank account and, if you choose, GST registration.",
      },
      {
        title: "Certificate of incorporation",
        text: "Once the Central Registration Centre approves the application, the certificate of incorporation is issued with the company's CIN, PAN and TAN.",
      },
      {
        title: "After incorporation",
        text: `We help you open the bank account, appoint the first statutory auditor within ${AUDITOR_APPOINTMENT_DAYS} days and file the declaration for commencement of business (Form INC-20A) within 180 days.`,
      },
    ],
    faqs: [
      {
        question: "How long does it take to register a private limited company in Delhi?",
        answer: `Usually ${duration} from the date we receive complete documents. The time depends mainly on how quickly the name is approved and the Central Registration Centre processes the application.`,
      },
      {
        question: `What does the ${price} package include?`,
        answer: `Our professional fee for the items listed in the package: name reservation, ${DSC_TOKENS_PER_INCORPORATION} digital signature certificates, DINs, drafting of the MoA and AoA and the SPICe+ filing. ${FEES_NOTE}`,
      },
      {
        question: "Can I use my home address as the registered office?",
        answer: "Yes. A residential address can be the registered office, supported by a recent utility bill and a no-objection certificate from the owner.",
      },
      {
        question: "Can a non-resident Indian or foreign national be a director?",
        answer:
          "Yes. At least one director must have stayed in India for 182 days or more during the financial year; the others may be non-resident. Documents issued abroad must be notarised or apostilled, as applicable.",
      },
      {
        question: "What compliance does a private limited company have after registration?",
        answer:
          "Board meetings, an annual general meeting, statutory audit of the accounts, annual filings with the Registrar of Companies (Forms AOC-4 and MGT-7 or MGT-7A), directors' KYC and the income-tax return, plus GST and TDS returns where applicable.",
      },
    ],
  },
  {
    slug: "llp-registration-delhi",
    name: "LLP Registration",
    title: "LLP Registration in Delhi",
    metaTitle: "LLP Registration in Delhi | Limited Liability Partnership",
    metaDescription: "Register a limited liability partnership in Delhi: name reservation, DSC, DPIN, FiLLiP filing and LLP agreement, with PAN and TAN on incorporation.",
    intro: [
      "A limited liability partnership (LLP) under the Limited Liability Partnership Act, 2008, is a body corporate separate from its partners. Partners run the business directly, as in a partnership, but a partner is not personally liable for the independent or unauthorised acts of the other partners.",
      "LLPs suit professional practices, consultancies and owner-managed businesses that want limited liability with fewer formalities than a company: there are no board meetings or annual general meetings, and an audit is required only above prescribed limits.",
      "We reserve the name, file the incorporation form, and draft and file the LLP agreement, which is the document that really governs how your LLP runs.",
    ],
    highlights: [
      "Separate legal entity with perpetual succession",
      "Minimum two partners, with at least two designated partners who are individuals",
      "At least one designated partner resident in India",
      "No minimum contribution required",
      "Audit only if turnover exceeds ₹40 lakh or contribution exceeds ₹25 lakh",
      "Partners' share of profit is not taxed again in their hands",
    ],
    documents: [
      "PAN card of every partner (passport for foreign nationals)",
      "Aadhaar card, voter ID, passport or driving licence as identity and address proof",
      "Latest bank statement or utility bill of each partner, not older than two months",
      "Passport-size photograph of each partner",
      "Registered office: latest utility bill, not older than two months",
      "Registered office: rent agreement, or a no-objection certificate from the owner",
    ],
    steps: [
      {
        title: "Consultation and documents",
        text: "We agree the partners, designated partners, contributions and profit-sharing ratio, and collect the partners' and office documents.",
      },
      {
        title: "Digital signatures",
        text: "Class 3 digital signature certificates are obtained for the designated partners.",
      },
      {
        title: "Name reservation",
        text: "We search for conflicts and file your preferred names in Form RUN-LLP.",
      },
      {
        title: "Incorporation filing",
        text: "We file Form FiLLiP with the subscription sheet and consents, applying for DPINs for designated partners who do not already hold a DIN.",
      },
      {
        title: "Certificate of incorporation",
        text: "The Registrar issues the certificate of incorporation with the LLPIN; the LLP's PAN and TAN are allotted with it.",
      },
      {
        title: "LLP agreement",
        text: "We draft the LLP agreement, arrange stamp duty and file it in Form 3 within 30 days of incorporation.",
      },
    ],
    faqs: [
      {
        question: "How long does LLP registration take?",
        answer: `Usually ${duration} from the date we receive complete documents, depending on name approval and the Registrar's processing time.`,
      },
      {
        question: `What does the ${price} package include?`,
        answer: `Our professional fee for name reservation, ${DSC_TOKENS_PER_INCORPORATION} digital signature certificates, the FiLLiP filing and the drafting and filing of the LLP agreement. ${FEES_NOTE}`,
      },
      {
        question: "What are the yearly filings for an LLP?",
        answer:
          "The annual return in Form 11 by 30 May and the statement of account and solvency in Form 8 by 30 October each year, along with the income-tax return and, where applicable, GST and TDS returns.",
      },
      {
        question: "Can an existing partnership firm convert into an LLP?",
        answer:
          "Yes. A partnership firm can convert into an LLP under the LLP Act, provided all its partners become the LLP's partners. Its assets and liabilities transfer to the LLP.",
      },
      {
        question: "Can an LLP raise equity investment?",
        answer:
          "Not in the way a company can: an LLP has no shares. Investors can only join as partners. If you plan to raise venture capital, a private limited company is usually the better choice.",
      },
    ],
  },
  {
    slug: "opc-registration-delhi",
    name: "OPC Registration",
    title: "One Person Company (OPC) Registration in Delhi",
    metaTitle: "One Person Company (OPC) Registration in Delhi",
    metaDescription: "Register a One Person Company in Delhi with a single member and a nominee: name approval, DSC, DIN, SPICe+ filing, PAN and TAN, handled end to end.",
    intro: [
      "A One Person Company (OPC) is a private company with a single member, recognised by Section 2(62) of the Companies Act, 2013. It gives a sole founder limited liability and the standing of a company without needing a second shareholder.",
      "Every OPC names a nominee in its memorandum, who becomes the member if the sole member dies or becomes incapable of contracting. Since April 2021, an Indian citizen living abroad may also form an OPC, and an OPC can convert into a private or public company whenever it chooses.",
      "We prepare the nominee's consent, reserve the name and file the SPICe+ application, so you can concentrate on the business.",
    ],
    highlights: [
      "One member, who may also be the sole director",
      "Limited liability and perpetual succession",
      "No annual general meeting required",
      "Relaxed board meetings: one in each half of the calendar year, or none with a single director",
      "Can be converted into a private or public company at any time",
      "PAN and TAN issued with the certificate of incorporation",
    ],
    documents: [
      "PAN card of the member and of the nominee",
      "Aadhaar card, voter ID, passport or driving licence of the member and nominee",
      "Latest bank statement or utility bill of the member, not older than two months",
      "Passport-size photographs of the member and nominee",
      "Nominee's consent in Form INC-3",
      "Registered office: latest utility bill and rent agreement or owner's no-objection certificate",
    ],
    steps: [
      {
        title: "Consultation and documents",
        text: "We confirm the member, nominee, director and capital, and collect their documents and the registered office proof.",
      },
      {
        title: "Digital signature",
        text: "A Class 3 digital signature certificate is obtained for the director.",
      },
      {
        title: "Name reservation",
        text: 'We search for conflicts and file your preferred names in SPICe+ Part A. The name ends with "(OPC) Private Limited".',
      },
      {
        title: "SPICe+ filing",
        text: "We file SPICe+ Part B with the e-MoA, e-AoA, the nominee's consent and the AGILE-PRO-S form.",
      },
      {
        title: "Certificate of incorporation",
        text: "The certificate of incorporation is issued with the company's CIN, PAN and TAN.",
      },
      {
        title: "After incorporation",
        text: `We help you open the bank account, appoint the first auditor within ${AUDITOR_APPOINTMENT_DAYS} days and file the commencement of business declaration.`,
      },
    ],
    faqs: [
      {
        question: "Who can form a One Person Company?",
        answer:
          "Only a natural person who is an Indian citizen, whether resident in India or not. The same rule applies to the nominee. A person may be a member, or a nominee, of only one OPC at a time, and a minor cannot be either.",
      },
      {
        question: "How long does OPC registration take?",
        answer: `Usually ${duration} from the date we receive complete documents.`,
      },
      {
        question: `What does the ${price} package include?`,
        answer: `Our professional fee for name reservation, the director's digital signature and DIN, the nominee's consent, drafting of the MoA and AoA and the SPICe+ filing. ${FEES_NOTE}`,
      },
      {
        question: "Can the nominee be changed later?",
        answer: "Yes. The member can change the nominee at any time by giving notice to the company with the new nominee's consent; the company then informs the Registrar.",
      },
      {
        question: "Is there any business an OPC cannot carry on?",
        answer:
          "An OPC cannot carry on non-banking financial investment activities, including investing in securities of other bodies corporate, and cannot be incorporated as a Section 8 (not-for-profit) company.",
      },
    ],
  },
  {
    slug: "partnership-registration-delhi",
    name: "Partnership Firm Registration",
    title: "Partnership Firm Registration in Delhi",
    metaTitle: "Partnership Firm Registration in Delhi",
    metaDescription: "Register a partnership firm in Delhi under the Indian Partnership Act, 1932: deed drafting, stamp duty, firm PAN and Registrar of Firms filing.",
    intro: [
      "A partnership firm is formed by an agreement between two or more persons to share the profits of a business, under the Indian Partnership Act, 1932. It is quick and inexpensive to set up, and suits small businesses run by people who know and trust each other.",
      "Registration of a firm is optional in law, but an unregistered firm cannot file a suit to enforce a contract against a third party or a partner. That is why most banks and business partners prefer dealing with registered firms.",
      "We draft a partnership deed that reflects how you actually work, covering capital, profit-sharing, interest, remuneration, admission and retirement of partners, and then register the firm with the Registrar of Firms.",
    ],
    highlights: [
      "Minimum two partners and a maximum of 50",
      "Simple to form, with minimal yearly compliance",
      "No audit unless income-tax turnover limits are crossed",
      "Partners can be paid remuneration and interest on capital within tax limits",
      "Registered firms can enforce their contracts in court",
      "Can later be converted into an LLP or a company",
    ],
    documents: [
      "PAN card of every partner",
      "Aadhaar card, voter ID, passport or driving licence of every partner",
      "Passport-size photograph of each partner",
      "Details of capital contribution and profit-sharing ratio",
      "Place of business: latest utility bill, not older than two months",
      "Place of business: rent agreement, or a no-objection certificate from the owner",
    ],
    steps: [
      {
        title: "Consultation",
        text: "We understand the business, the partners' contributions and how profits, losses and responsibilities will be shared.",
      },
      {
        title: "Partnership deed",
        text: "We draft the deed and share it for your review; changes are made until every partner is comfortable with it.",
      },
      {
        title: "Stamp duty and signing",
        text: "The deed is printed on stamp paper of the value required by the state, signed by all partners before witnesses and notarised.",
      },
      {
        title: "PAN for the firm",
        text: "We apply for the firm's PAN, which is needed for the bank account, GST and income-tax.",
      },
      {
        title: "Registration with the Registrar of Firms",
        text: "We file the application for registration with the deed and the prescribed fee; the Registrar records the firm and issues the certificate of registration.",
      },
    ],
    faqs: [
      {
        question: "Is it compulsory to register a partnership firm?",
        answer:
          "No, but it is strongly advisable. Under Section 69 of the Indian Partnership Act, an unregistered firm and its partners cannot sue third parties, or each other, to enforce rights arising from a contract.",
      },
      {
        question: "How long does registration take?",
        answer: `Usually ${duration} from the date the signed deed and documents are ready, depending on the Registrar's processing time.`,
      },
      {
        question: `What does the ${price} package include?`,
        answer: `Our professional fee for drafting the deed, the firm's PAN application and the registration filing. ${FEES_NOTE}`,
      },
      {
        question: "Are the partners personally liable for the firm's debts?",
        answer: "Yes. Partners are jointly and severally liable for all acts of the firm, without limit. If limited liability matters to you, consider an LLP instead.",
      },
      {
        question: "How is a partnership firm taxed?",
        answer:
          "The firm is taxed as a separate assessee at a flat rate. Partners' share of profit is exempt in their hands, while remuneration and interest paid to partners, within the limits allowed, are deductible for the firm and taxable for the partners.",
      },
    ],
  },
  {
    slug: "sole-proprietorship-registration-delhi",
    name: "Sole Proprietorship Registration",
    title: "Sole Proprietorship Registration in Delhi",
    metaTitle: "Sole Proprietorship Registration in Delhi",
    metaDescription: "Start a sole proprietorship in Delhi with the right registrations: Udyam (MSME), GST and shops and establishments, plus help opening a current account.",
    intro: [
      "A sole proprietorship is a business owned and run by one person. It is the simplest way to start, because the business and the owner are the same person in law: the proprietor's PAN is used for income-tax and the profits are taxed as the proprietor's own income.",
      "There is no single law under which a proprietorship is registered. Instead, the business is identified by its registrations, such as Udyam (MSME), GST and shops and establishments, and banks ask for two such proofs before opening a current account in the business name.",
      "We work out which registrations your business actually needs, obtain them, and help you open the current account, so you can start trading under your chosen business name.",
    ],
    highlights: [
      "Quickest and least expensive way to start a business",
      "Full control and minimal compliance",
      "Udyam registration gives access to MSME benefits and schemes",
      "GST registration once turnover crosses the threshold, and in certain other cases",
      "The owner is personally liable for the business's debts",
      "The business can later be taken over by a private limited company",
    ],
    documents: [
      "PAN card of the proprietor",
      "Aadhaar card of the proprietor, linked to a mobile number",
      "Passport-size photograph",
      "Bank account details (cancelled cheque or bank statement)",
      "Place of business: latest utility bill, not older than two months",
      "Place of business: rent agreement, or a no-objection certificate from the owner",
    ],
    steps: [
      {
        title: "Consultation",
        text: "We understand your business, expected turnover and customers, and advise which registrations are required now and which can wait.",
      },
      {
        title: "Documents",
        text: "You share the proprietor's and business premises' documents online.",
      },
      {
        title: "Udyam registration",
        text: "We file the Aadhaar-based Udyam registration on the government portal; there is no government fee for it.",
      },
      {
        title: "GST and other registrations",
        text: "Where required or chosen, we apply for GST registration and for registration under the Delhi Shops and Establishments Act, 1954.",
      },
      {
        title: "Current account",
        text: "With two proofs of the business in hand, we guide you through opening a current account in the business name.",
      },
    ],
    faqs: [
      {
        question: "Is there a registration certificate for a sole proprietorship?",
        answer:
          "Not as such. A proprietorship has no separate legal existence, so it is recognised through registrations such as Udyam, GST and shops and establishments, which together serve as proof of the business.",
      },
      {
        question: "When is GST registration compulsory?",
        answer:
          "In Delhi, once aggregate turnover crosses ₹40 lakh for suppliers of goods or ₹20 lakh for suppliers of services, and in certain cases regardless of turnover, such as inter-state supply of goods.",
      },
      {
        question: "How long does it take?",
        answer: `Usually ${duration} from the date we receive complete documents. GST registration may take longer if the department asks for clarification or a physical verification.`,
      },
      {
        question: `What does the ${price} package include?`,
        answer: `Our professional fee for advice and the registrations listed in the package. ${FEES_NOTE}`,
      },
      {
        question: "When should I move from a proprietorship to a company?",
        answer:
          "When you want limited liability, plan to bring in partners or investors, or your profits reach a level where company tax rates become attractive. We can help you plan the move.",
      },
    ],
  },
  {
    slug: "ngo-section-8-registration-delhi",
    name: "NGO / Section 8 Company Registration",
    title: "NGO / Section 8 Company Registration in Delhi",
    metaTitle: "NGO and Section 8 Company Registration in Delhi",
    metaDescription: "Register an NGO as a Section 8 company in Delhi: charitable objects, licence and incorporation through SPICe+, PAN and TAN, and guidance on 12A and 80G.",
    intro: [
      "A Section 8 company is a company formed under Section 8 of the Companies Act, 2013, to promote commerce, art, science, sports, education, research, social welfare, religion, charity, protection of the environment or similar objects. Its profits must be applied only to those objects and no dividend may be paid to its members.",
      "Among the forms an NGO can take (a trust, a society or a Section 8 company), a Section 8 company is governed by central law, files its accounts with the Registrar of Companies and is often preferred by donors and CSR funders for that transparency.",
      "We help you frame the objects clearly, prepare the declarations and financial estimates the Registrar requires, and obtain the licence and certificate of incorporation together through SPICe+.",
    ],
    highlights: [
      "Licence and incorporation granted together through SPICe+",
      "No minimum capital requirement",
      'The name need not include the word "Limited"',
      "Separate legal entity with limited liability for members",
      "Eligible to apply for income-tax exemption and 80G registration for donors",
      "Can register to receive CSR funds",
    ],
    documents: [
      "PAN card of every director and member",
      "Aadhaar card, voter ID, passport or driving licence as identity and address proof",
      "Latest bank statement or utility bill of each director, not older than two months",
      "Passport-size photograph of each director and member",
      "Estimated income and expenditure for the next three years",
      "Registered office: latest utility bill and rent agreement or owner's no-objection certificate",
    ],
    steps: [
      {
        title: "Consultation and objects",
        text: "We discuss your aims and draft objects that are specific, lawful and fit Section 8.",
      },
      {
        title: "Digital signatures",
        text: "Class 3 digital signature certificates are obtained for the proposed directors.",
      },
      {
        title: "Name reservation",
        text: "We file names in SPICe+ Part A, typically ending in words such as Foundation, Association, Council or Federation.",
      },
      {
        title: "Declarations and estimates",
        text: "We prepare the professional's declaration in Form INC-14, the subscribers' and directors' declarations in Form INC-15 and the three-year income and expenditure estimate.",
      },
      {
        title: "SPICe+ filing",
        text: "We file SPICe+ Part B with the memorandum, articles and declarations for the licence and incorporation.",
      },
      {
        title: "Licence and certificate",
        text: "The Registrar issues the Section 8 licence and the certificate of incorporation, with the company's PAN and TAN.",
      },
    ],
    faqs: [
      {
        question: "How long does Section 8 registration take?",
        answer: `Usually ${duration} from the date we receive complete documents; the Registrar examines the objects closely, which can add time.`,
      },
      {
        question: `What does the ${price} package include?`,
        answer: `Our professional fee for name reservation, ${DSC_TOKENS_PER_INCORPORATION} digital signature certificates, drafting of the objects and constitutional documents, the declarations and the SPICe+ filing. ${FEES_NOTE}`,
      },
      {
        question: "Can a Section 8 company pay its directors or members?",
        answer:
          "It cannot pay dividends or distribute profits to members. It may pay reasonable remuneration for services actually rendered, subject to its articles and the conditions of its licence.",
      },
      {
        question: "Does a Section 8 company get tax exemption automatically?",
        answer:
          "No. It must separately apply to the Income Tax Department for registration as a charitable institution (commonly called 12A registration) and for approval that lets donors claim a deduction (80G).",
      },
      {
        question: "Can a Section 8 company receive foreign donations?",
        answer:
          "Only after registration or prior permission under the Foreign Contribution (Regulation) Act, 2010. Registration generally requires a track record of activity, so most new organisations start with domestic funding.",
      },
    ],
  },
  {
    slug: "trademark-registration-delhi",
    name: "Trademark Registration",
    title: "Trademark Registration in Delhi",
    metaTitle: "Trademark Registration in Delhi | Brand Protection",
    metaDescription: "Protect your brand name or logo with trademark registration: search, classification and TM-A filing under the Trade Marks Act, 1999, with follow-up.",
    intro: [
      "A registered trademark gives you the exclusive right to use your brand name, logo or slogan for the goods or services it is registered for, and the right to take action against anyone who copies it. Trademarks are registered under the Trade Marks Act, 1999, by the Trade Marks Registry.",
      "Goods and services are grouped into 45 classes, and a trademark is protected only in the classes it is filed in. Choosing the right classes and checking for similar marks before filing are the two steps that most affect whether your application succeeds.",
      `We search the register, advise on classes and file your application in Form TM-A. Our price covers ${trademarkClasses}; the government fee is shown separately on your invoice.`,
    ],
    highlights: [
      "Trademark search before filing",
      "Advice on the right class for your goods or services",
      "Application filed online in Form TM-A",
      "The TM symbol can be used as soon as the application is filed",
      "Registration valid for 10 years and renewable indefinitely",
      "Help with replies to examination reports",
    ],
    documents: [
      "Applicant's name, address and nationality (or company, LLP or firm details)",
      "The brand name, and the logo in JPG format if you are registering a logo",
      "Description of the goods or services to be covered",
      "Date of first use of the mark in India, if already in use",
      "Signed power of attorney (Form TM-48) authorising us to file",
      "Udyam or startup recognition certificate, to claim the lower government fee",
    ],
    steps: [
      {
        title: "Trademark search",
        text: "We search the Trade Marks Registry's records for identical or similar marks in the relevant classes and share our view of the risks.",
      },
      {
        title: "Classification",
        text: "We identify the class and draft the description of goods or services to be covered.",
      },
      {
        title: "Filing",
        text: "We file Form TM-A online and send you the application number, usually within a day or two of receiving your documents.",
      },
      {
        title: "Examination",
        text: "An examiner reviews the application. If an examination report raises objections, a reply must be filed within one month; we draft it with you.",
      },
      {
        title: "Publication",
        text: "Once accepted, the mark is advertised in the Trade Marks Journal, and anyone may oppose it within four months.",
      },
      {
        title: "Registration",
        text: "If there is no opposition, or an opposition is decided in your favour, the certificate of registration is issued and you may use the ® symbol.",
      },
    ],
    faqs: [
      {
        question: "What does the price cover?",
        answer: `Our professional fee for the search, advice and filing of one application covering ${trademarkClasses}. The government fee is charged at actuals and shown on your invoice. Replies to objections and oppositions are quoted separately.`,
      },
      {
        question: "What is the government fee?",
        answer:
          "For online filing, ₹4,500 per class for individuals, startups and small enterprises, and ₹9,000 per class for others, as prescribed under the Trade Marks Rules, 2017.",
      },
      {
        question: "How long does registration take?",
        answer:
          "We file within one or two days of receiving your documents. The time to registration depends on the Registry's examination and on any objection or opposition; an unopposed application typically takes several months or more.",
      },
      {
        question: "Can I use ® after filing?",
        answer:
          "No. You may use TM after filing, but ® may be used only once the mark is registered. Falsely representing a mark as registered is an offence under the Trade Marks Act.",
      },
      {
        question: "How long does a registration last?",
        answer: "Ten years from the date of application, and it can be renewed for further periods of ten years each, without limit.",
      },
    ],
    price: 6499,
    originalPrice: 8999,
    duration: "1-2 days to file",
  },
  {
    slug: "company-registration",
    name: "Company Registration in India",
    title: "Company Registration in India: Choosing the Right Structure",
    metaTitle: "Company Registration in India: Compare Business Types",
    metaDescription: "Compare private limited company, LLP, OPC, partnership, proprietorship and Section 8 company registration in India: liability, owners, tax and compliance.",
    intro: [
      "Indian law offers several ways to organise a business, each with its own rules on liability, ownership, taxation and yearly compliance. The right choice depends on how many owners you have, whether you plan to raise investment, and how much compliance you are prepared to take on.",
      "Companies (private limited, one person and Section 8) are incorporated under the Companies Act, 2013, and LLPs under the Limited Liability Partnership Act, 2008, both online with the Ministry of Corporate Affairs. Partnership firms are registered with the state's Registrar of Firms under the Indian Partnership Act, 1932, and a sole proprietorship needs no incorporation at all.",
      "The summary below compares the options. If you are unsure, speak to us: we will recommend the simplest structure that meets your needs, not the most expensive one.",
    ],
    highlights: [
      "Private limited company: limited liability, two or more shareholders, best for raising equity and for startups",
      "LLP: limited liability with partnership-style flexibility and lighter compliance than a company",
      "One Person Company: a company with a single member and a nominee, for solo founders",
      "Partnership firm: simple and inexpensive, but partners have unlimited liability",
      "Sole proprietorship: quickest to start, with the owner personally liable and taxed on the profits",
      "Section 8 company: a not-for-profit company for charitable and social objects",
    ],
    documents: [
      "PAN card of every director, partner or proprietor",
      "Aadhaar card, voter ID, passport or driving licence as identity and address proof",
      "Latest bank statement or utility bill of each person, not older than two months",
      "Passport-size photographs",
      "Registered office or place of business: latest utility bill",
      "Registered office or place of business: rent agreement, or owner's no-objection certificate",
    ],
    steps: [
      {
        title: "Choose the structure",
        text: "We compare the options against your plans for ownership, funding, tax and compliance.",
      },
      {
        title: "Collect documents",
        text: "You share identity, address and office documents online; nothing needs to be posted.",
      },
      {
        title: "Digital signatures and name",
        text: "For companies and LLPs, we obtain digital signatures and reserve the name with the Ministry of Corporate Affairs.",
      },
      {
        title: "File the application",
        text: "We file SPICe+ for companies, FiLLiP for LLPs, or the registration application with the Registrar of Firms for partnerships.",
      },
      {
        title: "Certificate, PAN and TAN",
        text: "On approval, you receive the certificate of incorporation or registration, and the entity's PAN and TAN.",
      },
      {
        title: "Start operations",
        text: "We help with the bank account, GST registration and the first compliance steps, such as appointing an auditor.",
      },
    ],
    faqs: [
      {
        question: "Which structure is best for a startup?",
        answer:
          "Usually a private limited company. It is the only common structure that can issue shares to investors and stock options to employees, and it is the form investors expect.",
      },
      {
        question: "Is there a minimum capital requirement?",
        answer: `No. Since 2015 the Companies Act has had no minimum paid-up capital for private companies, so a company can be formed with as little as ₹${MIN_PAID_UP_CAPITAL_RS}. LLPs and partnerships have no minimum either.`,
      },
      {
        question: "Can I register a company without visiting any office?",
        answer: "Yes. Company and LLP incorporation is entirely online through the Ministry of Corporate Affairs' portal, and documents are signed with digital signatures.",
      },
      {
        question: "What is the difference between an LLP and a private limited company?",
        answer:
          "Both offer limited liability. A company has shareholders and directors, can raise equity and has more compliance, including a mandatory audit. An LLP has partners, cannot issue shares, and needs an audit only above prescribed limits.",
      },
      {
        question: "Can I change the structure later?",
        answer:
          "Yes. A partnership can convert into an LLP or a company, a proprietorship's business can be taken over by a company, and an OPC can convert into a private limited company. Each conversion has its own procedure and tax conditions.",
      },
    ],
  },
];
