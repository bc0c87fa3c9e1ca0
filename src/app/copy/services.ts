// The four service cards of the home page's tabbed services section, in tab order.
import type { ServiceCard } from "./types";

export const homeServices: ServiceCard[] = [
  {
    id: "private-limited",
    tabLabel: "Private Limited",
    title: "Private Limited Company Registration",
    summary: "The most widely used structure for growing businesses and startups: a separate legal entity with limited liability, registered under the Companies Act, 2013.",
    bullets: [
      "Minimum two directors and two shareholders",
      "Shareholders' liability limited to their unpaid share capital",
      "Easier to raise equity from investors and to issue ESOPs",
      "Eligible for DPIIT startup recognition",
    ],
    description:
      "We reserve your company name, obtain digital signatures and DINs, draft the memorandum and articles of association and file the SPICe+ application with the Ministry of Corporate Affairs. Your certificate of incorporation arrives with the company's PAN and TAN, and we help you open the bank account and appoint the first auditor.",
    ctaText: "Register a Private Limited Company",
    info: "Best for startups planning to raise funds and businesses that want a corporate identity.",
    href: "/private-limited",
  },
  {
    id: "llp",
    tabLabel: "LLP",
    title: "Limited Liability Partnership (LLP) Registration",
    summary: "The flexibility of a partnership with the protection of limited liability, governed by the Limited Liability Partnership Act, 2008.",
    bullets: [
      "Minimum two partners, at least two of them designated partners",
      "Each partner's liability limited to the agreed contribution",
      "No minimum capital and lighter compliance than a company",
      "Statutory audit only above prescribed turnover or contribution limits",
    ],
    description:
      "We reserve the LLP name, obtain digital signatures, file the FiLLiP incorporation form with designated partner identification numbers, and draft and file your LLP agreement within the 30-day time limit. PAN and TAN are allotted with the certificate of incorporation.",
    ctaText: "Register an LLP",
    info: "Best for professional firms, consultancies and family businesses that want limited liability without company-level compliance.",
    href: "/llp",
  },
  {
    id: "opc",
    tabLabel: "OPC",
    title: "One Person Company (OPC) Registration",
    summary: "A company with a single shareholder, introduced by the Companies Act, 2013, for individual founders who want a corporate structure and limited liability.",
    bullets: [
      "One member and one director (the same person may be both)",
      "A nominee named at incorporation to take over if the member dies or becomes incapable",
      "Limited liability and perpetual succession",
      "Fewer meetings and simpler filings than a private limited company",
    ],
    description:
      "We prepare the nominee's consent, reserve the name, and file the SPICe+ application with the memorandum and articles of association. When your business grows or you take on partners, we can convert the OPC into a private limited company.",
    ctaText: "Register an OPC",
    info: "Best for solo founders, freelancers and consultants who want to run their business as a company.",
    href: "/opc",
  },
  {
    id: "partnership-firm",
    tabLabel: "Partnership Firm",
    title: "Partnership Firm Registration",
    summary: "A simple, low-cost way for two or more people to run a business together, governed by the Indian Partnership Act, 1932.",
    bullets: [
      "Minimum two partners",
      "Partnership deed drafted to suit your business and profit-sharing",
      "Registration with the state's Registrar of Firms",
      "Quick to set up with minimal yearly compliance",
    ],
    description:
      "We draft the partnership deed, arrange stamp duty and notarisation, apply for the firm's PAN and file for registration with the Registrar of Firms. A registered firm can enforce its contracts in court, which an unregistered firm cannot.",
    ctaText: "Register a Partnership Firm",
    info: "Best for small trading and service businesses run by people who know and trust each other.",
    href: "/partnership-firm",
  },
];
