// The calculators' and the compliance calendar's data in the page's language (for their loaders): the staff
// tables' seeded labels, state names, the calculators' problems, and each kind of due date.
// Data written by staff that has no Hindi here (a new rate label, a due date of their own) shows as written.
import { m } from "./i18n";
import type { Locale } from "./locale";
import { calculatorMessages } from "./tool-messages";
import type { AppliesTo } from "./applies-to";
import { MONTHS_HI } from "./hindi-calendar";
import type { IncorporationEntity } from "./entities";

type Message = (inputs: never, options: { locale: Locale }) => string;
const say = (message: Message, inputs: Record<string, string> = {}, locale: Locale = "en"): string =>
  (message as (i: Record<string, string>, o: { locale: Locale }) => string)(inputs, { locale });

const CALCULATOR_PROBLEMS: [text: string, message: Message][] = [
  [calculatorMessages.amountInvalid, m.gst_error_amount_invalid],
  [calculatorMessages.amountTooLarge, m.gst_error_amount_too_large],
  [calculatorMessages.rateInvalid, m.gst_error_rate_invalid],
  [calculatorMessages.entityInvalid, m.cost_error_entity_invalid],
  [calculatorMessages.stateInvalid, m.cost_error_state_invalid],
  [calculatorMessages.packageUnavailable, m.cost_error_package_unavailable],
];

/** A calculator's problem (the service's English text) in the page's language. */
export function calculatorProblemIn(locale: Locale, problem: string): string {
  if (locale === "en") return problem;
  const found = CALCULATOR_PROBLEMS.find(([text]) => text === problem);
  return found ? say(found[1], {}, locale) : problem;
}

/** The seeded labels of the GST rates, found by their English text. */
const RATE_LABELS: Message[] = [m.gst_rate_nil, m.gst_rate_merit, m.gst_rate_standard, m.gst_rate_demerit, m.gst_rate_gold, m.gst_rate_diamonds];

/** Finds `text` among the English texts of `messages` and answers its version in `locale`; otherwise the text as written. */
function translated(locale: Locale, text: string, messages: readonly Message[]): string {
  if (locale === "en") return text;
  const found = messages.find((message) => say(message) === text);
  return found ? say(found, {}, locale) : text;
}

/** A GST rate's label (staff edit them) in the page's language. */
export const rateLabelIn = (locale: Locale, label: string) => translated(locale, label, RATE_LABELS);

const ENTITY_LABELS: Record<IncorporationEntity, Message> = {
  "private-limited": m.cost_entity_private_limited,
  opc: m.cost_entity_opc,
  llp: m.cost_entity_llp,
  partnership: m.cost_entity_partnership,
  proprietorship: m.cost_entity_proprietorship,
  "section-8": m.cost_entity_section_8,
};

/** An entity type's label: English as `label` (shared/entities.ts) says, Hindi from the messages. */
export function entityLabelIn(locale: Locale, entity: string, label: string): string {
  if (locale === "en") return label;
  const message = ENTITY_LABELS[entity as IncorporationEntity] as Message | undefined;
  return message ? say(message, {}, locale) : label;
}

/** The states and union territories as GST lists them (shared/gst.ts), in Hindi. */
export const STATE_NAMES_HI: Readonly<Record<string, string>> = {
  "Jammu and Kashmir": "जम्मू और कश्मीर",
  "Himachal Pradesh": "हिमाचल प्रदेश",
  Punjab: "पंजाब",
  Chandigarh: "चंडीगढ़",
  Uttarakhand: "उत्तराखंड",
  Haryana: "हरियाणा",
  Delhi: "दिल्ली",
  Rajasthan: "राजस्थान",
  "Uttar Pradesh": "उत्तर प्रदेश",
  Bihar: "बिहार",
  Sikkim: "सिक्किम",
  "Arunachal Pradesh": "अरुणाचल प्रदेश",
  Nagaland: "नगालैंड",
  Manipur: "मणिपुर",
  Mizoram: "मिज़ोरम",
  Tripura: "त्रिपुरा",
  Meghalaya: "मेघालय",
  Assam: "असम",
  "West Bengal": "पश्चिम बंगाल",
  Jharkhand: "झारखंड",
  Odisha: "ओडिशा",
  Chhattisgarh: "छत्तीसगढ़",
  "Madhya Pradesh": "मध्य प्रदेश",
  Gujarat: "गुजरात",
  "Dadra and Nagar Haveli and Daman and Diu": "दादरा और नगर हवेली और दमन और दीव",
  Maharashtra: "महाराष्ट्र",
  Karnataka: "कर्नाटक",
  Goa: "गोवा",
  Lakshadweep: "लक्षद्वीप",
  Kerala: "केरल",
  "Tamil Nadu": "तमिलनाडु",
  Puducherry: "पुडुचेरी",
  "Andaman and Nicobar Islands": "अंडमान और निकोबार द्वीपसमूह",
  Telangana: "तेलंगाना",
  "Andhra Pradesh": "आंध्र प्रदेश",
  Ladakh: "लद्दाख",
  "Other Territory": "अन्य क्षेत्र",
};

/** A state's name in the page's language (a name staff typed that is not GST's stays as typed). */
export const stateNameIn = (locale: Locale, state: string): string => (locale === "hi" ? (STATE_NAMES_HI[state] ?? state) : state);

/** The calculator's states in the order a reader of the language looks for them (Hindi: by their Hindi names). */
export function statesIn(locale: Locale, states: readonly string[]): { value: string; label: string }[] {
  const list = states.map((s) => ({ value: s, label: stateNameIn(locale, s) }));
  return locale === "hi" ? list.toSorted((a, b) => a.label.localeCompare(b.label, "hi")) : list;
}

// The compliance calendar.

const APPLIES_TO_LABELS: Record<AppliesTo, Message> = {
  company: m.calendar_applies_company,
  llp: m.calendar_applies_llp,
  proprietor: m.calendar_applies_proprietor,
  gst: m.calendar_applies_gst,
};

/** Who a due date applies to, as the filter and the entries name them. */
export const appliesToLabelIn = (locale: Locale, group: AppliesTo): string => say(APPLIES_TO_LABELS[group], {}, locale);

const MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** English month names inside a title's part ("January-March 2026") in Hindi ("जनवरी-मार्च 2026"). */
const monthsInHindi = (text: string) => text.replace(new RegExp(`\\b(${MONTHS_EN.join("|")})\\b`, "g"), (name) => MONTHS_HI[MONTHS_EN.indexOf(name)] ?? name);

/** The seeded kinds of due date (storage/compliance-seed.ts titles) and the inputs each takes. */
const KINDS: [message: Message, inputs: string[]][] = [
  [m.calendar_kind_tcs_deposit, ["month"]],
  [m.calendar_kind_tds_deposit, ["month"]],
  [m.calendar_kind_tds_tcs_deposit, ["month"]],
  [m.calendar_kind_gstr1_monthly, ["month"]],
  [m.calendar_kind_pf_esi, ["month"]],
  [m.calendar_kind_gstr3b_monthly, ["month"]],
  [m.calendar_kind_gstr1_quarterly, ["quarter"]],
  [m.calendar_kind_cmp08, ["quarter"]],
  [m.calendar_kind_gstr3b_quarterly, ["quarter"]],
  [m.calendar_kind_gstr4, ["fy"]],
  [m.calendar_kind_gstr9, ["fy"]],
  [m.calendar_kind_tds_returns, ["quarter"]],
  [m.calendar_kind_tcs_return, ["quarter"]],
  [m.calendar_kind_form16, []],
  [m.calendar_kind_advance_tax, ["share"]],
  [m.calendar_kind_llp_form11, ["fy"]],
  [m.calendar_kind_dpt3, []],
  [m.calendar_kind_msme1, ["period"]],
  [m.calendar_kind_kyc, []],
  [m.calendar_kind_agm, []],
  [m.calendar_kind_adt1, []],
  [m.calendar_kind_aoc4, ["fy"]],
  [m.calendar_kind_llp_form8, ["fy"]],
  [m.calendar_kind_mgt7, ["fy"]],
  [m.calendar_kind_itr_no_audit, ["fy"]],
  [m.calendar_kind_tax_audit, ["fy"]],
  [m.calendar_kind_itr_audited, ["fy"]],
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each kind's English title as a pattern whose groups are its inputs ("TDS returns for (.+)"), made once. */
let kindPatterns: { message: Message; inputs: string[]; pattern: RegExp }[] | undefined;
function patterns() {
  kindPatterns ??= KINDS.map(([message, inputs]) => {
    const marks = Object.fromEntries(inputs.map((name, i) => [name, `\uE000${i}\uE001`]));
    const source = escapeRegExp(say(message, marks)).replace(/\uE000\d+\uE001/g, "(.+?)");
    return { message, inputs, pattern: new RegExp(`^${source}$`) };
  });
  return kindPatterns;
}

/** A due date's title in the page's language: a seeded kind in Hindi (form names and years as they are), else as staff wrote it. */
export function dueDateTitleIn(locale: Locale, title: string): string {
  if (locale === "en") return title;
  for (const { message, inputs, pattern } of patterns()) {
    const found = pattern.exec(title);
    if (found) return say(message, Object.fromEntries(inputs.map((name, i) => [name, monthsInHindi(found[i + 1] ?? "")])), locale);
  }
  return title;
}

const NOTES: Message[] = [
  m.calendar_note_gstr3b_quarterly,
  m.calendar_note_agm,
  m.calendar_note_adt1,
  m.calendar_note_aoc4,
  m.calendar_note_mgt7,
  m.calendar_note_tax_audit,
  m.calendar_note_itr_audited,
];
const SERVICES: Message[] = [m.calendar_service_gst, m.calendar_service_tax, m.calendar_service_roc];

/** A due date's note in the page's language (a seeded one), else as written. */
export const dueDateNoteIn = (locale: Locale, note: string) => translated(locale, note, NOTES);
/** The name of the service a due date links to, in the page's language (a seeded one), else as written. */
export const serviceLabelIn = (locale: Locale, label: string) => translated(locale, label, SERVICES);
