// The calculators and the compliance calendar in Hindi (/hi/...), rendered on the server from the same routes as
// the English pages: Hindi text, results in rupees with Indian grouping, Hindi due dates with English form names.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpServer } from "../fixtures/smtp";
import { startRenderer, startSiteRender, type Renderer } from "../fixtures/ssr";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";

/** The page's visible text, tags removed (React's comment markers too). */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const metaOf = (html: string, attr: string) => new RegExp(`<meta ${attr} content="([^"]*)"`).exec(html)?.[1] ?? "";
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? "";
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>);

describe("the tools in Hindi", () => {
  let s: TestServer;
  let r: Renderer;
  beforeAll(async () => {
    s = await startTestServer();
    r = await startRenderer(s.services);
  }, 60_000);
  afterAll(async () => {
    await r.close();
    await s.close();
  });

  const page = async (path: string) => {
    const res = await r.render(path);
    const html = await res.text();
    return { status: res.status, html, text: textOf(html) };
  };

  it("serves /hi/tools/gst-calculator in Hindi with its result in rupees, Indian grouping and Latin digits", async () => {
    const { status, html, text } = await page("/hi/tools/gst-calculator?amount=123456&rate=18");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>जीएसटी कैलकुलेटर<\/h1>/);
    expect(text).toContain("18% की दर पर नतीजा");
    expect(text).toContain("जीएसटी से पहले की राशि ₹1,23,456");
    expect(text).toContain("CGST (9%) ₹11,111.04");
    expect(text).toContain("कुल जीएसटी ₹22,222.08");
    expect(text).toContain("कुल राशि ₹1,45,678.08");
    expect(text).toContain("18% (स्टैंडर्ड दर)");
    expect(text).toContain("राज्य के भीतर (CGST + SGST)");
    // Its head: a Hindi title of at most 60 characters, a Hindi description, the Hindi address as canonical.
    const title = titleOf(html);
    expect(title).toMatch(/^जीएसटी कैलकुलेटर/);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(metaOf(html, 'name="description"')).toMatch(/^किसी भी राशि पर/);
    expect(canonicalOf(html)).toMatch(/\/hi\/tools\/gst-calculator$/);
    // The structured data in Hindi: the calculator (inLanguage hi-IN) and the breadcrumbs.
    const app = jsonLd(html).find((d) => d["@type"] === "WebApplication");
    expect(app).toMatchObject({ name: "जीएसटी कैलकुलेटर", inLanguage: "hi-IN" });
    expect(String(app?.url)).toMatch(/\/hi\/tools\/gst-calculator$/);
    expect(JSON.stringify(jsonLd(html).find((d) => d["@type"] === "BreadcrumbList"))).toContain("होम");
    // The form stays on the Hindi page; the enquiry carries the result in Hindi.
    expect(html).toContain('action="/hi/tools/gst-calculator"');
    expect(decodeURIComponent(/href="(\/hi\/contact-us\?[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&").replace(/\+/g, " ") ?? "")).toContain(
      "जीएसटी गणना: ₹1,23,456 + 18% जीएसटी ₹22,222.08 = ₹1,45,678.08",
    );
  });

  it("says the GST calculator's problems in Hindi (400)", async () => {
    const bad = await page("/hi/tools/gst-calculator?amount=abc&rate=18");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("राशि रुपयों में लिखें, जैसे 1000 या 1,250.50।");
    const rate = await page("/hi/tools/gst-calculator?amount=1000&rate=7");
    expect(rate.status).toBe(400);
    expect(rate.text).toContain("सूची में दी गई जीएसटी दरों में से एक चुनें।");
  });

  it("keeps the English GST calculator as it was", async () => {
    const { status, html, text } = await page("/tools/gst-calculator?amount=123456&rate=18");
    expect(status).toBe(200);
    expect(text).toContain("Result at 18%");
    expect(text).toContain("Total amount ₹1,45,678.08");
    expect(titleOf(html)).toMatch(/^GST Calculator/);
    expect(html).not.toContain("जीएसटी");
    expect(jsonLd(html).find((d) => d["@type"] === "WebApplication")).not.toHaveProperty("inLanguage");
  });

  it("serves /hi/tools/incorporation-cost in Hindi: the whole cost for a state, Hindi state and entity names", async () => {
    const { status, html, text } = await page("/hi/tools/incorporation-cost?entity=private-limited&state=Delhi");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>कंपनी रजिस्ट्रेशन खर्च कैलकुलेटर<\/h1>/);
    expect(text).toContain("दिल्ली में प्राइवेट लिमिटेड कंपनी");
    expect(text).toContain("कुल खर्च ₹12,949.82");
    expect(text).toContain("सरकारी फीस (इस पर जीएसटी नहीं) ₹1,131");
    expect(text).toContain("दिल्ली में स्टाम्प ड्यूटी (इस पर जीएसटी नहीं) ₹1,200");
    expect(text).toContain("18% जीएसटी सिर्फ़ हमारी प्रोफेशनल फीस पर लगता है।");
    // The figures' date as people in India write it, in Hindi.
    expect(text).toMatch(/सरकारी फीस और स्टाम्प ड्यूटी \d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|अक्तूबर|नवंबर|दिसंबर) \d{4} की स्थिति के अनुसार।/);
    expect(titleOf(html)).toMatch(/^दिल्ली में प्राइवेट लिमिटेड कंपनी रजिस्ट्रेशन का खर्च/);
    expect(canonicalOf(html)).toMatch(/\/hi\/tools\/incorporation-cost$/);
    // The state's option keeps its value (the table's name) and shows the Hindi name.
    expect(html).toMatch(/<option value="Uttar Pradesh"[^>]*>उत्तर प्रदेश<\/option>/);
    // The English page is unchanged.
    const en = await page("/tools/incorporation-cost?entity=private-limited&state=Delhi");
    expect(en.text).toContain("Private limited company in Delhi");
    expect(en.text).toContain("Total ₹12,949.82");
    expect(en.html).not.toContain("खर्च");
    expect(en.html).not.toContain("दिल्ली");
  });

  it("answers the Hindi incorporation-cost form's problems and prompt in Hindi", async () => {
    const bad = await page("/hi/tools/incorporation-cost?entity=llp&state=Atlantis");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("सूची में से राज्य चुनें।");
    const chosen = await page("/hi/tools/incorporation-cost?entity=llp");
    expect(chosen.status).toBe(200);
    expect(chosen.text).toContain("लिमिटेड लायबिलिटी पार्टनरशिप (LLP) के लिए हमारी फीस");
    expect(titleOf(chosen.html)).toMatch(/^लिमिटेड लायबिलिटी पार्टनरशिप \(LLP\) रजिस्ट्रेशन का खर्च/);
  });

  it("serves /hi/compliance-calendar in Hindi: Hindi months, weekdays and due dates, English form names", async () => {
    const { status, html, text } = await page("/hi/compliance-calendar?month=2026-11");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>कंप्लायंस ड्यू डेट कैलेंडर<\/h1>/);
    expect(text).toContain("नवंबर 2026 की ड्यू डेट");
    expect(text).toContain("अक्टूबर का GSTR-3B (सारांश रिटर्न और टैक्स भुगतान), मासिक रिटर्न भरने वालों के लिए");
    expect(text).toContain("वित्त वर्ष 2025-26 के लिए कंपनियों का वार्षिक रिटर्न");
    expect(text).toContain("AGM के 60 दिन के भीतर।");
    expect(text).toContain("मदद लें: जीएसटी और कंप्लायंस");
    expect(text).toContain("किनके लिए: जीएसटी रजिस्टर्ड");
    // 20 November 2026 is a Friday.
    expect(html).toMatch(/<time dateTime="2026-11-20"[^>]*><span[^>]*>शुक्र<\/span><span[^>]*>20<\/span><\/time>/);
    for (const form of ["GSTR-3B", "GSTR-1", "MGT-7", "Challan ITNS 281"]) expect(text).toContain(form);
    expect(canonicalOf(html)).toMatch(/\/hi\/compliance-calendar$/);
    // Its links stay in Hindi: the filter, the months.
    expect(html).toContain('action="/hi/compliance-calendar"');
    expect(html).toContain('href="/hi/compliance-calendar?month=2026-12"');
    // A staff-written due date without a Hindi version shows as written.
    expect(text).not.toContain("monthly filers");
  });

  it("titles the Hindi calendar in Hindi: this month's page, and another month's by its Hindi name", async () => {
    const current = s.services.complianceCalendar.currentMonth();
    const other = current === "2026-12" ? "2026-10" : "2026-12";
    const thisMonth = await page("/hi/compliance-calendar");
    expect(titleOf(thisMonth.html)).toMatch(/^कंप्लायंस कैलेंडर: GST, TDS, ROC की ड्यू डेट/);
    expect(titleOf(thisMonth.html).length).toBeLessThanOrEqual(60);
    expect(metaOf(thisMonth.html, 'name="description"')).toMatch(/^इस महीने की GST, TDS/);
    const another = await page(`/hi/compliance-calendar?month=${other}`);
    expect(titleOf(another.html)).toMatch(other === "2026-12" ? /^दिसंबर 2026 की ड्यू डेट/ : /^अक्टूबर 2026 की ड्यू डेट/);
  });

  it("keeps the English calendar as it was", async () => {
    const { text, html } = await page("/compliance-calendar?month=2026-11");
    expect(text).toContain("Due dates in November 2026");
    expect(text).toContain("GSTR-3B (summary return and tax) for October, monthly filers");
    expect(text).toContain("Get help: GST and compliance");
    expect(html).toContain('href="/compliance-calendar?month=2026-12"');
    expect(html).not.toContain("ड्यू डेट");
    expect(html).not.toContain("जीएसटी");
  });
});

describe("the Hindi calendar's reminder sign-up (a form posted without JavaScript)", () => {
  const smtp = smtpServer();
  let s: TestServer;
  let site: Awaited<ReturnType<typeof servePages>>;
  let renderer: Awaited<ReturnType<typeof startSiteRender>>;
  beforeAll(async () => {
    const port = await smtp.listen();
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Reminders <reminders@firm.example>" });
    renderer = await startSiteRender(s.services);
    site = await servePages(s.services, renderer.render);
  }, 60_000);
  afterAll(async () => {
    await site.close();
    await renderer.close();
    await s.close();
    await smtp.close();
  });

  const post = (fields: [string, string][]) =>
    fetch(`${site.base}/hi/compliance-calendar`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.base },
      redirect: "manual",
    });

  it("lands back on the Hindi page, which says in Hindi to confirm by e-mail", async () => {
    const res = await post([
      ["email", "meera@example.in"],
      ["appliesTo", "gst"],
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/hi/compliance-calendar?reminders=requested#reminders");
    const page = await fetch(`${site.base}/hi/compliance-calendar?reminders=requested`);
    expect(textOf(await page.text())).toContain("धन्यवाद। अपने रिमाइंडर कन्फ़र्म करने के लिए कृपया वह लिंक खोलें जो हमने आपको ईमेल किया है।");
    expect(smtp.received.some((m) => m.to.includes("meera@example.in"))).toBe(true);
  });

  it("answers a wrong address in Hindi (400), keeping what was typed", async () => {
    const res = await post([
      ["email", "not-an-address"],
      ["appliesTo", "company"],
    ]);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(textOf(html)).toContain("सही ईमेल पता लिखें और कम से कम एक विकल्प चुनें।");
    expect(html).toContain('value="not-an-address"');
  });
});
