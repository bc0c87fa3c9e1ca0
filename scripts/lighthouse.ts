// `npm run lighthouse`: Lighthouse (mobile) on /, /blog and a post, in the system Chromium, against the
// production build with demo data; prints the four category scores of each page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { newestPostPath, startProductionServer } from "./lib/production-server";

const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function main() {
  const server = await startProductionServer({ host: "localhost" });
  const { base } = server;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  try {
    const pages = ["/", "/blog", await newestPostPath(base)];
    console.log("| page | Performance | Accessibility | Best Practices | SEO |");
    console.log("|---|---:|---:|---:|---:|");
    for (const p of pages) {
      const result = await lighthouse(base + p, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
      if (result!.lhr.runtimeError) console.log(`  Lighthouse error on ${p}: ${result!.lhr.runtimeError.code} ${result!.lhr.runtimeError.message}`);
      const c = result!.lhr.categories;
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      console.log(`| ${p} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} |`);
      const failing = Object.values(result!.lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
      if (failing.length) console.log(`  failing audits: ${failing.map((a) => a.id).join(", ")}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
