import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { StorageUnavailable } from "../../src/server/errors";
import { SCAN_BATCH } from "../../src/server/storage/repository";
import { enquiryActions } from "../../src/server/load-context";
import { fakeEnquiries } from "../../scripts/lib/fake-enquiries";
import { ENQUIRY_PAGE_MAX, ENQUIRY_PAGE_SIZE } from "../../src/shared/constants";
import { apiMessages } from "../../src/shared/api-messages";
import type { Enquiry } from "../../src/shared/schemas/enquiry";
import { ADMIN, startTestServer, type TestServer } from "../fixtures/server";
import { defined } from "../fixtures/defined";

const valid = { name: "Asha Verma", email: "asha@example.in", phone: "9811045632", message: "I want to register an LLP in Delhi" };

async function token(s: TestServer): Promise<string> {
  const res = await s.api("/api/send-message/token");
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function send(s: TestServer, body: Record<string, unknown>, withToken = true) {
  const json = withToken ? { formToken: await token(s), ...body } : body;
  return s.api("/api/send-message", { method: "POST", json });
}

describe("POST /api/send-message", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0", ENQUIRY_RATE_LIMIT: "1000" })));
  afterAll(() => s.close());

  it("stores a valid enquiry and answers 200 { data: { id } } with its source page, referrer and UTM", async () => {
    const res = await send(s, {
      ...valid,
      name: "  Asha Verma  ",
      source: "contact-modal",
      service: "LLP",
      page: "/llp",
      referrer: "https://www.google.com/search?q=llp+delhi",
      utm: { utm_source: "google", utm_campaign: "llp-2026", other: "ignored" },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: string } };
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await s.services.enquiryInbox.get(data.id);
    expect(stored).toMatchObject({
      name: "Asha Verma",
      email: valid.email,
      phone: valid.phone,
      message: valid.message,
      service: "LLP",
      source: "contact-modal",
      page: "/llp",
      referrer: "https://www.google.com/search",
      utm: { utm_source: "google", utm_campaign: "llp-2026" },
      status: "new",
      note: "",
      ip: "127.0.0.1",
      // No SMTP_URL in this server: stored, and marked as mail off.
      mail: { state: "off", attempts: 0 },
    });
  });

  it.each([
    ["name", { name: "   " }, "Name is required"],
    ["email", { email: "" }, "Email is required"],
    ["phone", { phone: "" }, "Phone must be 10 digits"],
    ["message", { message: " \n " }, "Message is required"],
    ["missing name", { name: undefined }, "Name is required"],
    ["phone of 9 digits", { phone: "981104563" }, "Phone must be 10 digits"],
    ["phone of 11 digits", { phone: "98110456321" }, "Phone must be 10 digits"],
    ["phone with +91 and 9 digits", { phone: "+91 98110 4563" }, "Phone must be 10 digits"],
    ["phone with letters", { phone: "98110 4563x" }, "Phone must be 10 digits"],
    ["e-mail without a domain", { email: "asha@" }, "Email must be a valid e-mail"],
    ["message of markup only", { message: "<<>>" }, "Message is required"],
    ["message too long", { message: "a".repeat(2001) }, "Message: Too big"],
    ["name too long", { name: "a".repeat(101) }, "Name: Too big"],
    ["CR/LF in the name (header injection)", { name: "Asha\r\nBcc: victim@example.com" }, "Name must be one line"],
    ["CR/LF in the e-mail (header injection)", { email: "asha@example.in\nBcc: x@y.z" }, "Email must be one line"],
    ["a number for the name", { name: 42 }, "Name"],
  ])("rejects %s with 400 naming the field", async (_label, change, error) => {
    const before = (await s.services.enquiryInbox.list()).total;
    const res = await send(s, { ...valid, ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    if (error.includes(": Too big")) expect(body.error).toMatch(new RegExp(`^${error.split(":")[0]} `));
    else expect(body.error).toContain(error);
    expect((await s.services.enquiryInbox.list()).total).toBe(before);
  });

  it.each(["+919811045632", "+91 98110 45632", "919811045632", "09811045632", "98110 45632", "98110-45632", " 98110 45632 "])(
    "accepts the phone %s as typed and stores its 10 digits",
    async (phone) => {
      const res = await send(s, { ...valid, phone });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { id: string } };
      expect((await s.services.enquiryInbox.get(data.id)).phone).toBe("9811045632");
    },
  );

  it("accepts letters of Indian scripts and line breaks in the message", async () => {
    const res = await send(s, { ...valid, name: "आशा वर्मा", message: "नमस्ते\nI need GST registration 2026" });
    expect(res.status).toBe(200);
  });

  it("keeps what people write: punctuation, ₹, %, #, @, / and Hindi stored exactly; only < > and control characters go", async () => {
    const message = "Hi, what is the total cost incl. govt fees? ₹ budget 15000. 20% off? #1 @you a/b\r\nनमस्ते <b>now</b>\u0007";
    const res = await send(s, { ...valid, message });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: string } };
    expect((await s.services.enquiryInbox.get(data.id)).message).toBe("Hi, what is the total cost incl. govt fees? ₹ budget 15000. 20% off? #1 @you a/b\nनमस्ते bnow/b");
  });

  it("stores the service, offer and city the enquiry is about, and shows them in the CSV", async () => {
    const res = await send(s, { ...valid, name: "Offer Claimer", service: "LLP Registration", offer: "Diwali offer — 20% off", city: "Noida" });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: string } };
    expect(await s.services.enquiryInbox.get(data.id)).toMatchObject({ service: "LLP Registration", offer: "Diwali offer — 20% off", city: "Noida" });
    const csv = await (await s.api(`/api/enquiries.csv?q=${encodeURIComponent("Offer Claimer")}`, { token: await s.tokenFor("admin") })).text();
    expect(csv).toContain("LLP Registration,Diwali offer — 20% off,Noida");
  });

  it("names every failing field in `fields` besides `error`; the e-mail and phone rules are the browser's", async () => {
    const res = await send(s, { ...valid, email: "anita@", phone: "12345", message: " " });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: { path: string; message: string }[] };
    expect(body.error).toBe("Email must be a valid e-mail");
    expect(body.fields).toEqual([
      { path: "email", message: "Email must be a valid e-mail" },
      { path: "phone", message: "Phone must be 10 digits" },
      { path: "message", message: "Message is required" },
    ]);
    // What the browser's looksLikeEmail accepts, the server accepts.
    expect((await send(s, { ...valid, email: "a@b.co" })).status).toBe(200);
  });

  it("rejects a filled honeypot quietly: 400 with a clear message, nothing stored", async () => {
    const before = (await s.services.enquiryInbox.list()).total;
    const res = await send(s, { ...valid, website: "http://spam.example" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: apiMessages.enquirySpam });
    expect((await s.services.enquiryInbox.list()).total).toBe(before);
  });

  it("rejects a missing or forged form token", async () => {
    let res = await send(s, valid, false);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: apiMessages.enquiryFormExpired });
    res = await send(s, { ...valid, formToken: "1000.forged" }, false);
    expect(res.status).toBe(400);
    const real = await token(s);
    const [ts, rand, mac] = real.split(".");
    res = await send(s, { ...valid, formToken: `${Number(ts) - 60_000}.${rand}.${mac}` }, false);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: apiMessages.enquiryFormExpired });
  });

  it("answers a body that is not an object with 400", async () => {
    const res = await s.api("/api/send-message", { method: "POST", json: ["x"] });
    expect(res.status).toBe(400);
  });
});

describe("minimum time-to-submit", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0.5" })));
  afterAll(() => s.close());

  it("rejects a form sent faster than a person can fill it, and accepts it a moment later", async () => {
    const formToken = await token(s);
    let res = await s.api("/api/send-message", { method: "POST", json: { ...valid, formToken } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: apiMessages.enquiryTooFast });
    expect((await s.services.enquiryInbox.list()).total).toBe(0);
    s.clock.advance(500);
    res = await s.api("/api/send-message", { method: "POST", json: { ...valid, formToken } });
    expect(res.status).toBe(200);
  });

  it("accepts a token once; an invalid enquiry does not use it up", async () => {
    const formToken = await token(s);
    s.clock.advance(500);
    let res = await s.api("/api/send-message", { method: "POST", json: { ...valid, email: "not-an-address", formToken } });
    expect(res.status).toBe(400);
    res = await s.api("/api/send-message", { method: "POST", json: { ...valid, formToken } });
    expect(res.status).toBe(200);
    res = await s.api("/api/send-message", { method: "POST", json: { ...valid, formToken } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: apiMessages.enquiryTokenUsed });
  });
});

describe("per-IP rate limit", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0", ENQUIRY_RATE_LIMIT: "3" })));
  afterAll(() => s.close());

  it("answers 429 with Retry-After once an IP has sent its quota (invalid attempts count too)", async () => {
    expect((await send(s, valid)).status).toBe(200);
    expect((await send(s, { ...valid, phone: "1" })).status).toBe(400);
    expect((await send(s, valid)).status).toBe(200);
    const res = await send(s, valid);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: apiMessages.tooManyRequests });
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await s.services.enquiryInbox.list()).total).toBe(2);
    // The admin inbox is not limited.
    expect((await s.api("/api/enquiries", { token: await s.tokenFor("admin") })).status).toBe(200);
  });

  it("limits the no-JavaScript form post of /contact-us by the same count: the load context answers 429 with Retry-After", async () => {
    const body = async () => ({ ...valid, formToken: await token(s) });
    // The same address as the API requests above, whose quota is spent.
    const limited = await enquiryActions(s.services, { ip: "127.0.0.1" }).submit(await body());
    expect(limited).toMatchObject({ ok: false, status: 429, error: apiMessages.tooManyRequests });
    expect(limited.ok ? 0 : limited.retryAfter).toBeGreaterThan(0);
    // Another address has its own quota.
    expect(await enquiryActions(s.services, { ip: "203.0.113.7" }).submit(await body())).toMatchObject({ ok: true });
    expect((await s.services.enquiryInbox.list()).total).toBe(3);
  });
});

/**
 * A server whose enquiry form takes many quick submissions, these enquiries sent to it (their ids in order,
 * pauseMs apart on the services' clock when given) and an admin's token for its inbox.
 */
async function inboxWith(bodies: Record<string, unknown>[], pauseMs = 0): Promise<{ s: TestServer; admin: string; ids: string[] }> {
  const s = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0", ENQUIRY_RATE_LIMIT: "1000" });
  const admin = await s.tokenFor("admin");
  const ids: string[] = [];
  for (const body of bodies) {
    const res = await send(s, body);
    ids.push(((await res.json()) as { data: { id: string } }).data.id);
    s.clock.advance(pauseMs);
  }
  return { s, admin, ids };
}

describe("admin inbox", () => {
  let s: TestServer;
  let admin: string;
  let ids: string[];
  beforeAll(async () => {
    ({ s, admin, ids } = await inboxWith(
      [
        { ...valid, name: "First Person", message: "Need OPC registration" },
        { ...valid, name: '=HYPERLINK("evil")', email: "second@example.in", message: "Trademark question" },
        { ...valid, name: "Third Person", email: "third@example.in", message: "Partnership deed help", city: "Pune" },
      ],
      5, // distinct creation times
    ));
  });
  afterAll(() => s.close());

  it.each([
    ["GET", "/api/enquiries"],
    ["GET", "/api/enquiries/counts"],
    ["GET", "/api/enquiries.csv"],
    ["PUT", "/api/enquiries/x"],
  ])("%s %s: 401 for a visitor, 403 for an editor", async (method, path) => {
    const json = method === "PUT" ? { status: "closed" } : undefined;
    const anon = await s.api(path, { method, json });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ error: apiMessages.unauthenticated });
    const editor = await s.api(path, { method, json, token: await s.tokenFor("editor") });
    expect(editor.status).toBe(403);
    expect(await editor.json()).toMatchObject({ error: apiMessages.forbidden });
    const bad = await s.api(path, { method, json, token: "not-a-token" });
    expect(bad.status).toBe(401);
  });

  it("lists newest first for an admin", async () => {
    const res = await s.api("/api/enquiries", { token: admin });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Enquiry[] };
    expect(data.map((e) => e.id)).toEqual([...ids].reverse());
  });

  it("searches name, e-mail, phone, message and city, case-insensitively", async () => {
    const q = async (text: string) => ((await (await s.api(`/api/enquiries?q=${encodeURIComponent(text)}`, { token: admin })).json()) as { data: Enquiry[] }).data.map((e) => e.id);
    expect(await q("TRADEMARK")).toEqual([ids[1]]);
    expect(await q("third@")).toEqual([ids[2]]);
    expect(await q("pune")).toEqual([ids[2]]);
    expect(await q("nobody at all")).toEqual([]);
  });

  it("updates status and note, filters by status and counts new ones", async () => {
    let res = await s.api(`/api/enquiries/${ids[0]}`, { method: "PUT", token: admin, json: { status: "contacted", note: "Called, sending quote" } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Enquiry };
    // The note goes to the history; the old single note field stays as it was.
    expect(data).toMatchObject({ id: ids[0], status: "contacted", note: "", notes: [{ text: "Called, sending quote", by: { email: ADMIN.email } }] });
    expect(data.updatedAt).toBeTruthy();

    res = await s.api("/api/enquiries?status=contacted", { token: admin });
    expect(((await res.json()) as { data: Enquiry[] }).data.map((e) => e.id)).toEqual([ids[0]]);
    res = await s.api("/api/enquiries?status=new", { token: admin });
    expect(((await res.json()) as { data: Enquiry[] }).data).toHaveLength(2);

    res = await s.api("/api/enquiries/counts", { token: admin });
    expect(await res.json()).toEqual({ data: { new: 2, contacted: 1, closed: 0, spam: 0, total: 3 } });

    // A note alone keeps the status.
    res = await s.api(`/api/enquiries/${ids[0]}`, { method: "PUT", token: admin, json: { note: "" } });
    expect(((await res.json()) as { data: Enquiry }).data).toMatchObject({ status: "contacted", note: "", notes: [{ text: "Called, sending quote" }] });
  });

  it("rejects a bad status, an empty update, an unknown status filter and an unknown id", async () => {
    let res = await s.api(`/api/enquiries/${ids[1]}`, { method: "PUT", token: admin, json: { status: "archived" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Status must be new, contacted, closed or spam");
    res = await s.api(`/api/enquiries/${ids[1]}`, { method: "PUT", token: admin, json: {} });
    expect(res.status).toBe(400);
    res = await s.api("/api/enquiries?status=junk", { token: admin });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Status must be new, contacted, closed or spam");
    res = await s.api("/api/enquiries/no-such-id", { method: "PUT", token: admin, json: { status: "closed" } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: apiMessages.notFound });
  });

  it("exports CSV with a header row, every enquiry, and formula cells neutralised", async () => {
    const res = await s.api("/api/enquiries.csv", { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\n");
    expect(lines[0]).toBe("id,createdAt,status,name,email,phone,service,offer,city,message,note,source,channel,page,landing,referrer,referrerHost,utm,mail,ack");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(ids[2]);
    expect(lines[1]).toContain("Pune");
    // A name starting with "=" is prefixed with an apostrophe so spreadsheets show it as text.
    const formulaRow = lines.find((l) => l.includes(defined(ids[1])))!;
    expect(formulaRow).toContain(`"'=HYPERLINK(""evil"")"`);
    expect(formulaRow).not.toMatch(/,=HYPERLINK/);
    // Filters apply to the export too.
    const filtered = await s.api("/api/enquiries.csv?status=contacted", { token: admin });
    expect((await filtered.text()).trim().split("\n")).toHaveLength(2);
  });
});

describe("inbox paging and filters", () => {
  let s: TestServer;
  let admin: string;
  // 300 enquiries, one every 4 hours from 2026-01-01 00:00 UTC (05:30 in India): 50 days.
  const records = fakeEnquiries(300, Date.parse("2026-01-01T00:00:00Z"), 4 * 3_600_000);
  type Page = { data: Enquiry[]; page: number; limit: number; total: number };
  const get = async (query: string) => {
    const res = await s.api(`/api/enquiries${query}`, { token: admin });
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };
  const newestFirst = (list: Enquiry[]) => [...list].reverse().map((e) => e.id);
  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.tokenFor("admin");
    const { enquiries } = s.services.storage;
    enquiries.transaction(() => {
      for (const e of records) enquiries.create(e);
    });
  });
  afterAll(() => s.close());

  it("answers the newest 50 by default with page, limit and total; data stays the list", async () => {
    const body = await get("");
    expect(Object.keys(body).sort()).toEqual(["data", "limit", "page", "total"]);
    expect(body).toMatchObject({ page: 1, limit: ENQUIRY_PAGE_SIZE, total: 300 });
    expect(body.data.map((e) => e.id)).toEqual(newestFirst(records).slice(0, 50));
    expect(body.data[0]).toEqual(records.at(-1)); // whole enquiries, as before
  });

  it("pages with page and limit, up to 200 a page", async () => {
    expect((await get("?page=2&limit=100")).data.map((e) => e.id)).toEqual(newestFirst(records).slice(100, 200));
    const last = await get("?page=4&limit=80");
    expect(last.data.map((e) => e.id)).toEqual(newestFirst(records).slice(240));
    expect((await get("?page=9&limit=80")).data).toEqual([]);
    expect((await get(`?limit=${ENQUIRY_PAGE_MAX}`)).data).toHaveLength(ENQUIRY_PAGE_MAX);
  });

  it.each([
    ["?page=0", apiMessages.enquiryPage],
    ["?page=x", apiMessages.enquiryPage],
    ["?page=1.5", apiMessages.enquiryPage],
    ["?limit=0", apiMessages.enquiryLimit],
    [`?limit=${ENQUIRY_PAGE_MAX + 1}`, apiMessages.enquiryLimit],
    ["?from=2026-02-30", apiMessages.enquiryFrom],
    ["?from=yesterday", apiMessages.enquiryFrom],
    ["?to=2026-1-5", apiMessages.enquiryTo],
    [`?source=${"x".repeat(51)}`, apiMessages.enquirySource],
  ])("answers 400 for %s, naming the parameter", async (query, error) => {
    const res = await s.api(`/api/enquiries${query}`, { token: admin });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error });
    const csv = await s.api(`/api/enquiries.csv${query.replace(/^\?(page|limit)=.*/, "?from=bad")}`, { token: admin });
    expect(csv.status).toBe(400);
  });

  it("filters by status, source, India days and text, with the total of the filter", async () => {
    const expectFilter = async (query: string, keep: (e: Enquiry) => boolean) => {
      const want = newestFirst(records.filter(keep));
      const body = await get(`${query}&limit=200`);
      expect(body.total).toBe(want.length);
      expect(body.data.map((e) => e.id)).toEqual(want.slice(0, 200));
      expect(want.length).toBeGreaterThan(0);
    };
    await expectFilter("?status=closed", (e) => e.status === "closed");
    await expectFilter("?source=home-dialog&status=new", (e) => e.source === "home-dialog" && e.status === "new");
    // 2026-01-03 in India runs from 2026-01-02T18:30Z to 2026-01-03T18:30Z.
    const inIndia = (from: string, to: string) => (e: Enquiry) => e.createdAt >= from && e.createdAt < to;
    await expectFilter("?from=2026-01-03&to=2026-01-03", inIndia("2026-01-02T18:30:00.000Z", "2026-01-03T18:30:00.000Z"));
    await expectFilter("?from=2026-02-01", (e) => e.createdAt >= "2026-01-31T18:30:00.000Z");
    await expectFilter("?to=2026-01-01&status=new", (e) => e.createdAt < "2026-01-01T18:30:00.000Z" && e.status === "new");
    await expectFilter("?q=CLIENT12", (e) => e.email.startsWith("client12"));
    await expectFilter("?q=called on day 3&from=2026-01-10", (e) => e.note.includes("Called on day 3") && e.createdAt >= "2026-01-09T18:30:00.000Z");
    // Attribution: the channel and the visit's utm_source (any letter case).
    await expectFilter("?channel=no-js-form", (e) => e.channel === "no-js-form");
    await expectFilter(
      "?utm_source=GOOGLE&channel=modal&from=2026-01-05",
      (e) => e.utm.utm_source === "google" && e.channel === "modal" && e.createdAt >= "2026-01-04T18:30:00.000Z",
    );
  });

  it("refuses an unknown channel, and exports the attribution columns with the same filters", async () => {
    const bad = await s.api("/api/enquiries?channel=fax", { token: admin });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: apiMessages.enquiryChannel });
    const res = await s.api("/api/enquiries.csv?channel=home-dialog&utm_source=google", { token: admin });
    const rows = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    const want = records.filter((e) => e.channel === "home-dialog" && e.utm.utm_source === "google");
    expect(want.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(want.length + 1);
    expect(rows[1]).toContain(",home-dialog,");
  });

  it("streams the CSV of a month with the same filters, newest first", async () => {
    const res = await s.api("/api/enquiries.csv?from=2026-01-01&to=2026-01-31", { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-length")).toBeNull(); // streamed (chunked), not built in memory first
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf])); // the byte-order mark
    const text = bytes.toString("utf8", 3);
    expect(text.startsWith("id,createdAt,")).toBe(true);
    const rows = text.trim().split("\n").slice(1);
    const january = records.filter((e) => e.createdAt >= "2025-12-31T18:30:00.000Z" && e.createdAt < "2026-01-31T18:30:00.000Z");
    expect(rows).toHaveLength(january.length);
    expect(rows.map((r) => r.split(",")[0])).toEqual(newestFirst(january));
  });

  it("ends the CSV download (never hangs) when reading the disk fails half-way", async () => {
    const table = s.services.storage.enquiries;
    const [first] = table.find({ limit: 1 });
    // A first batch is read, the next read fails.
    const spy = vi
      .spyOn(table, "find")
      .mockImplementationOnce(() => (first ? Array.from({ length: SCAN_BATCH }, () => first) : []))
      .mockImplementationOnce(() => {
        throw new StorageUnavailable();
      });
    try {
      // The connection is closed: before or after the headers arrive, the download fails instead of hanging.
      const outcome = await s.api("/api/enquiries.csv", { token: admin }).then(
        (res) =>
          res.text().then(
            () => "complete",
            () => "cut off",
          ),
        () => "cut off",
      );
      expect(outcome).toBe("cut off");
    } finally {
      spy.mockRestore();
    }
    expect((await s.api("/api/enquiries.csv", { token: admin })).status).toBe(200);
  });
});

describe("notes history, spam and CSV times", () => {
  let s: TestServer;
  let admin: string;
  let ids: string[];
  beforeAll(async () => {
    ({ s, admin, ids } = await inboxWith(["Notes Person", "Spam Person"].map((name) => ({ ...valid, name }))));
  });
  afterAll(() => s.close());

  it("appends each note sent as note (the old clients' field) with who and when; notes saved together all land", async () => {
    const put = async (json: unknown, token = admin) => {
      const res = await s.api(`/api/enquiries/${ids[0]}`, { method: "PUT", token, json });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Enquiry }).data;
    };
    const before = Date.now();
    await put({ note: "Called, no answer" });
    const data = await put({ status: "contacted", note: "Called again, sending the quote" });
    expect(data.status).toBe("contacted");
    expect(data.notes.map((n) => n.text)).toEqual(["Called, no answer", "Called again, sending the quote"]);
    for (const n of data.notes) {
      expect(n.by.email).toBe(ADMIN.email);
      expect(n.by.name).toBeTruthy();
      expect(Date.parse(n.at)).toBeGreaterThanOrEqual(before - 1000);
      expect(n.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    // Another admin's note names them.
    await s.services.users.add({ email: "second-admin@test.local", password: "second-admin-password-1", role: "admin", name: "Second Admin" });
    const login = await s.api("/api/auth/login", { method: "POST", json: { email: "second-admin@test.local", password: "second-admin-password-1" } });
    const token2 = ((await login.json()) as { token: string }).token;
    const third = await put({ note: "Quote accepted" }, token2);
    expect(third.notes.at(-1)).toMatchObject({ text: "Quote accepted", by: { name: "Second Admin", email: "second-admin@test.local" } });
    expect(third.notes).toHaveLength(3);
    // An empty note adds nothing; the status alone is kept.
    expect((await put({ note: "  " })).notes).toHaveLength(3);
    // The history is stored: read back.
    expect((await s.services.enquiryInbox.get(defined(ids[0]))).notes).toHaveLength(3);
    // Notes saved at the same moment all land in the history.
    await Promise.all(["a", "b", "c", "d"].map((t) => s.api(`/api/enquiries/${ids[0]}`, { method: "PUT", token: admin, json: { note: `Same time ${t}` } })));
    const all = (await s.services.enquiryInbox.get(defined(ids[0]))).notes.map((n) => n.text);
    expect(all).toHaveLength(7);
    expect(all.slice(3).sort()).toEqual(["Same time a", "Same time b", "Same time c", "Same time d"]);
  });

  it("hides spam from the list and the counts unless asked for with ?status=spam", async () => {
    const res = await s.api(`/api/enquiries/${ids[1]}`, { method: "PUT", token: admin, json: { status: "spam" } });
    expect(res.status).toBe(200);
    const list = (await (await s.api("/api/enquiries", { token: admin })).json()) as { data: Enquiry[]; total: number };
    expect(list.data.map((e) => e.id)).toEqual([ids[0]]);
    expect(list.total).toBe(1);
    const spam = (await (await s.api("/api/enquiries?status=spam", { token: admin })).json()) as { data: Enquiry[]; total: number };
    expect(spam.data.map((e) => e.id)).toEqual([ids[1]]);
    expect(defined(spam.data[0]).status).toBe("spam");
    const counts = (await (await s.api("/api/enquiries/counts", { token: admin })).json()) as { data: Record<string, number> };
    expect(counts.data).toMatchObject({ spam: 1, total: 1 });
    // The export follows the same rule.
    const csv = (await (await s.api("/api/enquiries.csv", { token: admin })).text()).trim().split("\n");
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(ids[0]);
    const spamCsv = (await (await s.api("/api/enquiries.csv?status=spam", { token: admin })).text()).trim().split("\n");
    expect(spamCsv).toHaveLength(2);
    expect(spamCsv[1]).toContain(ids[1]);
  });

  it("writes the CSV's times in India time, day first, as a spreadsheet in India reads them", async () => {
    const e = await s.services.enquiryInbox.get(defined(ids[0]));
    const ms = Date.parse(e.createdAt);
    const [date, time] = new Date(ms + 330 * 60_000).toISOString().slice(0, 16).split("T") as [string, string];
    const [year, month, day] = date.split("-");
    const india = `${day}/${month}/${year} ${time}`;
    const rows = (await (await s.api("/api/enquiries.csv", { token: admin })).text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    const header = defined(rows[0]).split(",");
    const row = rows.find((l) => l.startsWith(defined(ids[0])))!;
    expect(row.split(",")[header.indexOf("createdAt")]).toBe(india);
    // The note cell lists the history with India times and who.
    expect(row).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [^:]+: Called, no answer/);
  });
});
