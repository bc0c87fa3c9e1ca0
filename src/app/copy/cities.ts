// The twelve city pages linked from the home page, in the order of docs/product.md#home.
import { cityPage } from "../../shared/site-pages";
import type { City } from "./types";

type CityInput = Omit<City, "slug" | "path" | "linkLabel" | "title">;

function city(input: CityInput): City {
  return {
    ...input,
    ...cityPage(input.name),
    title: `Private Limited Company Registration in ${input.name}`,
  };
}

export const cities: City[] = [
  city({
    name: "Ahmedabad",
    state: "Gujarat",
    roc: "Registrar of Companies, Gujarat, at Ahmedabad",
    metaDescription: "Register a private limited company in Ahmedabad: name approval, DSC, DIN and SPICe+ filing, with the company registered under ROC Gujarat at Ahmedabad.",
    intro: [
      "Ahmedabad is Gujarat's commercial capital, with a long tradition of textiles and trading and a strong base in chemicals, pharmaceuticals, engineering and, increasingly, technology startups. Many family businesses here are moving from proprietorships and partnerships to private limited companies to bring in the next generation and outside investors.",
      "Companies with their registered office in Ahmedabad are incorporated online through SPICe+, processed by the Central Registration Centre, and then come under the Registrar of Companies, Gujarat, at Ahmedabad for their annual filings. We handle the whole process remotely, so you never need to visit an office.",
    ],
    highlights: [
      "Registration under the Registrar of Companies, Gujarat",
      "Stamp duty as applicable in Gujarat, paid online with the SPICe+ form",
      "Suited to family businesses formalising their ownership and succession",
      "Help with GST registration and post-incorporation compliance",
    ],
  }),
  city({
    name: "Delhi",
    state: "Delhi",
    roc: "Registrar of Companies, NCT of Delhi and Haryana",
    metaDescription: "Register a private limited company in Delhi with our Delhi NCR team: name approval, DSC, DIN, SPICe+, PAN and TAN, under ROC NCT of Delhi and Haryana.",
    intro: [
      "Delhi is one of India's largest markets for trade, services and startups, with businesses ranging from wholesale markets in Old Delhi to consultancies, e-commerce sellers and technology firms across the city. A private limited company gives these businesses limited liability and the credibility that customers, lenders and investors look for.",
      "Companies with their registered office in Delhi are incorporated through SPICe+ and come under the Registrar of Companies, NCT of Delhi and Haryana, for their ongoing filings. Our team is based in Faridabad, in Delhi NCR, and has handled Delhi incorporations for years.",
    ],
    highlights: [
      "Registration under the Registrar of Companies, NCT of Delhi and Haryana",
      "Local team in Delhi NCR for consultations and document support",
      "Residential or commercial premises accepted as the registered office",
      "Help with GST, shops and establishments registration and bank account opening",
    ],
  }),
  city({
    name: "Jaipur",
    state: "Rajasthan",
    roc: "Registrar of Companies, Jaipur",
    metaDescription:
      "Register a private limited company in Jaipur: name approval, DSC, DIN and SPICe+ filing, with the company registered under the Registrar of Companies, Jaipur.",
    intro: [
      "Jaipur's economy draws on gems and jewellery, handicrafts, textiles and tourism, alongside a growing number of IT and startup businesses. Exporters and artisans' enterprises alike benefit from a company structure when dealing with overseas buyers, banks and marketplaces.",
      "Companies with their registered office in Jaipur are incorporated online through SPICe+ and come under the Registrar of Companies, Jaipur, which has jurisdiction over Rajasthan. We manage every step online, from digital signatures to the certificate of incorporation.",
    ],
    highlights: [
      "Registration under the Registrar of Companies, Jaipur",
      "Stamp duty as applicable in Rajasthan, paid online with the SPICe+ form",
      "Support for exporters, including guidance on the Importer-Exporter Code",
      "Guidance on Rajasthan's iStart programme for startups",
    ],
  }),
  city({
    name: "Noida",
    state: "Uttar Pradesh",
    roc: "Registrar of Companies, Kanpur",
    metaDescription:
      "Register a private limited company in Noida: name approval, DSC, DIN and SPICe+ filing, with the company registered under the Registrar of Companies, Kanpur.",
    intro: [
      "Noida and Greater Noida form one of the largest business hubs in Delhi NCR, home to IT and IT-enabled services, electronics manufacturing, media companies and a large number of startups. A private limited company is the natural choice for businesses here that plan to hire, raise funds or sell to corporate clients.",
      "Although Noida is part of Delhi NCR, it lies in Uttar Pradesh, so a company with its registered office in Noida comes under the Registrar of Companies, Kanpur, which covers the state. We incorporate Noida companies regularly and can meet you in person in the NCR if you prefer.",
    ],
    highlights: [
      "Registration under the Registrar of Companies, Kanpur, for Uttar Pradesh",
      "Stamp duty as applicable in Uttar Pradesh, paid online with the SPICe+ form",
      "Co-working premises accepted as the registered office with the right documents",
      "Our Delhi NCR team is close at hand for consultations",
    ],
  }),
  city({
    name: "Chennai",
    state: "Tamil Nadu",
    roc: "Registrar of Companies, Chennai",
    metaDescription:
      "Register a private limited company in Chennai: name approval, DSC, DIN and SPICe+ filing, with the company registered under the Registrar of Companies, Chennai.",
    intro: [
      "Chennai is a major centre for automobile and auto-component manufacturing, software and SaaS companies, healthcare and logistics, with one of India's busiest ports. Its mix of manufacturers and technology firms makes the private limited company the most common choice for new ventures.",
      "Companies with their registered office in Chennai are incorporated through SPICe+ and come under the Registrar of Companies, Chennai. We handle the application online and can coordinate documents with your team wherever they are.",
    ],
    highlights: [
      "Registration under the Registrar of Companies, Chennai",
      "Stamp duty as applicable in Tamil Nadu, paid online with the SPICe+ form",
      "Guidance on StartupTN, the state's startup programme",
      "Help with GST, EPFO and ESIC for businesses hiring from the start",
    ],
  }),
  city({
    name: "Gurgaon",
    state: "Haryana",
    roc: "Registrar of Companies, NCT of Delhi and Haryana",
    metaDescription: "Register a private limited company in Gurugram (Gurgaon): name approval, DSC, DIN and SPICe+, under ROC NCT of Delhi and Haryana. Local Haryana team.",
    intro: [
      "Gurugram, still widely known as Gurgaon, hosts the Indian offices of many multinationals along with a large community of startups in technology, consulting, fintech and e-commerce. Founders here often need a company that is ready for investment and for contracts with large corporate clients from day one.",
      "Companies with their registered office in Gurugram come under the Registrar of Companies, NCT of Delhi and Haryana. Our office is in Faridabad, also in Haryana, so we know the state's requirements well and can meet you in person.",
    ],
    highlights: [
      "Registration under the Registrar of Companies, NCT of Delhi and Haryana",
      "Stamp duty as applicable in Haryana, paid online with the SPICe+ form",
      "Investor-ready articles of association for startups planning to raise funds",
      "Help with DPIIT startup recognition after incorporation",
    ],
  }),
  city({
    name: "Kolkata",
    state: "West Bengal",
    roc: "Registrar of Companies, Kolkata",
    metaDescription:
      "Register a private limited company in Kolkata: name approval, DSC, DIN and SPICe+ filing, with the company registered under the Registrar of Companies, Kolkata.",
    intro: [
      "Kolkata is eastern India's leading commercial centre, with deep roots in trading, tea, jute, engineering and financial services, and a growing technology hub in Salt Lake and New Town. Many long-established businesses here are run as companies, and new ventures follow the same route.",
      "Companies with their registered office in Kolkata are incorporated through SPICe+ and come under the Registrar of Companies, Kolkata. We prepare and file the application online and guide you through the state-specific registrations that follow.",
    ],
    highlights: [
      "Registration under the Registrar of Companies, Kolkata",
      "Stamp duty as applicable in West Bengal, paid online with the SPICe+ form",
      "Professional tax registration in West Bengal through the SPICe+ linked form",
      "Help with GST registration and bank account opening",
    ],
  }),
  city({
    name: "Patna",
    state: "Bihar",
    roc: "Registrar of Companies, Patna",
    metaDescription: "Register a private limited company in Patna: name approval, DSC, DIN and SPICe+ filing, with the company registered under the Registrar of Companies, Patna.",
    intro: [
      "Patna is Bihar's largest city and its centre for trade, education, healthcare and services, with food processing, agri-business and retail among the sectors attracting new enterprises. A private limited company helps these businesses access bank finance and government schemes.",
      "Companies with their registered office in Patna are incorporated through SPICe+ and come under the Registrar of Companies, Patna, which covers Bihar. The whole process is online, so distance from our office makes no difference to the service you receive.",
    ],
    highlights: [
      "Registration under the Registrar of Companies, Patna",
      "Stamp duty as applicable in Bihar, paid online with the SPICe+ form",
      "Guidance on the Bihar Startup Policy and MSME registration",
      "Fully online process with support by phone, e-mail and WhatsApp",
    ],
  }),
  city({
    name: "Coimbatore",
    state: "Tamil Nadu",
    roc: "Registrar of Companies, Coimbatore",
    metaDescription: "Register a private limited company in Coimbatore: name approval, DSC, DIN and SPICe+ filing, with the company under the Registrar of Companies, Coimbatore.",
    intro: [
      "Coimbatore, often called the Manchester of South India, is known for textiles, pumps and motors, foundries and engineering, with a strong base of small and medium manufacturers and a growing IT sector. Many of these businesses incorporate to separate business risk from family wealth and to grow with bank finance.",
      "Companies with their registered office in Coimbatore and the surrounding western districts of Tamil Nadu come under the Registrar of Companies, Coimbatore, after incorporation through SPICe+. We manage the filing online and coordinate documents with you remotely.",
    ],
    highlights: [
      "Registration under the Registrar of Companies, Coimbatore",
      "Stamp duty as applicable in Tamil Nadu, paid online with the SPICe+ form",
      "Suited to manufacturers and MSMEs moving to a company structure",
      "Help with Udyam registration, GST and EPFO after incorporation",
    ],
  }),
  city({
    name: "Hyderabad",
    state: "Telangana",
    roc: "Registrar of Companies, Hyderabad",
    metaDescription: "Register a private limited company in Hyderabad: name approval, DSC, DIN and SPICe+ filing, with the company under the Registrar of Companies, Hyderabad.",
    intro: [
      "Hyderabad is one of India's leading centres for information technology, pharmaceuticals and life sciences, with a vibrant startup ecosystem supported by incubators such as T-Hub. Founders here typically choose a private limited company so they can raise funds and offer stock options.",
      "Companies with their registered office in Hyderabad are incorporated through SPICe+ and come under the Registrar of Companies, Hyderabad, which covers Telangana. We handle the application online and help with the registrations needed to start hiring.",
    ],
    highlights: [
      "Registration under the Registrar of Companies, Hyderabad",
      "Stamp duty as applicable in Telangana, paid online with the SPICe+ form",
      "Articles of association ready for investors and ESOPs",
      "Help with DPIIT recognition, GST and payroll registrations",
    ],
  }),
  city({
    name: "Mumbai",
    state: "Maharashtra",
    roc: "Registrar of Companies, Mumbai",
    metaDescription:
      "Register a private limited company in Mumbai: name approval, DSC, DIN and SPICe+ filing, with the company registered under the Registrar of Companies, Mumbai.",
    intro: [
      "Mumbai is India's financial capital, home to the stock exchanges, the Reserve Bank of India and the head offices of many banks and corporations, as well as thriving media, trading and startup communities. For businesses here, a private limited company is often expected by clients, lenders and investors.",
      "Companies with their registered office in Mumbai are incorporated through SPICe+ and come under the Registrar of Companies, Mumbai. We file the application online, including the Maharashtra professional tax registration available through the linked AGILE-PRO-S form.",
    ],
    highlights: [
      "Registration under the Registrar of Companies, Mumbai",
      "Stamp duty as applicable in Maharashtra, paid online with the SPICe+ form",
      "Professional tax registration in Maharashtra through the SPICe+ linked form",
      "Help with GST, bank account opening and investor-ready documents",
    ],
  }),
  city({
    name: "Pune",
    state: "Maharashtra",
    roc: "Registrar of Companies, Pune",
    metaDescription: "Register a private limited company in Pune: name approval, DSC, DIN and SPICe+ filing, with the company registered under the Registrar of Companies, Pune.",
    intro: [
      "Pune combines a strong automobile and engineering manufacturing base with a large IT and services sector and a steady flow of graduates from its universities. It has become one of India's most active cities for product startups and engineering services firms.",
      "Companies with their registered office in Pune come under the Registrar of Companies, Pune, after incorporation through SPICe+. We file the application online and take care of the Maharashtra-specific registrations that follow.",
    ],
    highlights: [
      "Registration under the Registrar of Companies, Pune",
      "Stamp duty as applicable in Maharashtra, paid online with the SPICe+ form",
      "Professional tax registration in Maharashtra through the SPICe+ linked form",
      "Suited to IT, engineering and product startups planning to raise funds",
    ],
  }),
];
