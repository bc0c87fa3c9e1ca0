// The firm's registration and numbers in /admin/settings: the CIN (or an LLP's LLPIN) and the GSTIN checked,
// landlines with their STD code accepted ("011 4567 8901") and stored normalised, shown as +91 tel: links and in
// the footer, the JSON-LD and the tax invoice; a refused save of the form without JavaScript shows each error under
// its field, the first one focused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";

type Settings = Record<string, unknown> & { updatedAt: string; phones: string[] };

describe("the firm's CIN, GSTIN and phone numbers", () => {
  let s: TestServer;
  let site: Awaited<ReturnType<typeof servePages>>;
  let render: Awaited<ReturnType<typeof startSiteRender>>;
  let admin: string;

  beforeAll(async () => {
    s = await startTestServer();
    render = await startSiteRender(s.services);
    site = await servePages(s.services, render.render);
    admin = await s.tokenFor("admin");
  }, 120_000);
  afterAll(async () => {
    await site.close();
    await render.close();
    await s.close();
  });

  const read = async () => ((await (await s.api("/api/settings", { token: admin })).json()) as { data: Settings }).data;
  const put = (json: Record<string, unknown>) => s.api("/api/settings", { method: "PUT", token: admin, json });

  it('accepts a Delhi landline as typed, "011 4567 8901", and the other ways of writing Indian numbers, stored in one format', async () => {
    const current = await read();
    const res = await put({ ...current, phones: ["011 4567 8901", "0129-2345678", "+91 11 4567 8901", "98110-45632"], whatsappNumber: "098110 45632" });
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as { data: Settings }).data;
    expect(saved.phones).toEqual(["+91 11 4567 8901", "+91 129 234 5678", "+91 11 4567 8901", "+91 98110 45632"]);
    expect(saved.whatsappNumber).toBe("+91 98110 45632");
  });

  it("shows the numbers as dialable +91 links in the header, footer and contact page, and the JSON-LD telephone with +91", async () => {
    const html = (await (await fetch(`${site.base}/contact-us`)).text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<a href="tel:\+911145678901"[^>]*>\+91 11 4567 8901<\/a>/);
    expect(html).toMatch(/<a href="tel:\+911292345678"[^>]*>\+91 129 234 5678<\/a>/);
    // Every tel: link dials +91 and 10 digits.
    const tels = [...html.matchAll(/href="tel:([^"]*)"/g)].map((m) => m[1]);
    expect(tels.length).toBeGreaterThan(3);
    for (const t of tels) expect(t).toMatch(/^\+91\d{10}$/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>);
    const firm = ld.find((l) => String(l["@id"]).endsWith("/#organization"));
    expect(firm?.telephone).toBe("+91 11 4567 8901");
  });

  it("refuses a landline for WhatsApp, a wrong CIN, LLPIN or GSTIN, with 400 naming each field", async () => {
    const current = await read();
    const res = await put({ ...current, whatsappNumber: "011 4567 8901", cin: "U74999DL2018PTC12345", llpin: "AB-1234", gstin: "06AAHCV4821K1Z5" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: { path: string; message: string }[] };
    expect(body.fields.map((f) => f.path)).toEqual(["whatsappNumber", "cin", "llpin", "gstin"]);
    expect(body.fields[1]?.message).toBe("CIN must be the 21-character CIN on the certificate of incorporation, such as U74999DL2018PTC123456");
    expect(body.fields[2]?.message).toBe("LLPIN must be the LLPIN on the certificate of incorporation, such as AAB-1234");
    expect(body.fields[3]?.message).toMatch(/^GSTIN /);
    expect((await read()).updatedAt).toBe(current.updatedAt);
  });

  it("keeps a CIN typed in lower case with spaces as the 21 characters, and shows it in the footer and the firm's JSON-LD", async () => {
    const current = await read();
    const res = await put({ ...current, cin: "u74999 dl2018 ptc123456" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Settings }).data.cin).toBe("U74999DL2018PTC123456");
    const html = (await (await fetch(`${site.base}/about`)).text()).replaceAll("<!-- -->", "");
    expect(/<footer[\s\S]*<\/footer>/.exec(html)?.[0]).toContain("CIN: U74999DL2018PTC123456");
    expect(html).toContain('"identifier":{"@type":"PropertyValue","propertyID":"CIN","value":"U74999DL2018PTC123456"}');
  });

  it("/admin/settings without JavaScript: a bad CIN comes back in the form with its error under the field, described by it and focused", async () => {
    const current = await read();
    const fields: [string, string][] = [
      ["body.updatedAt", current.updatedAt],
      ["body.name", String(current.name)],
      ["body.topBarTitle", String(current.topBarTitle)],
      ["body.ownerFirm", String(current.ownerFirm)],
      ["body.cin", "U74999DL2018PTC12"],
      ["body.tagline", String(current.tagline)],
      ["body.homeStat", String(current.homeStat)],
      ["body.phones", "011 4567 8901\r\n9811045632"],
      ["body.whatsappNumber", "9811045632"],
      ["body.address.postalCode", "12100"],
    ];
    const res = await fetch(`${site.base}/admin/settings`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.base, cookie: `session=${admin}` },
      redirect: "manual",
    });
    expect(res.status).toBe(200);
    const html = (await res.text()).replaceAll("<!-- -->", "");
    const input = (name: string) => new RegExp(`<input[^>]*name="${name.replace(/\./g, "\\.")}"[^>]*>`).exec(html)?.[0] ?? "";
    const cin = input("body.cin");
    expect(cin).toContain('aria-invalid="true"');
    expect(cin).toContain("autofocus");
    const describedBy = /aria-describedby="([^"]*)"/.exec(cin)?.[1]?.split(" ") ?? [];
    const errorId = describedBy.find((d) => d.endsWith("-error"));
    expect(html).toMatch(new RegExp(`<p id="${errorId}"[^>]*>CIN must be the 21-character CIN on the certificate of incorporation, such as U74999DL2018PTC123456</p>`));
    // The second invalid field is marked but not focused; what was typed is kept.
    const pin = input("body.address.postalCode");
    expect(pin).toContain('aria-invalid="true"');
    expect(pin).not.toContain("autofocus");
    expect(pin).toContain('value="12100"');
    expect(html).toContain("PIN code must be a 6-digit PIN code");
    expect((await read()).updatedAt).toBe(current.updatedAt);
  });

  it("prints the CIN on a tax invoice issued once it is set", async () => {
    // The invoices service copies the firm's details into each invoice it issues (never edited later).
    const firm = s.services.settings.firm();
    expect(firm.cin).toBe("U74999DL2018PTC123456");
    const order = await s.api("/api/orders", {
      method: "POST",
      json: { packageSlug: "pvt-ltd-registration-delhi", name: "Asha", email: "asha@example.in", phone: "9876543210", state: "06" },
    });
    expect(order.status).toBe(201);
    const { id } = ((await order.json()) as { data: { id: string } }).data;
    expect((await s.api(`/api/orders/${id}/confirm`, { method: "POST", token: admin, json: { method: "bank", utr: "HDFC123" } })).status).toBe(200);
    const invoice = s.services.storage.invoices.find({ where: { order_id: id } })[0];
    expect(invoice?.firm).toMatchObject({ cin: "U74999DL2018PTC123456", phone: "+91 11 4567 8901" });
  });
});
