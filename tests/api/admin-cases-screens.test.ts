// The cases screens as the server renders them: the list with a case a paid order opened (its stage, who it waits
// on, its tabs' counts); a case's page with its checklist and stages, and forms posted without JavaScript (an upload
// for the client, accept, a reject refused without a reason, advance); an editor's refusal until an admin turns on
// their access on the users screen; a client's erasure from the list; and a case opened from an enquiry.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeEnquiry } from "../../scripts/lib/fake-enquiries";
import { caseAdminMessages as m } from "../../src/shared/admin-messages";
import { fieldProblems } from "../../src/shared/api-messages";
import { caseMessages, checklistStatusLabels, waitingOnLabels } from "../../src/shared/case-messages";
import { defined } from "../fixtures/defined";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";

const buyer = { packageSlug: "pvt-ltd-registration-delhi", email: "dev@example.in", phone: "9876543210", state: "07" };

/** The page's text as a reader sees it: no scripts (the loader data), no tags, no React's text separators. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the cases screens, rendered by the server", () => {
  let s: TestServer;
  let site: Awaited<ReturnType<typeof servePages>>;
  let renderer: Awaited<ReturnType<typeof startSiteRender>>;
  let admin: string;
  let adminCookie: string;
  let reference: string;

  const page = async (path: string, cookie = adminCookie) => fetch(`${site.base}${path}`, { headers: { cookie }, redirect: "manual" });
  const post = (path: string, body: URLSearchParams | FormData, cookie = adminCookie) =>
    fetch(`${site.base}${path}`, {
      method: "POST",
      body,
      headers: { ...(body instanceof URLSearchParams ? { "content-type": "application/x-www-form-urlencoded" } : {}), origin: site.base, cookie },
      redirect: "manual",
    });
  const form = (path: string, fields: Record<string, string>, cookie = adminCookie) => post(path, new URLSearchParams(fields), cookie);

  /** A paid order (UPI confirmed by the admin): its case opens in the paying transaction. */
  const paidOrder = async (name: string, email: string) => {
    const res = await s.api("/api/orders", { method: "POST", json: { ...buyer, name, email } });
    expect(res.status).toBe(201);
    const order = ((await res.json()) as { data: { id: string; reference: string } }).data;
    expect((await s.api(`/api/orders/${order.id}/confirm`, { method: "POST", json: { method: "upi" }, token: admin })).status).toBe(200);
    return order;
  };

  beforeAll(async () => {
    s = await startTestServer({ ENQUIRY_RATE_LIMIT: "1000" });
    renderer = await startSiteRender(s.services);
    site = await servePages(s.services, renderer.render);
    admin = await s.tokenFor("admin");
    adminCookie = `session=${admin}`;
    reference = (await paidOrder("Devika Paid", "devika@example.in")).reference;
  }, 60_000);
  afterAll(async () => {
    await site.close();
    await renderer.close();
    await s.close();
  });

  it("lists the case a paid order opened, with its client, service, stage and who it waits on", async () => {
    const c = s.services.cases.get(reference);
    const res = await page("/admin/cases");
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = textOf(html);
    expect(html).toContain(`href="/admin/cases/${reference}"`);
    expect(text).toContain("Devika Paid");
    expect(text).toContain("devika@example.in");
    expect(text).toContain(c.package.title);
    expect(text).toContain(defined(c.stages[0]).name);
    expect(text).toContain(waitingOnLabels.client);
    expect(text).toContain(m.missing(c.checklist.length));
    // The tabs with their counts: one open case, waiting on the client.
    expect(text).toMatch(new RegExp(`${m.tabOpen} 1 `));
    expect(text).toMatch(new RegExp(`${m.tabWaitingClient} 1 `));
    expect(text).toContain(m.casesRange(1, 1, 1));
    // Another tab leaves it out; a search finds it by the client's e-mail.
    expect(textOf(await (await page("/admin/cases?status=closed")).text())).toContain(m.noCases);
    expect(textOf(await (await page("/admin/cases?status=all&q=devika%40example")).text())).toContain(reference);
    expect(textOf(await (await page("/admin/cases?q=nobody-at-all")).text())).toContain(m.noCasesMatch);
  });

  it("shows a case's checklist and stages; forms posted without JavaScript upload, accept, refuse a reject without a reason and advance", async () => {
    const path = `/admin/cases/${reference}`;
    const before = s.services.cases.get(reference);
    const first = defined(before.checklist[0]);
    const second = defined(before.checklist[1]);
    const text = textOf(await (await page(path)).text());
    expect(text).toContain(m.caseTitle(reference));
    for (const item of before.checklist) expect(text).toContain(item.label);
    expect(text).toContain(checklistStatusLabels.missing);
    expect(text).toContain(m.advance);
    expect(text).toContain(defined(before.stages[1]).name);
    // The address keeps the reference's case (no redirect to lower case), and one typed in lower case works too.
    expect((await page(path)).status).toBe(200);
    expect(textOf(await (await page(path.toLowerCase())).text())).toContain(m.caseTitle(reference));

    // An upload for the client: multipart, as the browser posts it without JavaScript.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const upload = (item: string) => {
      const body = new FormData();
      body.set("intent", "upload");
      body.set("item", item);
      body.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "pan-card.png");
      return post(path, body);
    };
    for (const item of [first, second]) {
      const res = await upload(item.id);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`${path}?done=upload`);
    }
    const uploaded = s.services.cases.get(reference);
    const docA = defined(uploaded.checklist[0]?.documentId);
    const docB = defined(uploaded.checklist[1]?.documentId);
    const shown = await (await page(`${path}?done=upload`)).text();
    expect(textOf(shown)).toContain(m.uploaded);
    expect(textOf(shown)).toContain(checklistStatusLabels.uploaded);
    expect(shown).toContain(`href="/api/cases/${reference}/documents/${docA}"`);

    const accept = await form(path, { intent: "accept", doc: docA });
    expect(accept.headers.get("location")).toBe(`${path}?done=accept`);
    // A reject without its reason is refused with the API's message, beside its form.
    const refused = await form(path, { intent: "reject", doc: docB, reason: "" });
    expect(refused.status).toBe(200);
    expect(textOf(await refused.text())).toContain(`Reason ${fieldProblems.required}`);
    const reject = await form(path, { intent: "reject", doc: docB, reason: "The scan is blurred." });
    expect(reject.headers.get("location")).toBe(`${path}?done=reject`);
    const reviewed = s.services.cases.get(reference);
    expect(reviewed.checklist[0]?.status).toBe("accepted");
    expect(reviewed.checklist[1]).toMatchObject({ status: "rejected", reason: "The scan is blurred." });

    const advance = await form(path, { intent: "advance" });
    expect(advance.status).toBe(302);
    expect(advance.headers.get("location")).toBe(`${path}?done=advance`);
    const after = s.services.cases.get(reference);
    expect(after.stage).toBe(1);
    expect(after.stageViews.slice(0, 2).map((st) => st.state)).toEqual(["done", "current"]);
    const moved = textOf(await (await page(`${path}?done=advance`)).text());
    expect(moved).toContain(m.advanced(defined(after.stages[1]).name));
    expect(moved).toContain(m.reason("The scan is blurred."));

    // Without JavaScript, Advance asks on the page first (opened by the address).
    const asking = textOf(await (await page(`${path}?confirm=advance`)).text());
    expect(asking).toContain(m.confirmAdvance(defined(after.stages[1]).name, after.stages[2]?.name));

    // A note and a message, also plain forms; the message joins the thread.
    expect((await form(path, { intent: "note", text: "Called the client." })).headers.get("location")).toBe(`${path}?done=note`);
    expect((await form(path, { intent: "message", text: "Please send the PAN card again." })).headers.get("location")).toBe(`${path}?done=message`);
    const thread = textOf(await (await page(path)).text());
    expect(thread).toContain("Called the client.");
    expect(thread).toContain("Please send the PAN card again.");
  });

  it("shows an editor without access the API's refusal, and no case", async () => {
    const editor = await s.tokenFor("editor");
    for (const path of ["/admin/cases", `/admin/cases/${reference}`]) {
      const res = await page(path, `session=${editor}`);
      const html = await res.text();
      expect(textOf(html)).toContain(caseMessages.noCaseAccess);
      expect(textOf(html)).not.toContain("Devika Paid");
    }
    // And the sidebar leaves Cases out for them.
    expect(await (await page("/admin/blog", `session=${editor}`)).text()).not.toContain('href="/admin/cases"');
  });

  it("saves an editor's access to cases from the users screen's switch, posted without JavaScript", async () => {
    const editor = await s.tokenFor("editor");
    const id = defined(s.services.users.findByEmail("editor@test.local")).id;
    const users = await (await page("/admin/users")).text();
    expect(users).toMatch(/role="switch" aria-checked="false" aria-label="Can work clients&#x27; cases: editor@test.local"/);

    const res = await form("/admin/users", { intent: "case-access", id, email: "editor@test.local", caseAccess: "true" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(textOf(html)).toContain(m.caseAccessOn("editor@test.local"));
    expect(html).toMatch(/role="switch" aria-checked="true"/);
    expect(s.services.users.findByEmail("editor@test.local")?.caseAccess).toBe(true);

    // The editor now works the cases.
    const list = textOf(await (await page("/admin/cases", `session=${editor}`)).text());
    expect(list).toContain(reference);
    expect(list).not.toContain(m.erasureTitle);

    const off = await form("/admin/users", { intent: "case-access", id, email: "editor@test.local", caseAccess: "false" });
    expect(textOf(await off.text())).toContain(m.caseAccessOff("editor@test.local"));
    expect(s.services.users.findByEmail("editor@test.local")?.caseAccess).toBeFalsy();
  });

  it("erases a client who asked, from the list's erasure requests, and says what went", async () => {
    const order = await paidOrder("Esha Erase", "esha@example.in");
    const client = defined(s.services.clients.byEmail("esha@example.in"));
    s.services.clients.requestErasure(client.id);
    const listed = textOf(await (await page("/admin/cases")).text());
    expect(listed).toContain(m.erasureTitle);
    expect(listed).toContain("esha@example.in");
    expect(listed).toContain(m.eraseWarning);

    const res = await form("/admin/cases", { intent: "erase", id: client.id, name: "Esha Erase" });
    expect(res.status).toBe(200);
    const text = textOf(await res.text());
    expect(text).toContain(m.erased("Esha Erase", { cases: 1, documents: 0, enquiries: 0 }));
    expect(s.services.clients.byEmail("esha@example.in")).toBeUndefined();
    expect(s.services.cases.get(order.reference).client.name).toBe("Erased client");
  });

  it("opens a case from an enquiry with the inbox's form posted without JavaScript, and links to it", async () => {
    const lead = { ...fakeEnquiry(7), name: "Farah Lead", email: "farah@example.in", phone: "9811045632" };
    s.services.storage.enquiries.create(lead);
    const res = await form(`/admin/enquiries?open=${lead.id}`, { intent: "open-case", id: lead.id, packageSlug: "pvt-ltd-registration-delhi" });
    expect(res.status).toBe(200);
    const html = await res.text();
    const opened = /href="\/admin\/cases\/(CASE-[2-9A-Z]{8})"/.exec(html);
    expect(opened).not.toBeNull();
    const ref = defined(opened?.[1]);
    expect(textOf(html)).toContain(m.openCaseMade(ref));
    expect(s.services.cases.get(ref)).toMatchObject({ enquiryId: lead.id, client: { email: "farah@example.in" } });
    // A second case for the same enquiry is refused with the API's message.
    const again = await form(`/admin/enquiries?open=${lead.id}`, { intent: "open-case", id: lead.id, packageSlug: "pvt-ltd-registration-delhi" });
    expect(textOf(await again.text())).toContain(caseMessages.caseExists);
  });
});
