// The privacy notice where personal data is taken, through the whole site (page cache and guards in front of the
// real render): every form that takes personal data (the contact page's, which also books call-backs and claims
// offers; the order form; the reminders sign-up) has the privacy line by its button, linking /privacy-policy;
// the notice shows its version and the firm's retention periods; and an admin's change of the periods, through
// Firm Details posted without JavaScript, is saved and shown by the notice at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_VERSION, privacyLine } from "../../src/shared/privacy";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { smtpServer } from "../fixtures/smtp";
import { startSiteRender } from "../fixtures/ssr";

type Firm = { retention: { documentDays: number; enquiryDays: number }; updatedAt: string } & Record<string, unknown>;

/** The page's text as a reader sees it: no scripts (the loader data), no tags, no React's text separators. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

/** The <form> elements of a page, each with its markup. */
const formsOf = (html: string) => [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((m) => m[0]);

/** The privacy line as the page renders it: the sentence, then the link to the notice. */
const PRIVACY_LINK = new RegExp(`${privacyLine.text.replace(/[.]/g, "\\.")}\\s*(<!-- -->)?\\s*<a href="${PRIVACY_NOTICE_PATH}"[^>]*>${privacyLine.link}</a>`);

describe("the privacy notice on the pages", () => {
  let s: TestServer;
  let base = "";
  let adminCookie = "";
  let close: () => Promise<void>;

  beforeAll(async () => {
    // Mail on, so the compliance calendar offers its reminders sign-up (nothing is sent here).
    const smtp = smtpServer();
    const port = await smtp.listen();
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: "office@firm.example" });
    const render = await startSiteRender(s.services);
    const pages = await servePages(s.services, render.render);
    base = pages.base;
    adminCookie = `session=${await s.tokenFor("admin")}`;
    close = async () => {
      await pages.close();
      await render.close();
      await s.close();
      await smtp.close();
    };
  }, 60_000);
  afterAll(() => close());

  const get = (path: string, cookie?: string) => fetch(base + path, { headers: { accept: "text/html", ...(cookie && { cookie }) }, redirect: "manual" });
  const page = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const firm = async () => ((await (await s.api("/api/settings")).json()) as { data: Firm }).data;

  it.each([
    ["the contact form (call-backs and offer claims too)", "/contact-us", 'name="message"'],
    ["an offer's claim on the contact page", "/contact-us?offer=x&service=LLP%20Registration", 'name="message"'],
    ["the order form", "/order/pvt-ltd-registration-delhi", 'name="gstin"'],
    ["the compliance reminders sign-up", "/compliance-calendar", 'name="email"'],
  ])("%s links the privacy notice by its button", async (_what, path, field) => {
    const html = await page(path);
    const form = formsOf(html).find((f) => f.includes(field));
    expect(form, `${path}: the form`).toBeDefined();
    expect(form).toMatch(PRIVACY_LINK);
    // By the button: the line comes after the last field and before the submit button.
    const line = form!.search(PRIVACY_LINK);
    expect(line).toBeGreaterThan(form!.lastIndexOf(field));
    expect(form!.indexOf('type="submit"', line)).toBeGreaterThan(line);
  });

  it("shows the notice's version, the firm's grievance officer and its retention periods", async () => {
    const { grievanceOfficer } = (await firm()) as unknown as { grievanceOfficer: { name: string; email: string } };
    const html = await page(PRIVACY_NOTICE_PATH);
    const text = textOf(html);
    expect(text).toContain(`Version ${PRIVACY_NOTICE_VERSION}, last updated`);
    expect(text).toContain(`we erase your enquiry 2 years after you send it`);
    expect(text).toContain(`we erase your documents and messages 180 days after your case closes`);
    expect(text).toContain(`Our Grievance Officer, ${grievanceOfficer.name}, answers questions`);
    expect(html).toContain(`href="mailto:${grievanceOfficer.email}"`);
  });

  it("Firm Details posted without JavaScript saves the retention periods, and the notice states them at once", async () => {
    const before = await firm();
    // The notice is in the page cache first, so the save must clear it.
    expect(textOf(await page(PRIVACY_NOTICE_PATH))).toContain("180 days after your case closes");
    const settings = await get("/admin/settings", adminCookie);
    expect(settings.status).toBe(200);
    const screen = await settings.text();
    expect(textOf(screen)).toContain("Privacy and retention");
    expect(screen).toMatch(/name="body\.retention\.documentDays"[^>]*value="180"/);
    expect(screen).toMatch(/name="body\.retention\.enquiryDays"[^>]*value="730"/);

    const post = (fields: Record<string, string>) =>
      fetch(`${base}/admin/settings`, {
        method: "POST",
        body: new URLSearchParams({ "body.updatedAt": before.updatedAt, ...fields }),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie: adminCookie },
        redirect: "manual",
      });
    const saved = await post({ "body.retention.documentDays": "90", "body.retention.enquiryDays": "1095" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/settings?saved=1");
    const after = await firm();
    expect(after.retention).toEqual({ documentDays: 90, enquiryDays: 1095 });
    // The rest of the details are as they were.
    const { updatedAt: _a, retention: _r, ...rest } = after;
    const { updatedAt: _b, retention: _s, ...restBefore } = before;
    expect(rest).toEqual(restBefore);

    const text = textOf(await page(PRIVACY_NOTICE_PATH));
    expect(text).toContain("we erase your enquiry 3 years after you send it");
    expect(text).toContain("we erase your documents and messages 90 days after your case closes");

    // Out of bounds: the form comes back with the field's problem and what was typed; nothing is saved.
    const refused = await post({ "body.updatedAt": after.updatedAt, "body.retention.documentDays": "10", "body.retention.enquiryDays": "1095" });
    // (The screen answers 200: the page itself, with the error banner, as after any refused save.)
    expect(refused.status).toBe(200);
    const again = await refused.text();
    expect(textOf(again)).toContain("Erase clients' documents this many days after a case closes must be a whole number from 30 to 3650");
    expect(again).toMatch(/name="body\.retention\.documentDays"[^>]*value="10"/);
    expect((await firm()).retention).toEqual({ documentDays: 90, enquiryDays: 1095 });

    // Put back what the other tests of this file read.
    const { updatedAt: _u, ...fields } = await firm();
    const res = await s.api("/api/settings", { method: "PUT", token: await s.tokenFor("admin"), json: { ...fields, retention: before.retention } });
    expect(res.status).toBe(200);
  });
});
