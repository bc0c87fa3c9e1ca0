// Content of the article at /hdfc-netbanking: logging in, first-time registration, features and safety.
import type { Faq, PageHero, Step } from "./types";

export const hdfcHero: PageHero = {
  heading: "HDFC Bank NetBanking: Login, Registration and Features",
  subheading: "A step-by-step guide to logging in to HDFC Bank NetBanking, registering for the first time and using it safely for your personal or business account.",
};

export const hdfcIntro: string[] = [
  "HDFC Bank NetBanking lets account holders check balances, download statements, transfer funds, pay bills and taxes, and manage deposits and cards online, at any time. For a new business, it is also the quickest way to pay GST and TDS and to keep track of receipts.",
  "This guide explains how to log in, how to register if you are using NetBanking for the first time, and how to keep your account safe. Screens and options change from time to time, so always follow the instructions on the bank's official website.",
];

export const hdfcLoginSteps: Step[] = [
  {
    title: "Open the official website",
    text: "Type the bank's address, hdfcbank.com, directly into your browser, or use a saved bookmark, and choose the NetBanking login option. Do not use links from SMS messages, e-mails or search advertisements.",
  },
  {
    title: "Check that the page is genuine",
    text: "Make sure the address begins with https and belongs to the hdfcbank.com domain, and that the browser shows a padlock symbol.",
  },
  {
    title: "Enter your Customer ID",
    text: "Enter your Customer ID (also called User ID) and continue. You will find it in your welcome kit, cheque book or account statement.",
  },
  {
    title: "Enter your password",
    text: "Enter your NetBanking password, also known as IPIN. Never share it with anyone, including bank staff.",
  },
  {
    title: "Complete the verification",
    text: "If asked, enter the one-time password (OTP) sent to your registered mobile number to confirm that it is you.",
  },
  {
    title: "Bank, then log out",
    text: "Your accounts are shown on the dashboard. When you have finished, always use the Log Out button rather than just closing the browser.",
  },
];

export const hdfcRegistrationSteps: Step[] = [
  {
    title: "Keep your details ready",
    text: "You will need your Customer ID, the mobile number registered with the bank and, usually, your debit card details.",
  },
  {
    title: "Start first-time registration",
    text: "On the NetBanking login page, choose the option for first-time users to register or set a password, and enter your Customer ID.",
  },
  {
    title: "Verify your identity",
    text: "Enter the OTP sent to your registered mobile number and, if asked, your debit card number, expiry date and ATM PIN.",
  },
  {
    title: "Set your password",
    text: "Create a strong NetBanking password that you do not use anywhere else, and confirm it.",
  },
  {
    title: "Log in",
    text: "Log in with your Customer ID and new password. Review your transaction limits and alert settings before making your first payment.",
  },
  {
    title: "No debit card or registered mobile?",
    text: "Visit your home branch or contact the bank's phone banking service to register your mobile number or obtain a password.",
  },
];

export const hdfcFeatures: string[] = [
  "View account balances and recent transactions, and download statements",
  "Transfer funds through NEFT, RTGS and IMPS, and between your own accounts",
  "Add and manage beneficiaries, with limits that apply to newly added payees",
  "Pay utility bills, mobile and DTH recharges, and credit card dues",
  "Pay direct taxes and GST challans online",
  "Open and manage fixed and recurring deposits",
  "Request cheque books, stop cheques and confirm high-value cheques under Positive Pay",
  "Download interest certificates and TDS certificates",
  "Set transaction limits and manage debit card controls",
];

export const hdfcSecurityTips: string[] = [
  "The bank will never ask for your password, OTP, CVV or ATM PIN by phone, e-mail, SMS or social media. Do not share them with anyone.",
  "Always type the bank's address yourself; do not log in through links in messages, even if they look genuine.",
  "Use your own device and a secure network; avoid public computers and public Wi-Fi for banking.",
  "Keep your operating system, browser and antivirus software up to date.",
  "Do not let the browser save your NetBanking password on a shared device.",
  "Turn on SMS and e-mail alerts, and check every alert and your statements regularly.",
  "Change your password periodically and whenever you suspect it may be known to someone else.",
  "Report any unauthorised transaction to the bank immediately: the sooner you report it, the better protected you are under RBI rules on customer liability. Cyber fraud can also be reported on the national helpline 1930 or at cybercrime.gov.in.",
];

export const hdfcFaqs: Faq[] = [
  {
    question: "Where do I find my Customer ID?",
    answer:
      "It is printed in your account welcome kit, on your cheque book and on your account statement. You can also get it from your branch or through the bank's phone banking service.",
  },
  {
    question: "What should I do if I forget my password?",
    answer:
      "Use the forgotten password option on the login page. You will need your Customer ID, the OTP sent to your registered mobile number and, usually, your debit card details to set a new password.",
  },
  {
    question: "My NetBanking access is locked. What now?",
    answer: "Access is usually locked after several wrong password attempts. Reset your password using the forgotten password option, or contact the bank if that does not work.",
  },
  {
    question: "Can a company, LLP or partnership firm use NetBanking?",
    answer:
      "Yes. Current accounts of businesses can be operated online by their authorised signatories, as set out in the board resolution or partners' authority given to the bank. Ask your branch about the options for business accounts, including multiple users and approval limits.",
  },
  {
    question: "Is NetBanking free?",
    answer: "Logging in and most everyday services are generally free, but some transactions and services may carry charges. Check the bank's current schedule of charges.",
  },
  {
    question: "Is this website connected with HDFC Bank?",
    answer: "No. This is an independent guide for general information. For help with your account, contact HDFC Bank through its official website, branches or customer care.",
  },
];

export const hdfcDisclaimer: string =
  "HDFC Bank is the name of HDFC Bank Limited and is used here only to identify the bank. This guide is for general information only; we are not affiliated with HDFC Bank, and features, screens and charges may change. Always refer to the bank's official website.";
