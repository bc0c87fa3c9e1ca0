// npm run bench:admin — the server render of the admin's two busiest screens at five years of data: the
// enquiry inbox over 50,000 enquiries and Blog Management over 5,000 posts, asked as a signed-in admin (the
// session cookie) of the production build. Budget: p95 under 50 ms each. Prints p50, p95 and the page size.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { silentLogger } from "../src/server/log";
import { openStorage } from "../src/server/storage";
import type { Blog } from "../src/shared/schemas/blog";
import { fakeEnquiries } from "./lib/fake-enquiries";
import { startProductionServer } from "./lib/production-server";
import { quantile } from "./lib/stats";

const ENQUIRIES = 50_000;
const POSTS = 5_000;
const WARM_UP = 20;
const RUNS = 200;
const BUDGET_P95_MS = 50;
const ADMIN = { email: "bench-admin@example.com", password: "bench-admin-password-1" };
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

function post(i: number): Blog {
  const at = new Date(Date.UTC(2021, 10, 1) + i * 8.76 * 3_600_000).toISOString();
  return {
    id: randomUUID(),
    title: `How to register a company, part ${i}`,
    locale: "en",
    excerpt: `register-a-company-${i}`,
    content: `<p>${"Registration needs a name, a director's PAN and an address proof. ".repeat(20)}</p>`,
    date: at,
    image: "",
    imageAlt: "",
    status: i % 10 === 0 ? "draft" : "published",
    featured: false,
    metaTitle: "",
    metaDescription: "",
    keywords: "company, registration",
    canonicalUrl: "",
    socialImage: "",
    createdAt: at,
    updatedAt: at,
  };
}

async function fill(dataDir: string): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  const storage = await openStorage(dataDir, { log: silentLogger() });
  const enquiries = fakeEnquiries(ENQUIRIES, Date.now() - 5 * 365 * 86_400_000, Math.floor((5 * 365 * 86_400_000) / ENQUIRIES));
  for (let i = 0; i < enquiries.length; i += 5000) storage.transaction(() => enquiries.slice(i, i + 5000).forEach((e) => storage.enquiries.create(e)));
  for (let i = 0; i < POSTS; i += 1000) storage.transaction(() => Array.from({ length: Math.min(1000, POSTS - i) }, (_, k) => storage.posts.create(post(i + k))));
  await storage.close();
}

async function measure(base: string, cookie: string, page: string): Promise<{ p50: number; p95: number; kb: number }> {
  const ask = async () => {
    const res = await fetch(base + page, { headers: { cookie, "user-agent": PHONE, "accept-encoding": "gzip, br" } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
    return body.byteLength;
  };
  for (let i = 0; i < WARM_UP; i++) await ask();
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    bytes = await ask();
    ms.push(performance.now() - t);
  }
  return { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), kb: bytes / 1024 };
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), "crd-bench-admin-"));
try {
  let t = performance.now();
  await fill(path.join(dir, "data"));
  console.log(`${ENQUIRIES.toLocaleString("en-IN")} enquiries and ${POSTS.toLocaleString("en-IN")} posts stored in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  const server = await startProductionServer({ dir, demo: false, admin: ADMIN, readyPath: "/healthz" });
  try {
    const res = await fetch(`${server.base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
    const { token } = (await res.json()) as { token: string };
    const cookie = `session=${token}`;
    console.log(`\nServer render as a signed-in admin (${RUNS} requests each, one at a time, after ${WARM_UP} to warm up):`);
    let over = false;
    // BENCH_ADMIN_SAVE=dir keeps each page's HTML there, to see what it is made of.
    const save = process.env.BENCH_ADMIN_SAVE;
    if (save) {
      for (const page of ["/admin/enquiries", "/admin/blog"])
        await fs.writeFile(path.join(save, `${page.slice(1).replace(/\//g, "-")}.html`), await (await fetch(server.base + page, { headers: { cookie } })).text());
    }
    // BENCH_ADMIN_PAGES="/admin/x,/admin/y" measures other pages (the budget is for the two busiest).
    const pages = process.env.BENCH_ADMIN_PAGES?.split(",") ?? ["/admin/enquiries", "/admin/blog"];
    for (const page of pages) {
      const { p50, p95, kb } = await measure(server.base, cookie, page);
      over ||= p95 > BUDGET_P95_MS;
      console.log(
        `- ${page.padEnd(18)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ${kb.toFixed(0).padStart(5)} KB of HTML  (budget p95 ${BUDGET_P95_MS} ms)`,
      );
    }
    // BENCH_ADMIN_API=1: the API reads the inbox's loader makes, timed alone (where a render's time goes).
    if (process.env.BENCH_ADMIN_API) {
      for (const api of ["/api/enquiries?limit=50&page=1", "/api/enquiries/callbacks", "/api/settings", "/api/blogs/staff-list"]) {
        const { p50, p95 } = await measure(server.base, cookie, api);
        console.log(`  ${api.padEnd(34)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`);
      }
    }
    if (over) process.exitCode = 1;
  } finally {
    await server.stop();
  }
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
