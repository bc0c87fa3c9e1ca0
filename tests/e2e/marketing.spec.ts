// Marketing pages: every internal link answers 200 with its own title, the services tab bar, packages, cities.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { jsonLdBlocks } from "./public-pages";

const SPEC_ROUTES = [
  "/",
  "/contact-us",
  "/blog",
  "/careers",
  "/about",
  "/privacy-policy",
  "/terms-condition",
  "/sitemap",
  "/llp",
  "/private-limited",
  "/opc",
  "/partnership-firm",
  "/resources",
  "/offer",
  "/news",
  "/largest-banks-in-india",
  "/hdfc-netbanking",
  "/maintenance",
  "/package",
  "/pvt-ltd-registration-delhi",
  "/llp-registration-delhi",
  "/opc-registration-delhi",
  "/partnership-registration-delhi",
  "/sole-proprietorship-registration-delhi",
  "/ngo-section-8-registration-delhi",
  "/trademark-registration-delhi",
  "/company-registration",
];
const CITIES = ["Ahmedabad", "Delhi", "Jaipur", "Noida", "Chennai", "Gurgaon", "Kolkata", "Patna", "Coimbatore", "Hyderabad", "Mumbai", "Pune"];
/** Pages built by this issue that carry breadcrumbs. */
const INNER_MARKETING = [
  "/about",
  "/careers",
  "/privacy-policy",
  "/terms-condition",
  "/largest-banks-in-india",
  "/hdfc-netbanking",
  "/maintenance",
  "/package",
  "/private-limited",
  "/llp",
  "/opc",
  "/partnership-firm",
  "/pvt-ltd-registration-delhi",
  "/company-registration",
  "/private-limited-company-registration-pune",
];

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** Same-origin page paths linked from the HTML (no admin area, no files, no fragments). */
function internalLinks(html: string, base: string): string[] {
  const out = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = decode(raw ?? "");
    if (!href || href.startsWith("#") || /^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin) continue;
    if (url.pathname.startsWith("/admin") || /\.[a-z0-9]+$/i.test(url.pathname)) continue;
    out.add(url.pathname + url.search);
  }
  return [...out];
}

/** Fetches the start paths and, recursively, every internal page they link to. */
async function crawl(request: APIRequestContext, base: string, start: string[]) {
  const seen = new Map<string, { status: number; title: string; html: string; from: string }>();
  const queue: [string, string][] = start.map((p) => [p, "(start)"]);
  while (queue.length) {
    const [path, from] = queue.shift()!;
    if (seen.has(path)) continue;
    const res = await request.get(path, { maxRedirects: 5 });
    const html = await res.text();
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim();
    seen.set(path, { status: res.status(), title, html, from });
    if (seen.size > 400) throw new Error("crawl did not converge");
    for (const link of internalLinks(html, base)) if (!seen.has(link)) queue.push([link, path]);
  }
  return seen;
}

test("crawl: every public route (docs/product.md#public-routes) and every internal link answers 200 with a unique, non-empty title and the firm's structured data", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const linkedFromHome = await crawl(request, baseURL!, ["/"]);
  // The slug routes of docs/product.md#public-routes and the city pages must be reachable by following links from the home page.
  for (const route of [
    ...SPEC_ROUTES.filter((r) => r.endsWith("-delhi") || r === "/company-registration" || ["/private-limited", "/llp", "/opc", "/partnership-firm"].includes(r)),
    ...CITIES.map((c) => `/private-limited-company-registration-${c.toLowerCase()}`),
  ]) {
    expect(linkedFromHome.has(route), `${route} is reachable by links from /`).toBe(true);
  }
  const pages = await crawl(request, baseURL!, ["/", ...SPEC_ROUTES]);
  const failures = [...pages].filter(([, p]) => p.status !== 200).map(([path, p]) => `${p.status} ${path} (linked from ${p.from})`);
  expect(failures, "pages not answering 200").toEqual([]);
  const byTitle = new Map<string, string[]>();
  for (const [path, p] of pages) {
    expect(p.title, `title of ${path}`).not.toBe("");
    byTitle.set(p.title, [...(byTitle.get(p.title) ?? []), path]);
    const org = jsonLdBlocks(p.html).find((b) => [b["@type"]].flat().includes("AccountingService")) as { address?: { addressLocality?: string } } | undefined;
    expect(org?.address?.addressLocality, `organisation JSON-LD on ${path}`).toBe("Faridabad");
  }
  expect(
    [...byTitle].filter(([, paths]) => paths.length > 1),
    "titles shared by several pages",
  ).toEqual([]);
  for (const path of INNER_MARKETING) {
    const html = pages.get(path)!.html;
    expect(
      jsonLdBlocks(html).some((b) => b["@type"] === "BreadcrumbList"),
      `BreadcrumbList on ${path}`,
    ).toBe(true);
    expect(html, `canonical on ${path}`).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path.replace(/[/-]/g, "\\$&")}"`));
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  }
});

test("unknown slugs answer 404, not a landing page", async ({ request }) => {
  for (const path of ["/private-limited-company-registration-atlantis", "/pvt-ltd-registration-mars", "/registration"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

const tab = (page: Page, name: string) => page.getByRole("tablist", { name: "Services" }).getByRole("tab", { name });

async function scrollInstantly(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
}

test("services tab bar: the active tab follows scroll at 130 px and a click scrolls smoothly", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await expect(tab(page, "Private Limited")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab")).toHaveCount(4);

  const docTop = (id: string) => page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top + window.scrollY, id);
  const llpTop = await docTop("service-llp");
  // LLP's top 129 px from the viewport top: crossed the threshold.
  await scrollInstantly(page, llpTop - 129);
  await expect(tab(page, "LLP")).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, "Private Limited")).toHaveAttribute("aria-selected", "false");
  // 140 px from the top: not yet crossed, the previous service stays active.
  await scrollInstantly(page, llpTop - 140);
  await expect(tab(page, "Private Limited")).toHaveAttribute("aria-selected", "true");
  const opcTop = await docTop("service-opc");
  await scrollInstantly(page, opcTop - 20);
  await expect(tab(page, "OPC")).toHaveAttribute("aria-selected", "true");

  // Click from the top of the services: record the scroll position on every frame.
  await scrollInstantly(page, (await docTop("services")) - 100);
  await page.evaluate(() => {
    const w = window as unknown as { positions: number[] };
    w.positions = [];
    const tick = () => {
      w.positions.push(window.scrollY);
      if (w.positions.length < 240) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await tab(page, "Partnership Firm").click();
  await expect(tab(page, "Partnership Firm")).toHaveAttribute("aria-selected", "true");
  await expect.poll(() => page.evaluate(() => document.getElementById("service-partnership-firm")!.getBoundingClientRect().top)).toBeLessThanOrEqual(130);
  const top = await page.evaluate(() => document.getElementById("service-partnership-firm")!.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(60);
  // The scroll has ended: its last five frames are at one position.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const last = (window as unknown as { positions: number[] }).positions.slice(-5);
        return last.length === 5 && last.every((y) => y === last[0]);
      }),
    )
    .toBe(true);
  const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
  const start = positions[0];
  const end = positions.at(-1);
  if (start === undefined || end === undefined) throw new Error("No scroll positions were recorded");
  const between = new Set(positions.filter((y) => y > start + 5 && y < end - 5));
  expect(between.size, "intermediate scroll positions (smooth scrolling)").toBeGreaterThanOrEqual(3);
  await expect(tab(page, "Partnership Firm")).toHaveAttribute("aria-selected", "true");

  // Keyboard: arrow keys move between tabs.
  await tab(page, "Partnership Firm").focus();
  await page.keyboard.press("ArrowLeft");
  await expect(tab(page, "OPC")).toBeFocused();
  await expect(tab(page, "OPC")).toHaveAttribute("aria-selected", "true");
});

test("hero: Explore Services goes to the services, Get started now opens and closes a dialog", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Explore Services" }).click();
  await expect(page).toHaveURL(/#services$/);
  await expect(page.getByRole("heading", { name: "Choose the Right Structure for Your Business" })).toBeInViewport();
  await hydrated(page);
  await page.getByRole("link", { name: "Get started now" }).click();
  const dialog = page.getByRole("dialog", { name: "Get started" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: "Get started now" }).click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Get started now" })).toBeFocused();
});

test("home service cards link to the four service package pages and show the 3500+ statistic", async ({ page }) => {
  await page.goto("/");
  for (const [name, href] of [
    ["Register a Private Limited Company", "/private-limited"],
    ["Register an LLP", "/llp"],
    ["Register an OPC", "/opc"],
    ["Register a Partnership Firm", "/partnership-firm"],
  ] as const) {
    await expect(page.getByRole("tabpanel").getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await expect(page.getByRole("region", { name: "Businesses registered" })).toContainText("3500+");
  await expect(page.getByRole("region", { name: "Latest Articles" }).locator('a[href^="/blog/"]').first()).toBeVisible();
});

const PACKAGES = [
  ["Private Limited Company", "₹8,999", "₹12,999", "10-15 days", "/pvt-ltd-registration-delhi"],
  ["Limited Liability Partnership", "₹5,999", "₹8,999", "8-12 days", "/llp-registration-delhi"],
  ["One Person Company", "₹6,999", "₹9,999", "8-12 days", "/opc-registration-delhi"],
  ["Partnership Firm", "₹2,999", "₹4,999", "5-7 days", "/partnership-registration-delhi"],
  ["Sole Proprietorship", "₹1,999", "₹2,999", "3-5 days", "/sole-proprietorship-registration-delhi"],
  ["NGO / Section 8 Company", "₹7,999", "₹10,999", "15-20 days", "/ngo-section-8-registration-delhi"],
] as const;

test("service package page: six package cards with prices, struck originals and 'Most Popular' on the first only", async ({ page }) => {
  await page.goto("/private-limited");
  await expect(page.getByRole("heading", { level: 1, name: "Private Limited Company Registration" })).toBeVisible();
  const cards = page.getByTestId("package-cards").getByRole("article");
  await expect(cards).toHaveCount(6);
  for (const [i, [title, price, original, time, href]] of PACKAGES.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(card.getByTestId("package-price")).toContainText(price);
    await expect(card.locator("del")).toHaveText(`Original price ${original}`);
    await expect(card).toContainText(`Processing time: ${time}`);
    await expect(card.getByRole("link", { name: /^(View package|This package):/ })).toHaveAttribute("href", href);
    await expect(card.getByRole("link", { name: /^Buy now/ })).toHaveAttribute("href", `/order${href}`);
  }
  await expect(cards.first().getByText("Most Popular")).toBeVisible();
  await expect(cards.filter({ hasText: "Most Popular" })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Documents Required" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Blogs" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Featured Blogs" }).getByRole("link").first()).toHaveAttribute("href", /^\/blog\//);
  // FAQ answers open on demand.
  const faq = page.locator("details").first();
  await faq.locator("summary").click();
  await expect(faq).toHaveAttribute("open", "");
});

test("package landing page shows its price and Service + Offer structured data in INR", async ({ page, request }) => {
  await page.goto("/pvt-ltd-registration-delhi");
  await expect(page.getByRole("heading", { level: 1, name: "Private Limited Company Registration in Delhi" })).toBeVisible();
  const box = page.getByTestId("price-box");
  await expect(box).toContainText("₹8,999");
  await expect(box.locator("del")).toContainText("₹12,999");
  await expect(page.getByRole("link", { name: "This package: Private Limited Company" })).toHaveAttribute("aria-current", "page");
  const html = await (await request.get("/pvt-ltd-registration-delhi")).text();
  const blocks = jsonLdBlocks(html);
  const service = blocks.find((b) => b["@type"] === "Service") as { offers: { price: string; priceCurrency: string }; provider: { "@id": string } };
  expect(service.offers).toMatchObject({ price: "8999", priceCurrency: "INR" });
  expect(service.provider["@id"]).toMatch(/#organization$/);
  expect(blocks.some((b) => b["@type"] === "FAQPage")).toBe(true);
});

test("the 12 city links of the home page lead to their city pages", async ({ page }) => {
  await page.goto("/");
  const links = page.getByTestId("city-links").getByRole("link");
  await expect(links).toHaveCount(12);
  for (const [i, city] of CITIES.entries()) {
    await expect(links.nth(i)).toHaveText(`Company Registration in ${city}`);
    await expect(links.nth(i)).toHaveAttribute("href", `/private-limited-company-registration-${city.toLowerCase()}`);
  }
  await links.filter({ hasText: "Pune" }).click();
  await expect(page).toHaveURL(/\/private-limited-company-registration-pune$/);
  await expect(page.getByRole("heading", { level: 1, name: "Private Limited Company Registration in Pune" })).toBeVisible();
  await expect(page.getByTestId("package-cards").getByRole("article")).toHaveCount(6);
  await hydrated(page);
  await page.getByRole("link", { name: "Register in Pune" }).click();
  await expect(page.getByRole("dialog", { name: "Company registration in Pune" })).toBeVisible();
});

test("terms link the privacy policy; about links to the contact page", async ({ page }) => {
  await page.goto("/terms-condition");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "/privacy-policy" })).toHaveAttribute("href", "/privacy-policy");
  for (const heading of ["Cancellation and refund", "Force majeure", "Terms for Intellectual Property Services"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await page.goto("/about");
  await expect(page.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/contact-us");
  await expect(page.getByRole("main")).toContainText("2018");
  await expect(page.getByRole("main")).toContainText("2024");
});
