// The Hindi contact page through the real site (page cache, guards, React Router render): its language, its
// versions' hreflang links, the no-JavaScript form in Hindi and the visitor's acknowledgement in Hindi.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { m } from "../../src/shared/i18n";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";
import { smtpServer } from "../fixtures/smtp";

type Smtp = ReturnType<typeof smtpServer>;
const hi = { locale: "hi" } as const;

/** The value of an <input name=...> of the page. */
const inputValue = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? "";
/** The <link rel="alternate" hreflang> tags of a page: hreflang → href. */
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/gi)].map(([, lang, href]) => [lang, href]));
/** A header's encoded words (=?UTF-8?B?...?= / Q) decoded. */
const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
/** A single-part message's subject and text, decoded (base64 or quoted-printable). */
function decodedMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s/g, ""), "base64")
      : encoding === "quoted-printable"
        ? Buffer.from(
            body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          )
        : Buffer.from(body, "utf8");
  return { subject: decodeWords(/^Subject: (.*)$/im.exec(head)?.[1] ?? ""), text: bytes.toString("utf8") };
}

describe("the contact page in Hindi", () => {
  let s: TestServer;
  let smtp: Smtp;
  let base = "";
  let origin = "";
  let close: () => Promise<void>;

  beforeAll(async () => {
    smtp = smtpServer();
    const port = await smtp.listen();
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: "office@firm.example", ENQUIRY_MIN_FILL_SECONDS: "0", ENQUIRY_RATE_LIMIT: "1000" });
    const render = await startSiteRender(s.services);
    const pages = await servePages(s.services, render.render);
    base = pages.base;
    origin = s.services.config.siteUrl;
    close = async () => {
      await pages.close();
      await render.close();
      await s.close();
      await smtp.close();
    };
  }, 60_000);
  afterAll(() => close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers: { accept: "text/html", ...headers }, redirect: "manual" });
  const page = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it("is Hindi from its path: <html lang=hi-IN>, the frame's words in Hindi, the form posting to itself", async () => {
    const html = await page("/hi/contact-us");
    expect(html).toMatch(/<html lang="hi-IN"/);
    for (const text of [
      m.contact_title({}, hi),
      m.contact_form_title({}, hi),
      m.frame_nav_home({}, hi),
      m.frame_quick_links({}, hi),
      m.frame_phone_bar({}, hi),
      m.contact_submit({}, hi),
    ])
      expect(html, text).toContain(text);
    expect(html).toContain('action="/hi/contact-us#enquiry"');
    expect(inputValue(html, "page")).toBe("/hi/contact-us");
    // The frame links to the page's Hindi version; the English page is untouched.
    expect(html).toContain('href="/hi/contact-us"');
    const english = await page("/contact-us");
    expect(english).toMatch(/<html lang="en-IN"/);
    expect(english).toContain("Send us a message");
    for (const text of [m.contact_title({}, hi), m.frame_nav_home({}, hi), m.frame_quick_links({}, hi)]) expect(english, text).not.toContain(text);
  });

  it("links both versions to each other with absolute hreflang alternates, x-default the English page", async () => {
    const expected = { "en-IN": `${origin}/contact-us`, "hi-IN": `${origin}/hi/contact-us`, "x-default": `${origin}/contact-us` };
    expect(alternatesOf(await page("/contact-us"))).toEqual(expected);
    expect(alternatesOf(await page("/hi/contact-us"))).toEqual(expected);
    // A query string is not part of the alternates.
    expect(alternatesOf(await page("/contact-us?service=LLP"))).toEqual(expected);
  });

  it("offers the other version in the header, named in its own language, without the request's query (a cached page holds none)", async () => {
    const english = await page("/contact-us?service=LLP");
    expect(english).toMatch(/<a href="\/hi\/contact-us" lang="hi-IN" hrefLang="hi-IN"[^>]*>हिंदी<\/a>/);
    // A cached page's switch carries nothing of the visitor's request.
    expect(await page("/about?utm_source=alphavisitor")).not.toContain("alphavisitor");
    const hindi = await page("/hi/contact-us");
    expect(hindi).toMatch(/<a href="\/contact-us" lang="en-IN" hrefLang="en-IN"[^>]*>English<\/a>/);
  });

  it("has no hreflang and no language switch on a page in English only, and no /hi/ address for it", async () => {
    const careers = await page("/careers");
    expect(alternatesOf(careers)).toEqual({});
    expect(careers).not.toContain('data-testid="language-switch"');
    const missing = await get("/hi/careers");
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toMatch(/<html lang="hi-IN"/);
    expect(html).toContain(m.frame_not_found_title({}, hi));
    expect(alternatesOf(html)).toEqual({});
  });

  it("never redirects by Accept-Language: /contact-us stays English for a Hindi browser", async () => {
    const res = await get("/contact-us", { "accept-language": "hi-IN,hi;q=0.9" });
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.text()).toMatch(/<html lang="en-IN"/);
  });

  const post = (path: string, fields: Record<string, string>) =>
    fetch(base + path, { method: "POST", body: new URLSearchParams(fields), headers: { accept: "text/html", origin: base }, redirect: "manual" });

  it("answers a bad field of the form without JavaScript in Hindi, on the Hindi page", async () => {
    const html = await page("/hi/contact-us");
    const res = await post("/hi/contact-us", {
      name: "रवि",
      email: "not-an-address",
      phone: "98110",
      message: "",
      page: "/hi/contact-us",
      formToken: inputValue(html, "formToken"),
    });
    expect(res.status).toBe(400);
    const answer = await res.text();
    expect(answer).toMatch(/<html lang="hi-IN"/);
    for (const text of [m.contact_invalid_email({}, hi), m.contact_invalid_phone({}, hi), m.contact_field_required({}, hi)]) expect(answer, text).toContain(text);
    expect(answer).not.toContain("Please enter a valid email address.");
    expect((await s.services.enquiryInbox.list()).total).toBe(0);
  });

  it("stores a good one from the Hindi page, shows the Hindi success and thanks the visitor in Hindi (staff's copy in English)", async () => {
    const html = await page("/hi/contact-us");
    const res = await post("/hi/contact-us", {
      name: "Ravi Kumar",
      email: "ravi@example.in",
      phone: "9876543210",
      message: "मुझे प्राइवेट लिमिटेड कंपनी रजिस्ट्रेशन करवाना है",
      source: "contact-page",
      page: inputValue(html, "page"),
      formToken: inputValue(html, "formToken"),
    });
    expect(res.status).toBe(302);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(/^\/hi\/contact-us\?sent=[0-9a-f-]{36}#enquiry$/);
    const success = await page(location.replace(/#.*/, ""));
    expect(success).toMatch(/<html lang="hi-IN"/);
    expect(success).toContain(m.contact_success({}, hi));
    expect(success).toContain(m.contact_next_steps({}, hi));

    const [stored] = (await s.services.enquiryInbox.list()).data;
    expect(stored).toMatchObject({ page: "/hi/contact-us", email: "ravi@example.in" });
    await s.services.enquiryDelivery.settled();
    const ack = smtp.received.find((r) => r.to.includes("ravi@example.in"));
    expect(ack).toBeDefined();
    const mail = decodedMail(ack!.raw);
    const firm = s.services.settings.firm().name;
    expect(mail.subject).toBe(m.mail_ack_subject({ firm }, hi));
    expect(mail.text).toContain(m.mail_ack_dear({ name: "Ravi" }, hi));
    expect(mail.text).toContain(m.mail_ack_thanks({ firm }, hi));
    expect(mail.text).not.toContain("Thank you for contacting");
    const staff = smtp.received.find((r) => r.to.includes("office@firm.example"));
    expect(decodedMail(staff!.raw).subject).toBe("New enquiry from Ravi Kumar");
  });
});
