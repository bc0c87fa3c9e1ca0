// The six service packages of docs/product.md#service-package-pages as they were before the admin could edit them (issue 21): the seed of
// the stored packages (DATA_DIR/packages.json), written once when that file does not exist yet.
import { DSC_TOKENS_PER_INCORPORATION } from "../constants";
import type { ServicePackage } from "../schemas/package";

export const seedPackages: ServicePackage[] = [
  {
    slug: "pvt-ltd-registration-delhi",
    title: "Private Limited Company",
    description:
      "Incorporate a private limited company under the Companies Act, 2013, ready to open a bank account and start trading.",
    features: [
      "Name search and reservation through SPICe+ Part A",
      `${DSC_TOKENS_PER_INCORPORATION} Class 3 digital signature certificates`,
      "DIN allotment for the first directors",
      "Drafting of the memorandum and articles of association",
      "Certificate of incorporation with company PAN and TAN",
      "Help with opening the company's bank account",
    ],
    price: 8999,
    originalPrice: 12999,
    duration: "10-15 days",
    popular: true,
  },
  {
    slug: "llp-registration-delhi",
    title: "Limited Liability Partnership",
    description:
      "Register an LLP under the Limited Liability Partnership Act, 2008, including the LLP agreement that sets out your partners' rights.",
    features: [
      "LLP name reservation through RUN-LLP",
      `${DSC_TOKENS_PER_INCORPORATION} Class 3 digital signature certificates`,
      "DPIN allotment for the designated partners",
      "Incorporation filing in Form FiLLiP",
      "LLP agreement drafted and filed in Form 3",
      "Certificate of incorporation with LLP PAN and TAN",
    ],
    price: 5999,
    originalPrice: 8999,
    duration: "8-12 days",
    popular: false,
  },
  {
    slug: "opc-registration-delhi",
    title: "One Person Company",
    description:
      "Run your business as a company on your own: a One Person Company with limited liability and a nominee named from day one.",
    features: [
      "Name search and reservation through SPICe+ Part A",
      "Digital signature certificate and DIN for the director",
      "Nominee's consent in Form INC-3",
      "Drafting of the memorandum and articles of association",
      "Certificate of incorporation with company PAN and TAN",
    ],
    price: 6999,
    originalPrice: 9999,
    duration: "8-12 days",
    popular: false,
  },
  {
    slug: "partnership-registration-delhi",
    title: "Partnership Firm",
    description:
      "A registered partnership firm under the Indian Partnership Act, 1932, built on a deed drafted around how you and your partners work.",
    features: [
      "Partnership deed drafted to your terms",
      "Guidance on stamp duty and notarisation",
      "PAN application for the firm",
      "Registration with the Registrar of Firms",
      "Help with opening the firm's current account",
    ],
    price: 2999,
    originalPrice: 4999,
    duration: "5-7 days",
    popular: false,
  },
  {
    slug: "sole-proprietorship-registration-delhi",
    title: "Sole Proprietorship",
    description:
      "The registrations a proprietor needs to trade under a business name and open a current account, chosen to suit your business.",
    features: [
      "Advice on the registrations your business needs",
      "Udyam (MSME) registration",
      "GST registration, where required or chosen",
      "Shops and establishments registration, where applicable",
      "Guidance on opening a current account in the business name",
    ],
    price: 1999,
    originalPrice: 2999,
    duration: "3-5 days",
    popular: false,
  },
  {
    slug: "ngo-section-8-registration-delhi",
    title: "NGO / Section 8 Company",
    description:
      "Register a not-for-profit company under Section 8 of the Companies Act, 2013, for charitable, educational, social welfare and similar objects.",
    features: [
      "Name reservation suited to a Section 8 company",
      `${DSC_TOKENS_PER_INCORPORATION} Class 3 digital signature certificates and DINs`,
      "Drafting of charitable objects, memorandum and articles",
      "Section 8 licence and certificate of incorporation through SPICe+",
      "Company PAN and TAN",
      "Guidance on 12A and 80G income-tax registrations",
    ],
    price: 7999,
    originalPrice: 10999,
    duration: "15-20 days",
    popular: false,
  },
];
