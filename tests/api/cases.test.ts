// Clients' cases end to end over HTTP: a paid order opens a case and its receipt carries the client's first
// sign-in link; the e-mailed link (no enumeration, single use, 15 minutes on the services' clock, a Continue
// that signs in); a client reaching only their own case and files (404 for another's); uploads typed by their
// bytes (a PNG named .pdf, a PDF with JavaScript, 10 MB + 1, text), stored encrypted; staff's review, stages,
// requests and access rules; the data download, erasure and the retention job on the clock.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseMessages } from "../../src/shared/case-messages";
import { startTestServer, type TestServer } from "../fixtures/server";
import { smtpServer } from "../fixtures/smtp";
import { defined } from "../fixtures/defined";

const DAY = 24 * 60 * 60 * 1000;
const buyer = { packageSlug: "pvt-ltd-registration-delhi", name: "Asha Verma", email: "asha@example.in", phone: "9876543210", state: "06" };

/** A message's text without quoted-printable soft line breaks, =3D decoded. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
const tokenIn = (raw: string) => /\/client\/login\?token=([\w-]{43})/.exec(plain(raw))?.[1];

const pdf = (body: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${body} >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** A small PNG of one colour. */
const pngOf = (size: number, background: string) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();

let ip = 0;
const fromNewAddress = () => ({ "x-forwarded-for": `198.51.100.${(ip++ % 250) + 1}` });

describe("clients' cases", () => {
  let s: TestServer;
  let admin: string;
  const smtp = smtpServer();

  beforeAll(async () => {
    const port = await smtp.listen();
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, TRUST_PROXY: "1", ENQUIRY_RATE_LIMIT: "1000" });
    admin = await s.tokenFor("admin");
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  /** The messages to `to` whose text matches `what`, once `count` have arrived (the sends follow the answers). */
  const mails = async (to: string, what: RegExp, count: number) => {
    const matching = () => smtp.received.filter((m) => m.to.includes(to) && what.test(m.raw));
    for (let i = 0; i < 200 && matching().length < count; i++) await new Promise((r) => setTimeout(r, 25));
    return matching();
  };

  /** A paid order (UPI confirmed by staff): its case opens in the paying transaction. */
  const paidOrder = async (who: Partial<typeof buyer> = {}) => {
    const res = await s.api("/api/orders", { method: "POST", json: { ...buyer, ...who }, headers: fromNewAddress() });
    const order = ((await res.json()) as { data: { id: string; reference: string } }).data;
    expect((await s.api(`/api/orders/${order.id}/confirm`, { method: "POST", json: { method: "upi" }, token: admin })).status).toBe(200);
    return order;
  };

  /** Signs a client in with a link's token: the Continue's POST; answers the cookie. */
  const signIn = async (token: string) => {
    const res = await s.api("/api/client/session", { method: "POST", json: { token } });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("client="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    return defined(cookie?.split(";")[0], "the client cookie");
  };
  const clientFor = async (email: string) => {
    const client = s.services.clients.byEmail(email)!;
    return signIn(new URL(s.services.clients.firstLink(client)).searchParams.get("token")!);
  };
  const upload = (reference: string, cookie: string, item: string, bytes: Buffer, name: string) => {
    const form = new FormData();
    form.set("item", item);
    form.set("file", new Blob([new Uint8Array(bytes)]), name);
    return s.api(`/api/client/cases/${reference}/documents`, { method: "POST", body: form, headers: { cookie, origin: s.url } });
  };
  type CaseView = {
    reference: string;
    stage: string;
    checklist: { id: string; label: string; status: string; reason?: string; document?: { id: string } }[];
    stages: { name: string; state: string }[];
  };
  const view = async (reference: string, cookie: string) => ((await (await s.api(`/api/client/cases/${reference}`, { headers: { cookie } })).json()) as { data: CaseView }).data;

  it("opens a case when an order is paid, with the package's stages and documents, and e-mails a first sign-in link with the receipt", async () => {
    const order = await paidOrder();
    const c = s.services.cases.get(order.reference);
    expect(c.orderId).toBe(order.id);
    expect(c.stages.map((st) => st.name)).toEqual(defined(s.services.storage.packages.find({ where: { slug: buyer.packageSlug } })[0]).steps.map((st) => st.name));
    expect(c.checklist.map((i) => i.label)).toContain("PAN card of each director");
    expect(c.waitingOn).toBe("client");
    const receipt = defined((await mails(buyer.email, /Payment received/, 1))[0], "the receipt");
    const token = tokenIn(receipt.raw);
    expect(token).toBeTruthy();
    const cookie = await signIn(token!);
    const listed = ((await (await s.api("/api/client/cases", { headers: { cookie } })).json()) as { data: { reference: string; stage: string; checklist: unknown[] }[] }).data;
    expect(listed).toEqual([expect.objectContaining({ reference: order.reference, stage: defined(c.stages[0]).name, checklist: expect.any(Array) })]);
    // The first sign-in recorded consent to the notice's version.
    expect(s.services.clients.byEmail(buyer.email)?.consent?.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers a link request the same for any address, sends only to a client, and a link works once, for 15 minutes", async () => {
    const before = smtp.received.length;
    for (const email of [buyer.email, "nobody@example.in"]) {
      const res = await s.api("/api/client/login", { method: "POST", json: { email }, headers: fromNewAddress() });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { sent: true } });
    }
    const linkMails = await mails(buyer.email, /sign-in link/, 1);
    expect(smtp.received.slice(before).some((m) => m.to.includes("nobody@example.in"))).toBe(false);
    const token = tokenIn(linkMails.at(-1)!.raw)!;
    await signIn(token);
    const again = await s.api("/api/client/session", { method: "POST", json: { token } });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe(caseMessages.linkInvalid);

    await s.api("/api/client/login", { method: "POST", json: { email: buyer.email }, headers: fromNewAddress() });
    const latest = tokenIn((await mails(buyer.email, /sign-in link/, 2)).at(-1)!.raw)!;
    s.clock.advance(15 * 60 * 1000 + 1000);
    expect((await s.api("/api/client/session", { method: "POST", json: { token: latest } })).status).toBe(400);
    expect((await s.api("/api/client/login", { method: "POST", json: { email: "not an address" } })).status).toBe(400);
  });

  it("lets a client reach only their own case and files: another's answers 404", async () => {
    const mine = await paidOrder({ email: "first@example.in" });
    const theirs = await paidOrder({ email: "second@example.in" });
    const me = await clientFor("first@example.in");
    const other = await clientFor("second@example.in");
    expect((await s.api(`/api/client/cases/${theirs.reference}`, { headers: { cookie: me } })).status).toBe(404);
    expect((await s.api(`/api/client/cases/${mine.reference}`)).status).toBe(401);
    const item = defined((await view(mine.reference, me)).checklist[0]).id;
    const png = await pngOf(8, "#fff");
    const up = await upload(mine.reference, me, item, png, "pan.png");
    expect(up.status).toBe(201);
    const doc = ((await up.json()) as { data: { id: string } }).data;
    expect((await s.api(`/api/client/cases/${mine.reference}/documents/${doc.id}`, { headers: { cookie: other } })).status).toBe(404);
    expect((await upload(theirs.reference, me, item, png, "x.png")).status).toBe(404);
    const own = await s.api(`/api/client/cases/${mine.reference}/documents/${doc.id}`, { headers: { cookie: me } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("cache-control")).toBe("no-store");
    // A staff session is not a client's.
    expect((await s.api(`/api/client/cases/${mine.reference}`, { token: admin })).status).toBe(401);
  });

  it("types uploads by their bytes, refuses active PDFs, 10 MB + 1 and other files, and stores them encrypted", async () => {
    const order = await paidOrder({ email: "types@example.in" });
    const cookie = await clientFor("types@example.in");
    const [a, b, c] = (await view(order.reference, cookie)).checklist.map((i) => i.id) as [string, string, string];
    const png = await pngOf(16, "#08f");
    const asPdf = await upload(order.reference, cookie, a, png, "pan.pdf");
    expect(asPdf.status).toBe(201);
    expect(((await asPdf.json()) as { data: { type: string; item: string; status: string } }).data).toMatchObject({ type: "image/png", item: a, status: "uploaded" });

    const js = await upload(order.reference, cookie, b, pdf("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"), "id.pdf");
    expect(js.status).toBe(422);
    expect(((await js.json()) as { error: string }).error).toBe(caseMessages.pdfActive);
    const big = await upload(order.reference, cookie, b, Buffer.alloc(10 * 1024 * 1024 + 1, 1), "big.pdf");
    expect(big.status).toBe(413);
    const txt = await upload(order.reference, cookie, b, Buffer.from("just some text"), "note.pdf");
    expect(txt.status).toBe(415);
    expect((await upload(order.reference, cookie, "no-such-item", png, "a.png")).status).toBe(400);

    const marker = Buffer.from("UNIQUE-MARKER-0123456789 clean pdf body");
    const clean = await upload(order.reference, cookie, c, Buffer.concat([pdf(""), marker]), "bill.pdf");
    expect(clean.status).toBe(201);
    const dir = path.join(s.dir, "data", "documents");
    const stored = await fs.readdir(dir);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const name of stored) {
      const bytes = await fs.readFile(path.join(dir, name));
      expect(bytes.includes(marker)).toBe(false);
      expect(bytes.includes(png.subarray(0, 16))).toBe(false);
    }
    expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
  });

  it("lets staff accept, reject with a reason the client sees, ask for more and move stages; an accepted document stays", async () => {
    const order = await paidOrder({ email: "review@example.in" });
    const cookie = await clientFor("review@example.in");
    const [a, b] = (await view(order.reference, cookie)).checklist.map((i) => i.id) as [string, string];
    const png = await pngOf(8, "#000");
    const docA = ((await (await upload(order.reference, cookie, a, png, "a.png")).json()) as { data: { id: string } }).data.id;
    const docB = ((await (await upload(order.reference, cookie, b, png, "b.png")).json()) as { data: { id: string } }).data.id;
    expect(s.services.cases.get(order.reference).waitingOn).toBe("firm");

    const post = (p: string, json: unknown = {}, token = admin) => s.api(`/api/cases/${order.reference}/${p}`, { method: "POST", json, token });
    expect((await post(`documents/${docA}/accept`)).status).toBe(200);
    expect((await post(`documents/${docB}/reject`, { reason: "The photo is blurred." })).status).toBe(200);
    const seen = await view(order.reference, cookie);
    expect(seen.checklist.find((i) => i.id === a)?.status).toBe("accepted");
    expect(seen.checklist.find((i) => i.id === b)).toMatchObject({ status: "rejected", reason: "The photo is blurred." });
    expect((await upload(order.reference, cookie, a, png, "again.png")).status).toBe(409);
    expect((await upload(order.reference, cookie, b, png, "b2.png")).status).toBe(201);

    expect((await post("requests", { label: "Partnership deed", hint: "Signed copy" })).status).toBe(200);
    expect((await view(order.reference, cookie)).checklist.at(-1)).toMatchObject({ label: "Partnership deed", status: "missing" });
    const advanced = await post("advance");
    expect(advanced.status).toBe(200);
    expect((await view(order.reference, cookie)).stages.slice(0, 2).map((st) => st.state)).toEqual(["done", "current"]);

    // Editors see no cases until an admin gives them access.
    const editor = await s.tokenFor("editor");
    expect((await s.api("/api/cases", { token: editor })).status).toBe(403);
    const editorId = s.services.users.findByEmail("editor@test.local")!.id;
    expect((await s.api(`/api/users/${editorId}`, { method: "PUT", json: { caseAccess: true }, token: admin })).status).toBe(200);
    const list = await s.api("/api/cases?waiting=client", { token: editor });
    expect(list.status).toBe(200);

    const log = ((await (await s.api("/api/activity?limit=50", { token: admin })).json()) as { data: { action: string; target: { type: string } }[] }).data;
    const actions = log.filter((e) => e.target.type === "case").map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["case-open", "document-upload", "document-accept", "document-reject", "document-request", "stage-advance"]));
  });

  it("gives the client their data, takes an erasure request, and erases all but the invoices", async () => {
    const order = await paidOrder({ email: "erase@example.in" });
    const cookie = await clientFor("erase@example.in");
    const item = defined((await view(order.reference, cookie)).checklist[0]).id;
    const png = await pngOf(8, "#f00");
    await upload(order.reference, cookie, item, png, "photo.png");
    await s.api(`/api/client/cases/${order.reference}/messages`, { method: "POST", json: { text: "Here is my photo." }, headers: { cookie, origin: s.url } });

    const exported = await s.api("/api/client/export", { headers: { cookie } });
    expect(exported.headers.get("content-disposition")).toMatch(/attachment/);
    const data = (await exported.json()) as { client: { email: string }; cases: { documents: { download: string }[]; messages: { text: string }[] }[] };
    expect(data.client.email).toBe("erase@example.in");
    const exportedCase = defined(data.cases[0]);
    expect(exportedCase.messages[0]?.text).toBe("Here is my photo.");
    expect(exportedCase.documents[0]?.download).toMatch(/^\/api\/client\/cases\/.+\/documents\//);

    expect((await s.api("/api/client/erasure", { method: "POST", headers: { cookie, origin: s.url } })).status).toBe(202);
    const requests = ((await (await s.api("/api/cases/erasure-requests", { token: admin })).json()) as { data: { id: string; email: string }[] }).data;
    const request = requests.find((r) => r.email === "erase@example.in")!;
    expect(request).toBeTruthy();
    const erased = await s.api(`/api/clients/${request.id}/erase`, { method: "POST", token: admin });
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as { data: { documents: number } }).data.documents).toBe(1);
    expect(s.services.clients.byEmail("erase@example.in")).toBeUndefined();
    expect((await s.api("/api/client/cases", { headers: { cookie } })).status).toBe(401);
    const c = s.services.cases.get(order.reference);
    expect(c.client).toEqual({ name: "Erased client", email: "", phone: "" });
    expect(c.documents).toEqual([]);
    expect(c.messages).toEqual([]);
    // The invoice stays, as tax law requires.
    expect(s.services.invoices.byNumber(s.services.orders.get(order.id).invoice!.number)).toBeTruthy();
  });

  it("erases a closed case's documents after the retention days, on the services' clock", async () => {
    const order = await paidOrder({ email: "retain@example.in" });
    const cookie = await clientFor("retain@example.in");
    const item = defined((await view(order.reference, cookie)).checklist[0]).id;
    const png = await pngOf(8, "#0f0");
    const doc = ((await (await upload(order.reference, cookie, item, png, "x.png")).json()) as { data: { id: string } }).data.id;
    await s.api(`/api/client/cases/${order.reference}/messages`, { method: "POST", json: { text: "Sent." }, headers: { cookie, origin: s.url } });
    const file = s.services.storage.caseDocuments.get(doc)!.file;
    expect((await s.api(`/api/cases/${order.reference}/close`, { method: "POST", json: {}, token: admin })).status).toBe(200);
    await s.services.cases.retain();
    expect(s.services.cases.get(order.reference).documents).toHaveLength(1);
    s.clock.advance(181 * DAY);
    expect((await s.services.cases.retain()).cases).toBeGreaterThanOrEqual(1);
    const after = s.services.cases.get(order.reference);
    expect(after.documents).toEqual([]);
    expect(after.messages).toEqual([]);
    expect(after.documentsErasedAt).toBeTruthy();
    await expect(fs.stat(path.join(s.dir, "data", "documents", file))).rejects.toThrow();
  });
});
