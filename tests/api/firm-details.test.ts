// The firm's details reach every surface. A change of name, phone, e-mail and address through
// PUT /api/settings shows at once (the page cache drops the stored pages) in page titles, the footer, the
// JSON-LD, the legal copy, the feeds, the share cards (/og/...) and the e-mails, and the seed's values are gone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_TAG } from "../../src/server/http/cache-tags";
import { site as seed } from "../../src/shared/site";
import { defined } from "../fixtures/defined";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { smtpServer } from "../fixtures/smtp";
import { startSiteRender } from "../fixtures/ssr";

const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const next = {
  name: "Acme Filings India",
  phones: ["+91 90000 11111"],
  whatsappNumber: "+91 90000 11111",
  email: "hello@acme-filings.example",
  ownerFirm: "Acme Filings Private Limited",
  address: { street: "12 MG Road, Third Floor", locality: "Camp", city: "Pune", region: "Maharashtra", postalCode: "411001", country: "IN" },
};
const NEW_ADDRESS = "12 MG Road, Third Floor, Pune, Maharashtra 411001, India";
const SEED_VALUES = [seed.name, seed.phones[0]!, seed.email, seed.address.street];

/** A body without soft line breaks (quoted-printable wraps long lines with "=\r\n"). */
const unwrap = (raw: string) => raw.replace(/=\r?\n/g, "");

describe("the firm's stored details on every surface", () => {
  let s: TestServer;
  let base = "";
  const smtp = smtpServer();
  let close: () => Promise<void>;

  beforeAll(async () => {
    const port = await smtp.listen();
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: "enquiries@firm.example", ENQUIRY_MIN_FILL_SECONDS: "0" });
    const render = await startSiteRender(s.services);
    const pages = await servePages(s.services, render.render);
    base = pages.base;
    close = async () => {
      await pages.close();
      await render.close();
      await s.close();
      await smtp.close();
    };
  }, 60_000);
  afterAll(() => close());

  const get = (path: string) => fetch(base + path, { headers: { "user-agent": PHONE_UA, accept: "text/html" } });
  const text = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    // Without React's text separators, so a sentence reads as on the screen.
    return (await res.text()).replaceAll("<!-- -->", "");
  };
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  /** The JSON-LD blocks of a page, parsed. */
  const jsonLd = (html: string): unknown[] =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(defined(m[1])) as unknown);
  const footerOf = (html: string) => defined(/<footer[\s\S]*<\/footer>/.exec(html)?.[0]);
  const shareCard = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    // The card goes with its page's cache tags, `site` (the firm's details) among them.
    expect(res.headers.get("cache-tag")?.split(",")).toContain(SITE_TAG);
    return Buffer.from(await res.arrayBuffer());
  };

  it("shows the new name, phone, e-mail and address, not the seed's, once they are saved", async () => {
    // Before: the seed's details, and the pages are now stored in the page cache.
    const aboutBefore = await text("/about");
    expect(titleOf(aboutBefore)).toBe(`About Us | ${seed.name}`);
    const stored = await get("/about");
    await stored.arrayBuffer();
    expect(stored.headers.get("x-page-cache"), "/about is answered from the page cache").toBe("hit");
    expect(await text("/rss.xml")).toContain(`<title>${seed.name} Blog</title>`);
    const manifest = await get("/site.webmanifest");
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ name: seed.name, short_name: "CRD" });
    const cardBefore = await shareCard("/og/about.jpg");
    const cardOfTermsBefore = await shareCard("/og/terms-condition.jpg");

    const admin = await s.tokenFor("admin");
    const current = ((await (await s.api("/api/settings")).json()) as { data: Record<string, unknown> }).data;
    const res = await s.api("/api/settings", { method: "PUT", token: admin, json: { ...current, ...next } });
    expect(res.status).toBe(200);

    // The write dropped the stored pages (their `site` cache tag): /about is rendered again.
    const fresh = await get("/about");
    await fresh.arrayBuffer();
    expect(fresh.headers.get("x-page-cache")).not.toBe("hit");

    // Page titles (fixed pages and /about's heading), the footer and the JSON-LD.
    const about = await text("/about");
    expect(titleOf(about)).toBe(`About Us | ${next.name}`);
    expect(about).toContain(`About ${next.name}`);
    expect(about).toContain(`From our office in Pune, Maharashtra`);
    const footer = footerOf(about);
    for (const v of [next.name, next.phones[0]!, "tel:+919000011111", `mailto:${next.email}`, NEW_ADDRESS, `owned and managed by ${next.ownerFirm}`])
      expect(footer, v).toContain(v);
    const firm = jsonLd(about).find((d) => (d as { "@id"?: string })["@id"]?.endsWith("/#organization")) as Record<string, unknown> | undefined;
    expect(firm).toMatchObject({
      name: next.name,
      legalName: next.ownerFirm,
      email: next.email,
      telephone: next.phones[0],
      address: { streetAddress: next.address.street, addressLocality: "Pune", addressRegion: "Maharashtra", postalCode: "411001" },
    });
    for (const path of ["/contact-us", "/careers", "/sitemap", "/compliance-calendar", "/tools/gst-calculator", "/privacy-policy", "/terms-condition"]) {
      expect(titleOf(await text(path)), path).toMatch(new RegExp(` \\| ${next.name}$`));
    }

    // Descriptions that name the office.
    const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(descriptionOf(about)).toContain("our team in Pune,");
    expect(descriptionOf(await text("/contact-us"))).toContain("visit our office in Pune, Maharashtra.");
    expect(descriptionOf(await text("/careers"))).toContain("with our Pune team.");

    // The legal copy.
    const terms = await text("/terms-condition");
    expect(terms).toContain(`govern your use of the ${next.name} website`);
    expect(terms).toContain(`write to us at ${next.email} or call ${next.phones[0]}`);
    expect(terms).toContain(`Postal address: ${next.ownerFirm}, ${NEW_ADDRESS}.`);
    const privacy = await text("/privacy-policy");
    expect(privacy).toContain(`which owns and manages the ${next.name} website`);
    expect(privacy).toContain(`Postal address: ${next.ownerFirm}, ${NEW_ADDRESS}.`);
    for (const [path, html] of [
      ["/about", about],
      ["/terms-condition", terms],
      ["/privacy-policy", privacy],
      ["/careers", await text("/careers")],
    ] as const) {
      for (const old of SEED_VALUES) expect(html, `${path}: ${old}`).not.toContain(old);
    }

    // The feeds.
    const rss = await text("/rss.xml");
    expect(rss).toContain(`<title>${next.name} Blog</title>`);
    expect(rss).not.toContain(seed.name);
    const ics = await (await get("/compliance-calendar.ics")).text();
    expect(ics).toContain(`X-WR-CALNAME:${next.name}: compliance due dates`);
    expect(ics).not.toContain(seed.name);

    // The installable apps' names.
    expect(await (await get("/site.webmanifest")).json()).toMatchObject({ name: next.name, short_name: "AFI", start_url: "/" });
    expect(await (await get("/admin.webmanifest")).json()).toMatchObject({ name: `${next.name}: Staff`, short_name: "AFI Staff", scope: "/admin" });

    // The share cards are drawn again: other bytes than before, for every page.
    const card = await shareCard("/og/about.jpg");
    expect(card.equals(cardBefore)).toBe(false);
    expect((await shareCard("/og/terms-condition.jpg")).equals(cardOfTermsBefore)).toBe(false);
    // ... and kept: the same bytes when asked again.
    expect((await shareCard("/og/about.jpg")).equals(card)).toBe(true);
  });

  it("sends e-mails in the new details", async () => {
    const { data } = (await (await s.api("/api/send-message/token")).json()) as { data: { token: string } };
    const enquiry = { name: "Ravi Kumar", email: "ravi@example.in", phone: "9876543210", message: "Please call me about LLP registration", service: "LLP", city: "Pune" };
    const res = await s.api("/api/send-message", { method: "POST", json: { ...enquiry, formToken: data.token, source: "home-dialog", page: "/" } });
    expect(res.status).toBe(200);
    await s.services.enquiryDelivery.settled();
    const ack = smtp.received.find((m) => m.to.includes("ravi@example.in"));
    const raw = unwrap(defined(ack).raw);
    expect(raw).toMatch(new RegExp(`^Subject: Thank you for your enquiry \\| ${next.name}`, "m"));
    // No MAIL_FROM: the sender is the firm, by its stored name.
    expect(raw).toMatch(new RegExp(`^From: ${next.name} <no-reply@localhost>`, "m"));
    expect(raw).toContain(`Thank you for contacting ${next.name}.`);
    expect(raw).toContain(`Phone: ${next.phones[0]}`);
    for (const old of [seed.name, seed.phones[0]!]) expect(raw).not.toContain(old);
    const notification = unwrap(defined(smtp.received.find((m) => m.to.includes("enquiries@firm.example"))).raw);
    expect(notification).toContain(`Sent by the ${next.name} website.`);
    expect(notification).not.toContain(seed.name);
  });
});
