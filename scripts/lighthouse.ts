// `npm run lighthouse`: Lighthouse (mobile) on /, /blog and a post, in the system Chromium, against the
// production build with demo data; prints the four category scores of each page. Other pages:
// `npm run lighthouse -- /contact-us /hi/contact-us`.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { newestPostPath, startProductionServer } from "./lib/production-server";

const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ATTEMPTS = 3;

async function audit(url: string, port: number) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result.lhr;
}

async function main() {
  const server = await startProductionServer({ host: "localhost" });
  const { base } = server;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  try {
    const asked = process.argv.slice(2).filter((a) => a.startsWith("/"));
    const pages = asked.length ? asked : ["/", "/blog", await newestPostPath(base)];
    console.log("| page | Performance | Accessibility | Best Practices | SEO |");
    console.log("|---|---:|---:|---:|---:|");
    for (const p of pages) {
      let lhr = await audit(base + p, chrome.port);
      // Chromium now and then fails to record the trace (NO_NAVSTART); Lighthouse's advice is to run again.
      for (let attempt = 2; lhr.runtimeError && attempt <= ATTEMPTS; attempt++) {
        console.log(`  ${p}: ${lhr.runtimeError.code}, running again (attempt ${attempt} of ${ATTEMPTS})`);
        lhr = await audit(base + p, chrome.port);
      }
      if (lhr.runtimeError) console.log(`  Lighthouse error on ${p}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const c = lhr.categories;
      // A category whose audits could not run has no score: say so instead of printing 0.
      const score = (k: string) => (c[k]?.score == null ? "n/a" : String(Math.round(c[k].score * 100)));
      console.log(`| ${p} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} |`);
      const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
      if (failing.length) console.log(`  failing audits: ${failing.map((a) => a.id).join(", ")}`);
      const errored = Object.values(lhr.audits).filter((a) => a.scoreDisplayMode === "error");
      if (errored.length)
        console.log(
          `  audits that could not run: ${errored
            .map((a) => `${a.id} (${a.errorMessage})`)
            .slice(0, 5)
            .join("; ")}`,
        );
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
