// The calculators' and the compliance calendar's data in either language: amounts, the seeded labels, states and
// due dates in Hindi, and the English messages that stay word for word what the service and the API say.
import { describe, expect, it } from "vitest";
import { calendarHref, dayParts, monthLabel } from "../../src/app/lib/calendar";
import { formatRupees, paiseIn } from "../../src/shared/calculators";
import { incorporationEntities, INCORPORATION_ENTITIES } from "../../src/shared/entities";
import { GST_STATES } from "../../src/shared/gst";
import { m } from "../../src/shared/i18n";
import { calendarMessages, calculatorMessages } from "../../src/shared/tool-messages";
import {
  appliesToLabelIn,
  calculatorProblemIn,
  dueDateNoteIn,
  dueDateTitleIn,
  entityLabelIn,
  rateLabelIn,
  serviceLabelIn,
  stateNameIn,
  statesIn,
} from "../../src/shared/tool-locale";
import { complianceSeed } from "../../src/server/storage/compliance-seed";
import { INDIAN_STATES_AND_UTS } from "../../src/server/storage/incorporation-fees-seed";
import { SEED_GST_RATES } from "../../src/server/storage/tools-seed";

const DEVANAGARI = /[\u0900-\u097F]/;
const ENGLISH_MONTH = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;

describe("amounts in paise, in either language", () => {
  it("groups rupees the Indian way with Latin digits, paise only when there are some", () => {
    expect(paiseIn("hi", 12345600)).toBe("₹1,23,456");
    expect(paiseIn("hi", 14567808)).toBe("₹1,45,678.08");
    expect(paiseIn("en", 1000000000)).toBe("₹1,00,00,000");
    expect(paiseIn("hi", 5)).toBe("₹0.05");
  });
  it("writes English amounts exactly as the calculators always have", () => {
    for (const paise of [0, 5, 99, 100, 118000, 118050, 161982, 10000000, 1294982, 99999999999]) {
      expect(paiseIn("en", paise)).toBe(`₹${formatRupees(paise)}`);
      expect(paiseIn("hi", paise)).toBe(`₹${formatRupees(paise)}`);
    }
  });
});

describe("the calculators' data in Hindi", () => {
  it("has a Hindi label for every seeded GST rate, and leaves a staff-written one as written", () => {
    for (const { label } of SEED_GST_RATES) {
      expect(rateLabelIn("en", label)).toBe(label);
      expect(rateLabelIn("hi", label), label).toMatch(DEVANAGARI);
    }
    expect(rateLabelIn("hi", "Rate for our own goods")).toBe("Rate for our own goods");
  });
  it("names every entity type in Hindi; the English messages are the entity table's labels", () => {
    for (const entity of INCORPORATION_ENTITIES) {
      const { label } = incorporationEntities[entity];
      expect(entityLabelIn("en", entity, label)).toBe(label);
      expect(entityLabelIn("hi", entity, label), entity).toMatch(DEVANAGARI);
    }
    expect(m.cost_entity_section_8({}, { locale: "en" })).toBe(incorporationEntities["section-8"].label);
    expect(m.cost_entity_private_limited({}, { locale: "en" })).toBe(incorporationEntities["private-limited"].label);
  });
  it("names every state and union territory of GST's list and of the fee table in Hindi", () => {
    for (const name of [...GST_STATES.map(([, n]) => n), ...INDIAN_STATES_AND_UTS]) expect(stateNameIn("hi", name), name).toMatch(DEVANAGARI);
    expect(stateNameIn("en", "Delhi")).toBe("Delhi");
    expect(stateNameIn("hi", "Atlantis")).toBe("Atlantis");
  });
  it("lists the states by their Hindi names in Hindi, keeping the table's names as values", () => {
    const list = statesIn("hi", ["Uttar Pradesh", "Assam", "Delhi"]);
    expect(list).toEqual([
      { value: "Assam", label: "असम" },
      { value: "Uttar Pradesh", label: "उत्तर प्रदेश" },
      { value: "Delhi", label: "दिल्ली" },
    ]);
    expect(statesIn("en", ["Uttar Pradesh", "Assam"]).map((s) => s.label)).toEqual(["Uttar Pradesh", "Assam"]);
  });
  it("says each of the service's problems in Hindi, and in English as the service words it", () => {
    for (const problem of Object.values(calculatorMessages)) {
      expect(calculatorProblemIn("en", problem)).toBe(problem);
      expect(calculatorProblemIn("hi", problem), problem).toMatch(DEVANAGARI);
    }
    expect(m.gst_error_amount_too_large({}, { locale: "en" })).toBe(calculatorMessages.amountTooLarge);
    expect(m.cost_error_package_unavailable({}, { locale: "en" })).toBe(calculatorMessages.packageUnavailable);
  });
});

describe("the compliance calendar in Hindi", () => {
  const seed = complianceSeed(2026);

  it("has a Hindi description for every kind of seeded due date, its months in Hindi and its years as they are", () => {
    for (const { title } of seed) {
      const hindi = dueDateTitleIn("hi", title);
      expect(hindi, title).toMatch(DEVANAGARI);
      expect(hindi, title).not.toMatch(ENGLISH_MONTH);
      for (const kept of title.match(/\b(GSTR-1|GSTR-3B|TDS|TCS|PF|ESI|KYC|AGM|LLP|QRMP|MSME|\d{4}-\d{2}|\d+%)\b/g) ?? []) expect(hindi, title).toContain(kept);
      expect(dueDateTitleIn("en", title)).toBe(title);
    }
    expect(dueDateTitleIn("hi", "GSTR-3B (summary return and tax) for October, monthly filers")).toBe("अक्टूबर का GSTR-3B (सारांश रिटर्न और टैक्स भुगतान), मासिक रिटर्न भरने वालों के लिए");
    expect(dueDateTitleIn("hi", "TDS returns for July-September 2026")).toBe("जुलाई-सितंबर 2026 तिमाही के TDS रिटर्न");
    expect(dueDateTitleIn("hi", "Advance tax: 45% of the year's tax paid by today")).toBe("एडवांस टैक्स: आज तक साल के टैक्स का 45% जमा हो जाना चाहिए");
  });
  it("shows a due date staff wrote themselves as they wrote it", () => {
    expect(dueDateTitleIn("hi", "Board meeting for the quarter")).toBe("Board meeting for the quarter");
    expect(dueDateNoteIn("hi", "Bring the minutes.")).toBe("Bring the minutes.");
    expect(serviceLabelIn("hi", "Trademark")).toBe("Trademark");
  });
  it("has every seeded note and service name in Hindi", () => {
    for (const { note, serviceLabel } of seed) {
      if (note) expect(dueDateNoteIn("hi", note), note).toMatch(DEVANAGARI);
      expect(serviceLabelIn("hi", serviceLabel), serviceLabel).toMatch(DEVANAGARI);
      expect(serviceLabelIn("en", serviceLabel)).toBe(serviceLabel);
    }
  });
  it("names who a date applies to, months and weekdays in Hindi, and links within the Hindi page", () => {
    expect(appliesToLabelIn("en", "gst")).toBe("GST-registered");
    expect(appliesToLabelIn("hi", "company")).toBe("कंपनियां");
    expect(monthLabel("2026-11")).toBe("November 2026");
    expect(monthLabel("2026-11", "hi")).toBe("नवंबर 2026");
    expect(dayParts("2026-11-20", "hi")).toEqual({ weekday: "शुक्र", day: "20" });
    expect(dayParts("2026-11-20")).toEqual({ weekday: "Fri", day: "20" });
    expect(calendarHref("2026-12", ["llp"], "2026-11", "hi")).toBe("/hi/compliance-calendar?month=2026-12&appliesTo=llp");
    expect(calendarHref("2026-11", [], "2026-11", "hi")).toBe("/hi/compliance-calendar");
    expect(calendarHref("2026-12", [], "2026-11")).toBe("/compliance-calendar?month=2026-12");
  });
  it("keeps the English messages word for word what the service and the API say", () => {
    const en = { locale: "en" } as const;
    expect(m.calendar_reminder_requested({}, en)).toBe(calendarMessages.reminderRequested);
    expect(m.calendar_reminder_confirmed({}, en)).toBe(calendarMessages.reminderConfirmed);
    expect(m.calendar_reminder_unsubscribed({}, en)).toBe(calendarMessages.reminderUnsubscribed);
    expect(m.calendar_reminder_link_invalid({}, en)).toBe(calendarMessages.reminderLinkInvalid);
    expect(m.calendar_reminders_off({}, en)).toBe(calendarMessages.remindersOff);
    expect(m.calendar_extensions_note({}, en)).toBe(calendarMessages.extensionsNote);
    expect(m.calendar_empty_month({}, en)).toBe(calendarMessages.emptyMonth);
  });
});

describe("the Hindi pages' head", () => {
  const hi = { locale: "hi" } as const;
  it("fits titles in 60 characters and descriptions in 160", () => {
    for (const title of [m.gst_meta_title({}, hi), m.cost_meta_title({}, hi), m.calendar_meta_title({}, hi), m.calendar_meta_title_month({ month: "सितंबर 2026" }, hi)])
      expect(title.length, title).toBeLessThanOrEqual(60);
    for (const description of [m.gst_meta_description({}, hi), m.cost_meta_description({}, hi), m.calendar_meta_description({}, hi)])
      expect(description.length, description).toBeLessThanOrEqual(160);
  });
});
