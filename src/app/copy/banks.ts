// Content of the article at /largest-banks-in-india: market-capitalisation table and bank profiles.
import type { BankProfile, BankRow, PageHero } from "./types";

export const banksHero: PageHero = {
  heading: "Largest Banks in India by Market Capitalisation",
  subheading: "A guide to India's ten largest listed banks, with a short profile of each, to help you choose where to open your business's current account.",
};

export const banksIntro: string[] = [
  "One of the first things a new company, LLP or partnership firm does after registration is open a current account. Most businesses choose between the large public sector banks, with their wide branch networks and government ownership, and the large private sector banks, known for their digital banking and quick service. Many use one of each.",
  "Market capitalisation, the total value of a bank's shares on the stock exchange, is one common measure of a bank's size. The table below lists India's ten largest listed banks by market capitalisation, followed by a short profile of each.",
];

export const banksTableCaption: string = "India's 10 largest listed banks by market capitalisation (approximate, as of 2025)";

export const banksTableNote: string =
  "Figures are approximate market capitalisations in lakh crore rupees, rounded, as of 2025. Market capitalisation changes every trading day with share prices, so the ranking of banks with similar values can change. Check the stock exchanges for current figures.";

export const largestBanks: BankRow[] = [
  { rank: 1, name: "HDFC Bank", sector: "private", marketCapLakhCrore: 15.0, headquarters: "Mumbai" },
  { rank: 2, name: "ICICI Bank", sector: "private", marketCapLakhCrore: 10.0, headquarters: "Mumbai" },
  { rank: 3, name: "State Bank of India", sector: "public", marketCapLakhCrore: 8.0, headquarters: "Mumbai" },
  { rank: 4, name: "Kotak Mahindra Bank", sector: "private", marketCapLakhCrore: 4.2, headquarters: "Mumbai" },
  { rank: 5, name: "Axis Bank", sector: "private", marketCapLakhCrore: 3.6, headquarters: "Mumbai" },
  { rank: 6, name: "Bank of Baroda", sector: "public", marketCapLakhCrore: 1.3, headquarters: "Vadodara" },
  { rank: 7, name: "Punjab National Bank", sector: "public", marketCapLakhCrore: 1.3, headquarters: "New Delhi" },
  { rank: 8, name: "Canara Bank", sector: "public", marketCapLakhCrore: 1.2, headquarters: "Bengaluru" },
  { rank: 9, name: "Union Bank of India", sector: "public", marketCapLakhCrore: 1.1, headquarters: "Mumbai" },
  { rank: 10, name: "Indian Bank", sector: "public", marketCapLakhCrore: 1.0, headquarters: "Chennai" },
];

export const bankProfiles: BankProfile[] = [
  {
    name: "HDFC Bank",
    founded: 1994,
    headquarters: "Mumbai",
    summary:
      "HDFC Bank was among the first banks to receive a licence in the private sector after the liberalisation of the 1990s. Its merger with its parent, Housing Development Finance Corporation, in July 2023 made it one of the largest banks in the country by assets, with a large home-loan book alongside its retail and corporate banking.",
    keyFacts: [
      "Incorporated in 1994 and promoted by Housing Development Finance Corporation",
      "Merged with HDFC Ltd with effect from 1 July 2023",
      "India's largest private sector bank",
      "Extensive branch and ATM network across urban and rural India",
      "Widely used net banking and mobile banking platforms for businesses",
    ],
  },
  {
    name: "ICICI Bank",
    founded: 1994,
    headquarters: "Mumbai",
    summary:
      "ICICI Bank was set up in 1994 by the Industrial Credit and Investment Corporation of India, a development finance institution founded in 1955. The parent merged into the bank in 2002. It is known for early adoption of technology in banking and offers a full range of retail, business and corporate services.",
    keyFacts: [
      "Promoted by ICICI Ltd, which merged into the bank in 2002",
      "Registered office in Vadodara; corporate headquarters in Mumbai",
      "Second-largest private sector bank in India",
      "Shares listed in India, with American Depositary Receipts on the New York Stock Exchange",
      "Group companies in insurance, asset management and securities",
    ],
  },
  {
    name: "State Bank of India",
    founded: 1955,
    headquarters: "Mumbai",
    summary:
      "State Bank of India is the country's largest bank by assets, deposits and branches. It was constituted in 1955 under the State Bank of India Act, taking over the Imperial Bank of India, whose roots go back to the Bank of Calcutta founded in 1806. The Government of India is its majority shareholder.",
    keyFacts: [
      "Constituted on 1 July 1955 under the State Bank of India Act, 1955",
      "Traces its origins to the Bank of Calcutta, founded in 1806",
      "Merged its associate banks and Bharatiya Mahila Bank in April 2017",
      "Largest branch network of any bank in India",
      "Majority-owned by the Government of India",
    ],
  },
  {
    name: "Kotak Mahindra Bank",
    founded: 1985,
    headquarters: "Mumbai",
    summary:
      "Kotak Mahindra Bank began in 1985 as Kotak Mahindra Finance, a non-banking finance company, and in 2003 became the first such company in India to receive a banking licence. It grew significantly through its acquisition of ING Vysya Bank in 2015.",
    keyFacts: [
      "Started in 1985 as Kotak Mahindra Finance Ltd",
      "Converted into a bank in 2003",
      "Acquired ING Vysya Bank in 2015",
      "Group businesses include insurance, asset management and investment banking",
      "Offers digital-first savings and current accounts",
    ],
  },
  {
    name: "Axis Bank",
    founded: 1993,
    headquarters: "Mumbai",
    summary:
      "Axis Bank was incorporated in 1993 as UTI Bank, promoted by the Unit Trust of India together with insurance companies, and took the name Axis Bank in 2007. In 2023 it acquired Citibank's consumer banking business in India, adding a large base of credit card and wealth customers.",
    keyFacts: [
      "Incorporated in 1993 as UTI Bank",
      "Renamed Axis Bank in 2007",
      "Registered office in Ahmedabad; corporate office in Mumbai",
      "Acquired Citibank's Indian consumer business in 2023",
      "Strong presence in corporate, retail and SME banking",
    ],
  },
  {
    name: "Bank of Baroda",
    founded: 1908,
    headquarters: "Vadodara",
    summary:
      "Bank of Baroda was founded in 1908 by Maharaja Sayajirao Gaekwad III of Baroda and nationalised in 1969. The amalgamation of Vijaya Bank and Dena Bank into it in 2019 made it one of India's largest public sector banks, with a significant international presence.",
    keyFacts: [
      "Founded on 20 July 1908 in Baroda (now Vadodara)",
      "Nationalised in 1969",
      "Vijaya Bank and Dena Bank amalgamated into it with effect from 1 April 2019",
      "Corporate office in Mumbai",
      "One of the largest overseas networks among Indian banks",
    ],
  },
  {
    name: "Punjab National Bank",
    founded: 1894,
    headquarters: "New Delhi",
    summary:
      "Punjab National Bank was founded in Lahore in 1894 by a group of Indian leaders including Lala Lajpat Rai, as one of the first banks run with Indian capital. Nationalised in 1969, it absorbed Oriental Bank of Commerce and United Bank of India in 2020.",
    keyFacts: [
      "Registered in Lahore in 1894; began business in 1895",
      "Nationalised in 1969",
      "Oriental Bank of Commerce and United Bank of India amalgamated into it with effect from 1 April 2020",
      "Headquartered in New Delhi, with a strong presence in northern India",
      "Majority-owned by the Government of India",
    ],
  },
  {
    name: "Canara Bank",
    founded: 1906,
    headquarters: "Bengaluru",
    summary:
      "Canara Bank was founded in 1906 in Mangalore by Ammembal Subba Rao Pai and nationalised in 1969. Syndicate Bank was amalgamated into it in 2020, making it one of the largest public sector banks, with particular strength in southern India.",
    keyFacts: [
      "Founded in 1906 in Mangalore",
      "Nationalised in 1969",
      "Syndicate Bank amalgamated into it with effect from 1 April 2020",
      "Headquartered in Bengaluru",
      "Majority-owned by the Government of India",
    ],
  },
  {
    name: "Union Bank of India",
    founded: 1919,
    headquarters: "Mumbai",
    summary:
      "Union Bank of India was registered in Mumbai in 1919 and its head office was inaugurated by Mahatma Gandhi in 1921. Nationalised in 1969, it absorbed Andhra Bank and Corporation Bank in 2020, becoming one of the larger public sector banks.",
    keyFacts: [
      "Registered in Mumbai in 1919",
      "Nationalised in 1969",
      "Andhra Bank and Corporation Bank amalgamated into it with effect from 1 April 2020",
      "Headquartered in Mumbai",
      "Majority-owned by the Government of India",
    ],
  },
  {
    name: "Indian Bank",
    founded: 1907,
    headquarters: "Chennai",
    summary:
      "Indian Bank was founded in 1907 in Madras (now Chennai) as part of the Swadeshi movement. Nationalised in 1969, it absorbed Allahabad Bank, one of the oldest joint-stock banks in the country, in 2020.",
    keyFacts: [
      "Founded in 1907 in Madras, now Chennai",
      "Nationalised in 1969",
      "Allahabad Bank amalgamated into it with effect from 1 April 2020",
      "Headquartered in Chennai, with a strong presence in southern India",
      "Majority-owned by the Government of India",
    ],
  },
];

export const banksDisclaimer: string =
  "This article is for general information only. It is not investment advice or a recommendation of any bank, and we are not affiliated with any of the banks mentioned. Please check the banks' own websites for their current products and charges.";
