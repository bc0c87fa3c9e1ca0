// Package includes, excludes and steps, the package page's timeline and scope, the refund
// policy link, and testimonials on the home page and the service page they are tagged with.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../fixtures/server";
import { startRenderer, type Renderer } from "../fixtures/ssr";

type Pkg = { id: string; slug: string; title: string; description: string; features: string[]; price: number; originalPrice: number; duration: string; updatedAt: string };

describe("package details and testimonials on pages", () => {
  let s: TestServer;
  let renderer: Renderer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.tokenFor("admin");
    renderer = await startRenderer(s.services);
  }, 120_000);
  afterAll(async () => {
    await renderer.close();
    await s.close();
  });

  const page = async (path: string) => (await renderer.render(path)).text();
  const llp = async () => {
    const { data } = (await (await s.api("/api/packages", { token: admin })).json()) as { data: Pkg[] };
    const found = data.find((p) => p.slug === "llp-registration-delhi");
    if (!found) throw new Error("seed LLP package missing");
    return found;
  };
  const put = async (over: Record<string, unknown>) => {
    const p = await llp();
    const { id: _id, updatedAt: _u, ...rest } = p;
    return s.api(`/api/packages/${p.id}`, { method: "PUT", json: { ...rest, ...over }, token: admin });
  };

  it("seed packages come with includes, excludes and steps", async () => {
    const { data } = (await (await s.api("/api/packages")).json()) as { data: { includes: string[]; excludes: string[]; steps: unknown[] }[] };
    for (const p of data) {
      expect(p.includes.length).toBeGreaterThan(0);
      expect(p.excludes.length).toBeGreaterThan(0);
      expect(p.steps.length).toBeGreaterThan(0);
    }
  });

  it("an admin saves includes, excludes and steps (blank points dropped); bad steps answer 400 naming the field", async () => {
    const steps = [
      { name: "Name approval (RUN-LLP)", days: 3 },
      { name: "FiLLiP filed", days: 2 },
    ];
    const res = await put({ includes: ["Two DSCs", ""], excludes: ["Stamp duty"], steps });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({ includes: ["Two DSCs"], excludes: ["Stamp duty"], steps });
    for (const [bad, error] of [
      [{ steps: [{ name: "", days: 1 }] }, /^Steps\.0\.name is required|^Steps 0 name is required|name is required/i],
      [{ steps: [{ name: "Filing", days: 1.5 }] }, /days must be a whole number of days/i],
      [{ steps: [{ name: "Filing", days: -1 }] }, /days must not be negative/i],
      [{ steps: [{ name: "Filing" }] }, /days is required/i],
      [{ includes: "Two DSCs" }, /^Includes must be a list/],
    ] as const) {
      const r = await put(bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(((await r.json()) as { error: string }).error).toMatch(error);
    }
  });

  it("the package page shows what is included and not, the step timeline and the refund policy link", async () => {
    await put({
      includes: ["Two DSCs"],
      excludes: ["Stamp duty"],
      steps: [
        { name: "Name approval (RUN-LLP)", days: 3 },
        { name: "FiLLiP filed", days: 2 },
      ],
    });
    const html = await page("/llp-registration-delhi");
    expect(html).toContain('data-testid="step-timeline"');
    expect(html).toContain("Name approval (RUN-LLP)");
    expect(html).toContain("About 5 working days in all");
    expect(html).toContain("Stamp duty");
    expect(html).toMatch(/href="\/refund-policy"/);
  });

  it("FAQPage markup holds exactly the questions the page shows; the firm is AccountingService/LegalService, no ProfessionalService", async () => {
    const html = await page("/llp-registration-delhi");
    const decode = (t: string) =>
      t
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
    // The page's own questions: the <summary> elements of its main content (the header's menus are <details> too).
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const visible = [...main.matchAll(/<summary[^>]*>([^<]+)</g)].map((m) => decode(m[1] ?? "").trim());
    expect(visible.length).toBeGreaterThan(0);
    const faq = /"@type":"FAQPage","mainEntity":(\[.*?\])\}<\/script>/.exec(html)?.[1];
    expect((JSON.parse(faq ?? "[]") as { name: string }[]).map((q) => q.name)).toEqual(visible);
    expect(html).not.toContain("ProfessionalService");
    expect(html).toContain('"@type":["AccountingService","LegalService"]');
    // A page without visible questions has no FAQPage.
    expect(await page("/team")).not.toContain("FAQPage");
  });

  it("a published testimonial shows on the home page and on its tagged service page only; a draft nowhere; no rating markup", async () => {
    const create = (json: Record<string, unknown>) => s.api("/api/testimonials", { method: "POST", token: admin, json });
    const base = { quote: "Nine days from documents to certificate.", name: "Rahul Verma", role: "Founder, Acme Foods", city: "Faridabad", consentDate: "2026-10-02" };
    expect((await create({ ...base, service: "llp-registration-delhi", status: "published" })).status).toBe(201);
    expect((await create({ ...base, quote: "A draft quote nobody sees.", service: "llp-registration-delhi", status: "draft" })).status).toBe(201);
    const home = await page("/");
    const llpPage = await page("/llp-registration-delhi");
    const other = await page("/opc-registration-delhi");
    for (const html of [home, llpPage]) {
      expect(html).toContain("Nine days from documents to certificate.");
      expect(html).toContain("Founder, Acme Foods, Faridabad");
      expect(html).not.toContain("A draft quote nobody sees.");
      expect(html).not.toMatch(/"@type":"(Review|AggregateRating|Rating)"/);
    }
    expect(other).not.toContain("Nine days from documents to certificate.");
  });

  it("the firm's Google Business Profile, once set, is linked from the footer and is the firm's map", async () => {
    const { updatedAt: _u, updatedBy: _b, ...firm } = s.services.storage.settings.find()[0]!;
    const url = "https://g.page/r/company-registration-delhi";
    const res = await s.api("/api/settings", { method: "PUT", token: admin, json: { ...firm, googleBusinessProfile: url } });
    expect(res.status, await res.clone().text()).toBe(200);
    const html = await page("/about");
    expect(html).toContain(`href="${url}"`);
    expect(html).toContain(`"hasMap":"${url}"`);
  });
});
