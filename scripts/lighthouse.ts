// `npm run lighthouse`: Lighthouse (mobile) on /, /blog and a post, in the system Chromium, against the
// production build with demo data; prints the four category scores of each page.
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => ok(port));
    });
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url}`);
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "crd-lh-"));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", SITE_URL: base, DATA_DIR: `${dir}/data`, UPLOADS_DIR: `${dir}/uploads`, BACKUP_DIR: `${dir}/backups`, DEMO_CONTENT: "true", LOG_LEVEL: "silent", ADMIN_EMAIL: "lh@example.com", ADMIN_PASSWORD: "lighthouse-pass-1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  try {
    await waitFor(`${base}/`);
    const { data } = (await (await fetch(`${base}/api/blogs`)).json()) as { data: { excerpt: string }[] };
    const pages = ["/", "/blog", `/blog/${encodeURIComponent(data[0].excerpt)}`];
    console.log("| page | Performance | Accessibility | Best Practices | SEO |");
    console.log("|---|---:|---:|---:|---:|");
    for (const p of pages) {
      const result = await lighthouse(base + p, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
      const c = result!.lhr.categories;
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      console.log(`| ${p} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} |`);
      const failing = Object.values(result!.lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
      if (failing.length) console.log(`  failing audits: ${failing.map((a) => a.id).join(", ")}`);
    }
  } finally {
    chrome.kill();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
