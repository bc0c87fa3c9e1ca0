// The privacy notice has every part the DPDP Act 2023 and Rules 2025 ask of it: per purpose what is collected,
// why and for how long (the periods from the firm's settings), who gets it, how it is protected, the person's
// rights and how to use them, the grievance officer, and its version; and the retention settings' rules.
import { describe, expect, it } from "vitest";
import { legalText } from "../fixtures/seed-pages";
import { DEFAULT_RETENTION, PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_VERSION, TAX_RECORD_YEARS, periodInWords, privacyLine } from "../../src/shared/privacy";
import { settingsInputSchema, type FirmDetails } from "../../src/shared/schemas/settings";
import { site } from "../../src/shared/site";

/** The seed with other values than its own, so the test sees the notice read them. */
const firm: FirmDetails = {
  ...site,
  grievanceOfficer: { name: "Meera Iyer", email: "dpo@firm.example" },
  retention: { documentDays: 90, enquiryDays: 1095 },
};

/** All of a section's text, its subsections' included. */
type Block = { heading: string; paragraphs: string[]; bullets: string[]; subsections?: Block[] };
const textOf = (s: Block): string => [s.heading, ...s.paragraphs, ...s.bullets, ...(s.subsections ?? []).map(textOf)].join("\n");

describe("the privacy notice", () => {
  const notice = legalText("/privacy-policy", firm);
  const section = (heading: string) => {
    const found = notice.sections.find((s) => s.heading === heading);
    expect(found, heading).toBeDefined();
    return found!;
  };
  const purpose = (heading: string) => {
    const found = section("What We Collect and Why").subsections?.find((s) => s.heading === heading);
    expect(found, heading).toBeDefined();
    return textOf(found!);
  };

  it("says, for each purpose, what is collected, why, and how long it is kept", () => {
    const purposes = section("What We Collect and Why").subsections ?? [];
    expect(purposes.map((p) => p.heading)).toEqual([
      "When you send us an enquiry",
      "When you book a call-back",
      "When you sign up for compliance reminders",
      "When you place an order",
      "When we handle your registration",
      "When you visit the website",
    ]);
    for (const p of purposes) {
      expect(
        p.bullets?.map((b) => b.split(":")[0]),
        p.heading,
      ).toEqual(["What we collect", "Why", "How long we keep it"]);
    }
    const collected: [string, string[]][] = [
      ["When you send us an enquiry", ["name", "e-mail address", "phone number", "message", "city", "service"]],
      ["When you book a call-back", ["name", "phone number", "time"]],
      ["When you sign up for compliance reminders", ["e-mail address"]],
      [
        "When you place an order",
        ["name", "e-mail address", "phone number", "business name", "GSTIN", "state", "payment", "UTR", "never see or keep your card details", "Razorpay"],
      ],
      ["When we handle your registration", ["PAN", "Aadhaar", "photographs", "utility bills", "NOCs", "messages"]],
    ];
    for (const [heading, items] of collected) for (const item of items) expect(purpose(heading), `${heading}: ${item}`).toContain(item);
  });

  it("states the retention periods of the firm's settings, and the tax records' years", () => {
    expect(purpose("When you send us an enquiry")).toContain("we erase your enquiry 3 years after you send it");
    expect(purpose("When you book a call-back")).toContain("3 years if you do not become our client");
    expect(purpose("When we handle your registration")).toContain("we erase your documents and messages 90 days after your case closes");
    expect(purpose("When you sign up for compliance reminders")).toContain("until you unsubscribe");
    const order = purpose("When you place an order");
    expect(order).toContain(`${TAX_RECORD_YEARS} years`);
    expect(order).toContain("section 36 of the Central Goods and Services Tax Act, 2017");
    expect(order).toContain("Income-tax Act, 1961");
    // A fresh install's periods, as the seed has them.
    const seeded = legalText("/privacy-policy", site).sections.map(textOf).join("\n");
    expect(seeded).toContain("we erase your enquiry 2 years after you send it");
    expect(seeded).toContain("we erase your documents and messages 180 days after your case closes");
  });

  it("names who the data is shared with and how it is protected", () => {
    const shared = textOf(section("Who We Share It With"));
    for (const who of ["Razorpay", "payment gateway", "e-mail provider", "Ministry of Corporate Affairs (MCA)", "GST portal"]) expect(shared).toContain(who);
    expect(shared).toContain("We do not sell your personal data");
    const protectedBy = textOf(section("How We Protect It"));
    expect(protectedBy).toContain("encrypted at rest");
    expect(protectedBy).toContain("only you and our staff can open them");
    expect(protectedBy).toContain("Data Protection Board of India");
  });

  it("lists the person's rights and how to use them: the client area, the grievance officer, 90 days, the Board", () => {
    const rights = textOf(section("Your Rights and How to Use Them"));
    for (const right of ["Access: ask for a summary", "Correction:", "Erasure:", "Withdraw consent:", "Grievance redressal:", "Nominate someone"]) expect(rights).toContain(right);
    expect(rights).toContain('"Download my data"');
    expect(rights).toContain('"Erase my data"');
    expect(rights).toContain("e-mail our Grievance Officer, Meera Iyer, at dpo@firm.example");
    expect(rights).toContain("within 90 days at the most");
    expect(rights).toContain("complain to the Data Protection Board of India");
  });

  it("names the grievance officer of the firm's settings, and the firm's privacy e-mail and address", () => {
    const officer = textOf(section("Grievance Officer"));
    expect(officer).toContain("Our Grievance Officer, Meera Iyer,");
    expect(officer).toContain("dpo@firm.example");
    expect(officer).toContain(firm.privacyEmail);
    expect(officer).toContain(`Postal address: ${firm.ownerFirm}`);
  });

  it("carries its version, a real date, stated in its text", () => {
    expect(notice.version).toBe(PRIVACY_NOTICE_VERSION);
    expect(PRIVACY_NOTICE_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${PRIVACY_NOTICE_VERSION}T00:00:00Z`).toISOString().slice(0, 10)).toBe(PRIVACY_NOTICE_VERSION);
    expect(textOf(section("Changes to This Notice"))).toContain(`This is version ${PRIVACY_NOTICE_VERSION} of this notice`);
    expect(notice.intro.join(" ")).toContain("Digital Personal Data Protection Act, 2023");
  });

  it("is linked by the forms' line", () => {
    expect(PRIVACY_NOTICE_PATH).toBe("/privacy-policy");
    expect(privacyLine.href).toBe(PRIVACY_NOTICE_PATH);
    expect(`${privacyLine.text} ${privacyLine.link}`).toBe("We use your details only for what you ask of us here. How we handle them: Privacy notice");
  });
});

describe("retention periods", () => {
  it("read as people say them", () => {
    expect(periodInWords(730)).toBe("2 years");
    expect(periodInWords(365)).toBe("1 year");
    expect(periodInWords(180)).toBe("180 days");
    expect(periodInWords(400)).toBe("400 days");
    expect(periodInWords(1)).toBe("1 day");
  });

  it("default to 180 days for documents and 730 for enquiries, for details saved before they existed", () => {
    const { retention: _r, ...earlier } = site;
    expect(settingsInputSchema.parse(earlier).retention).toEqual({ documentDays: 180, enquiryDays: 730 });
    expect(DEFAULT_RETENTION).toEqual({ documentDays: 180, enquiryDays: 730 });
    expect(settingsInputSchema.parse({ ...site, retention: { documentDays: 60 } }).retention).toEqual({ documentDays: 60, enquiryDays: 730 });
  });

  it("are whole numbers of days within bounds: documents 30 to 3650, enquiries 90 to 3650", () => {
    const ok = (retention: unknown) => settingsInputSchema.safeParse({ ...site, retention }).success;
    expect(ok({ documentDays: 30, enquiryDays: 90 })).toBe(true);
    expect(ok({ documentDays: 3650, enquiryDays: 3650 })).toBe(true);
    for (const bad of [
      { documentDays: 29, enquiryDays: 730 },
      { documentDays: 3651, enquiryDays: 730 },
      { documentDays: 180, enquiryDays: 89 },
      { documentDays: 180, enquiryDays: 3651 },
      { documentDays: 180.5, enquiryDays: 730 },
      { documentDays: "180", enquiryDays: 730 },
      { documentDays: Number.NaN, enquiryDays: 730 },
    ])
      expect(ok(bad), JSON.stringify(bad)).toBe(false);
    const refused = settingsInputSchema.safeParse({ ...site, retention: { documentDays: 10, enquiryDays: 730 } });
    expect(refused.error?.issues[0]).toMatchObject({ path: ["retention", "documentDays"], message: "must be a whole number from 30 to 3650" });
  });
});
