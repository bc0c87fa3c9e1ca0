// The firm's details as one stored record: seeded from src/shared/site.ts, GET public, PUT admin
// only with field-named 400s (Indian phone numbers, e-mails, https URLs) and the updatedAt conflict rule.
import { describe, expect, it } from "vitest";
import { site } from "../../src/shared/site";
import { expectAdminOnly, useStaffServer } from "../fixtures/server";

type Settings = typeof site & { updatedAt: string };

describe("/api/settings", () => {
  const t = useStaffServer();
  const read = async () => ((await (await t.s.api("/api/settings")).json()) as { data: Settings }).data;
  const put = (json: unknown, token = t.admin) => t.s.api("/api/settings", { method: "PUT", token, json });
  const without = ({ updatedAt: _u, ...rest }: Settings) => rest;

  it("is seeded with today's details of src/shared/site.ts", async () => {
    const s = await read();
    expect(without(s)).toEqual(site);
    expect(s.updatedAt).toEqual(expect.any(String));
    expect(s).not.toHaveProperty("updatedBy");
  });

  it("lets an admin change the details; the load context reads the new values at once", async () => {
    const s = await read();
    const next = {
      ...without(s),
      phones: ["9876543210", "+91 11 4000 5000"],
      whatsappNumber: "+919876543210",
      officeHours: "Mon-Sat 10-7",
      homeStat: "4000+",
      updatedAt: s.updatedAt,
    };
    const res = await put(next);
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as { data: Settings }).data;
    // Stored in one format (src/shared/phone-format.ts).
    expect(saved).toMatchObject({ phones: ["+91 98765 43210", "+91 11 4000 5000"], whatsappNumber: "+91 98765 43210", homeStat: "4000+" });
    expect(saved.updatedAt).not.toBe(s.updatedAt);
    expect(t.s.services.settings.firm()).toMatchObject({ phones: ["+91 98765 43210", "+91 11 4000 5000"], officeHours: "Mon-Sat 10-7" });
    expect(t.s.services.settings.firm()).not.toHaveProperty("updatedAt");
    // The change is in the activity log.
    expect(t.s.services.activity.list({ limit: 1 })[0]).toMatchObject({ action: "update", target: { type: "settings", id: "firm" }, actor: { email: "admin@test.local" } });
  });

  it("refuses a stale updatedAt with 409 and changes nothing", async () => {
    const s = await read();
    expect((await put({ ...without(s), homeStat: "5000+", updatedAt: s.updatedAt })).status).toBe(200);
    const stale = await put({ ...without(s), homeStat: "1+", updatedAt: s.updatedAt });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toMatch(/saved this on .*, after you opened it/);
    expect((await read()).homeStat).toBe("5000+");
  });

  it("checks every field with a 400 naming it", async () => {
    const s = without(await read());
    const cases: [Record<string, unknown>, string][] = [
      [{ phones: ["12345"] }, "Phone numbers must be an Indian mobile, or a landline with its STD code, such as 011 4567 8901"],
      [{ phones: ["9876543210", "+44 20 7946 0958"] }, "Phone numbers must be an Indian mobile, or a landline with its STD code, such as 011 4567 8901"],
      [{ phones: [] }, "Phone numbers needs at least one phone number"],
      [{ whatsappNumber: "98765" }, "WhatsApp number must be an Indian mobile number, such as +91 98100 12345: WhatsApp does not run on landlines"],
      [{ email: "info-at-example" }, "Email must be an e-mail address"],
      [{ grievanceOfficer: { name: "R", email: "no" } }, "Grievance officer's e-mail must be an e-mail address"],
      [{ social: { ...s.social, linkedin: "http://www.linkedin.com/company/x" } }, "LinkedIn must be an https:// address"],
      [{ social: { ...s.social, x: "javascript:alert(1)" } }, "X must be an https:// address"],
      [{ social: { ...s.social, facebook: "https://facebook" } }, "Facebook must be an https:// address"],
      [{ address: { ...s.address, postalCode: "12100" } }, "PIN code must be a 6-digit PIN code"],
      [{ name: "  " }, "Name is required"],
      [{ homeStat: "" }, "Home page statistic is required"],
    ];
    for (const [change, error] of cases) {
      const res = await put({ ...s, ...change });
      expect(res.status, error).toBe(400);
      expect(await res.json()).toMatchObject({ error });
    }
    // An empty social link is allowed (not shown).
    expect((await put({ ...s, social: { ...s.social, x: "" } })).status).toBe(200);
  });

  it("saves the retention periods; a save that leaves them out keeps them; out of bounds is a 400 naming the field", async () => {
    const s = await read();
    expect(s.retention).toEqual({ documentDays: 180, enquiryDays: 730 });
    const res = await put({ ...without(s), retention: { documentDays: 365, enquiryDays: 1825 }, updatedAt: s.updatedAt });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Settings }).data.retention).toEqual({ documentDays: 365, enquiryDays: 1825 });
    expect(t.s.services.settings.firm().retention).toEqual({ documentDays: 365, enquiryDays: 1825 });

    // A client written before the periods existed sends the rest of the details only.
    const { retention: _r, ...older } = without(await read());
    expect((await put(older)).status).toBe(200);
    expect((await read()).retention).toEqual({ documentDays: 365, enquiryDays: 1825 });

    const cases: [unknown, string][] = [
      [{ documentDays: 29, enquiryDays: 730 }, "Erase clients' documents this many days after a case closes must be a whole number from 30 to 3650"],
      [{ documentDays: 180, enquiryDays: 3651 }, "Erase enquiries that did not become clients after this many days must be a whole number from 90 to 3650"],
      [{ documentDays: 180.5, enquiryDays: 730 }, "Erase clients' documents this many days after a case closes must be a whole number from 30 to 3650"],
      [{ documentDays: "180", enquiryDays: 730 }, "Erase clients' documents this many days after a case closes must be a whole number from 30 to 3650"],
    ];
    for (const [retention, error] of cases) {
      const refused = await put({ ...older, retention });
      expect(refused.status, JSON.stringify(retention)).toBe(400);
      expect(await refused.json()).toMatchObject({ error });
    }
    expect((await read()).retention).toEqual({ documentDays: 365, enquiryDays: 1825 });
    expect((await put({ ...older, retention: site.retention })).status).toBe(200);
  });

  it("lets only admins change them", async () => {
    const s = without(await read());
    await expectAdminOnly(t.s, t.editor, [["PUT", "/api/settings", s]]);
  });
});
