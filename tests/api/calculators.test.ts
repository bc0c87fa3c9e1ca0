// The calculators' staff-edited tables (/api/calculators/...) and the results their pages render on
// the server from the GET form (no JavaScript involved).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GstRate, IncorporationFee } from "../../src/shared/schemas/calculators";
import { calculatorMessages } from "../../src/shared/tool-messages";
import { startRenderer, type Renderer } from "../fixtures/ssr";
import { startTestServer, type TestServer } from "../fixtures/server";

/** The page's visible text, tags removed (React's comment markers too). */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("calculators", () => {
  let s: TestServer;
  let r: Renderer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.tokenFor("admin");
    r = await startRenderer(s.services);
  }, 60_000);
  afterAll(async () => {
    await r.close();
    await s.close();
  });

  /** An order made through POST /api/orders by a visitor who chose the state `state` (a GST code). */
  const orderIn = async (packageSlug: string, state: string) => {
    const res = await s.api("/api/orders", { method: "POST", json: { packageSlug, state, name: "Rohan Mehta", email: "rohan@example.in", phone: "9876543210" } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { governmentFee: number; total: number } }).data;
  };

  const page = async (path: string) => {
    const res = await r.render(path);
    return { status: res.status, text: textOf(await res.text()) };
  };

  it("seeds the GST rates in force since 22 September 2025", async () => {
    const res = await s.api("/api/calculators/gst-rates");
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { items: GstRate[]; updatedAt: string } };
    expect(data.items.map((i) => i.rate)).toEqual([0, 5, 18, 40, 3, 0.25]);
  });

  it("renders ?amount=1000&rate=18 on the server: 180 tax and 1,180 total, split into CGST and SGST", async () => {
    const { status, text } = await page("/tools/gst-calculator?amount=1000&rate=18");
    expect(status).toBe(200);
    expect(text).toContain("Total GST ₹180");
    expect(text).toContain("Total amount ₹1,180");
    expect(text).toContain("CGST (9%) ₹90");
    expect(text).toContain("SGST (9%) ₹90");
  });

  it("renders inclusive amounts, IGST and the call to action that carries the result into an enquiry", async () => {
    const res = await r.render("/tools/gst-calculator?amount=1%2C18%2C000&rate=18&mode=inclusive&supply=inter");
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain("Amount before GST ₹1,00,000");
    expect(text).toContain("IGST (18%) ₹18,000");
    expect(text).toContain("Total amount ₹1,18,000");
    expect(text).not.toContain("CGST (");
    expect(html).toMatch(/href="\/contact-us\?service=GST\+and\+compliance&amp;message=GST\+calculation/);
  });

  it("answers 400 with the problem for a bad amount or a rate not in the list", async () => {
    const bad = await page("/tools/gst-calculator?amount=abc&rate=18");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(calculatorMessages.amountInvalid);
    const rate = await page("/tools/gst-calculator?amount=1000&rate=12");
    expect(rate.status).toBe(400);
    expect(rate.text).toContain(calculatorMessages.rateInvalid);
    const blank = await page("/tools/gst-calculator");
    expect(blank.status).toBe(200);
  });

  it("uses the staff-edited rate list (a stale list is 409)", async () => {
    const { data } = (await (await s.api("/api/calculators/gst-rates")).json()) as { data: { updatedAt: string } };
    const put = (json: unknown) => s.api("/api/calculators/gst-rates", { method: "PUT", token: admin, json });
    const saved = await put({ rates: [{ rate: 12, label: "Old rate" }, { rate: 18 }], updatedAt: data.updatedAt });
    expect(saved.status).toBe(200);
    expect((await put({ rates: [{ rate: 5 }], updatedAt: data.updatedAt })).status).toBe(409);
    expect((await put({ rates: [{ rate: 5 }, { rate: 5 }] })).status).toBe(400);
    const { text } = await page("/tools/gst-calculator?amount=1000&rate=12");
    expect(text).toContain("Total amount ₹1,120");
  });

  it("answers a package card's link (an entity type, no state) with the form, that type chosen, and gives each its own title", async () => {
    const titles = new Set<string>();
    for (const entity of ["", "private-limited", "opc", "llp", "partnership", "proprietorship", "section-8"]) {
      const res = await r.render(`/tools/incorporation-cost${entity ? `?entity=${entity}` : ""}`);
      expect(res.status, entity).toBe(200);
      const html = await res.text();
      expect(textOf(html)).not.toContain(calculatorMessages.stateInvalid);
      if (entity) expect(html).toMatch(new RegExp(`<option value="${entity}" selected=""`));
      titles.add(/<title>([^<]*)<\/title>/.exec(html)![1]!);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
      expect(description.length, entity).toBeLessThanOrEqual(160);
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/tools\/incorporation-cost"/);
    }
    expect(titles.size).toBe(7);
    // With a state too, the title names it; an unknown state is still the form's error.
    expect(await (await r.render("/tools/incorporation-cost?entity=llp&state=Goa")).text()).toContain("<title>Limited liability partnership registration cost in Goa");
    expect((await page("/tools/incorporation-cost?entity=llp&state=Atlantis")).status).toBe(400);
  });

  it("adds the firm's package price, GST on it, government fees and stamp duty for an entity and state", async () => {
    const fees = ((await (await s.api("/api/calculators/incorporation-fees")).json()) as { data: { items: IncorporationFee[] } }).data.items;
    const delhi = fees.find((f) => f.entity === "private-limited" && f.state === "Delhi")!;
    const pkg = s.services.packages.listPublic().find((p) => p.slug === "pvt-ltd-registration-delhi")!;
    const { status, text } = await page("/tools/incorporation-cost?entity=private-limited&state=Delhi");
    expect(status).toBe(200);
    // GST at 18% on the package price only; none on the government fee and stamp duty.
    const total = pkg.price * 1.18 + delhi.governmentFee + delhi.stampDuty;
    expect(text).toContain(`Total ₹${total.toLocaleString("en-IN", { maximumFractionDigits: 2 })}`);
    // An order of the package from Delhi is charged that total.
    const ordered = await orderIn("pvt-ltd-registration-delhi", "07");
    expect(ordered.total).toBe(Math.round(total * 100));
    expect(text).toContain(`GST 18% on our fee ₹${(pkg.price * 0.18).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`);
    expect(text).toContain(`Stamp duty in Delhi (no GST) ₹${delhi.stampDuty.toLocaleString("en-IN")}`);

    // Staff change the table; the page follows.
    const { data } = (await (await s.api("/api/calculators/incorporation-fees")).json()) as { data: { updatedAt: string } };
    const saved = await s.api("/api/calculators/incorporation-fees", {
      method: "PUT",
      token: admin,
      json: { updatedAt: data.updatedAt, fees: [{ entity: "llp", state: "Goa", governmentFee: 1500, stampDuty: 250 }] },
    });
    expect(saved.status).toBe(200);
    const llpPrice = s.services.packages.listPublic().find((p) => p.slug === "llp-registration-delhi")!.price;
    const goa = await r.render("/tools/incorporation-cost?entity=llp&state=Goa");
    const html = await goa.text();
    expect(textOf(html)).toContain(`Total ₹${(llpPrice * 1.18 + 1750).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`);
    expect(html).toContain('href="/contact-us?service=Limited+Liability+Partnership');
    const gone = await page("/tools/incorporation-cost?entity=private-limited&state=Delhi");
    expect(gone.status).toBe(400);
    expect(gone.text).toContain(calculatorMessages.stateInvalid);
    // Orders follow the table: Goa's new figures for the LLP; a state no longer in it pays the package's estimate.
    expect((await orderIn("llp-registration-delhi", "30")).governmentFee).toBe(1750 * 100);
    expect((await orderIn("pvt-ltd-registration-delhi", "07")).governmentFee).toBe(pkg.governmentFee * 100);
  });

  it("refuses a bad table with 400 naming the field", async () => {
    const res = await s.api("/api/calculators/incorporation-fees", {
      method: "PUT",
      token: admin,
      json: { fees: [{ entity: "trust", state: "Goa", governmentFee: 1, stampDuty: 1 }] },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^Entity must be one of/);
  });
});
