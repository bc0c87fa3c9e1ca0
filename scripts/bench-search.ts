// `npm run bench:search`: blog search (/blog?q=) over 5,000 published posts of about 900 words each.
// Reports the first index build, the rebuild after one edited post, and the time of a search (service
// level: matching, ranking and the 12 snippets of a result page) for common, rare and multi-word queries.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { createBlogSearch } from "../src/server/services/blog-search";
import { createBlogService } from "../src/server/services/blogs";
import { createRevisionService } from "../src/server/services/revisions";
import { silentLogger } from "../src/server/log";
import { openStorage } from "../src/server/storage";
import type { Blog } from "../src/shared/schemas/blog";
import { tempDir } from "../tests/fixtures/temp";
import { quantile } from "./lib/stats";

const POSTS = Number(process.env.BENCH_POSTS ?? 5000);
const WORDS_PER_POST = 900;
const RUNS = 50;

// A vocabulary with a long tail, so some words are in most posts and some in few.
const COMMON = "company registration compliance gst tax return filing director llp private limited startup trademark audit annual".split(" ");
const vocabulary = [...COMMON, ...Array.from({ length: 20_000 }, (_, i) => `word${i.toString(36)}`)];
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = () => (random() < 0.2 ? COMMON[Math.floor(random() * COMMON.length)] : vocabulary[Math.floor(random() ** 2 * vocabulary.length)]);

function makePost(i: number): Blog {
  const sentences: string[] = [];
  for (let w = 0; w < WORDS_PER_POST; w += 15) sentences.push(`<p>${Array.from({ length: 15 }, pick).join(" ")}.</p>`);
  const now = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  return {
    id: randomUUID(),
    title: `${pick()} ${pick()} guide number ${i}`,
    locale: "en",
    excerpt: `post-${i}`,
    content: sentences.join(""),
    date: now,
    image: "",
    imageAlt: "",
    status: "published",
    featured: false,
    metaTitle: "",
    metaDescription: "",
    keywords: `${pick()}, ${pick()}`,
    canonicalUrl: "",
    socialImage: "",
    createdAt: now,
    updatedAt: now,
  };
}

/** Wall-clock and CPU milliseconds of a call (the CPU figure is what counts on a busy shared machine). */
function time<T>(run: () => T): { ms: number; cpuMs: number; result: T } {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000, result };
}

async function main() {
  const { dir, cleanup } = await tempDir("crd-bench-search-");
  try {
    const storage = await openStorage(dir, { log: silentLogger() });
    storage.transaction(() => Array.from({ length: POSTS }, (_, i) => storage.posts.create(makePost(i))));
    const blogs = createBlogService(storage, createRevisionService(storage));
    const search = createBlogSearch(storage, blogs);

    console.log(`blog search over ${POSTS} posts (${WORDS_PER_POST} words each)`);
    // At start-up the index is built in batches of 25 posts between requests: the longest batch is the
    // longest the server is held up; the whole build is the time until search is at full speed.
    const batches: number[] = [];
    let last = performance.now();
    const tick = setInterval(() => undefined, 0);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const warming = search.warm();
    const watch = (async () => {
      let done = false;
      void warming.then(() => (done = true));
      while (!done) {
        await new Promise<void>((r) => setImmediate(r));
        const now = performance.now();
        batches.push(now - last);
        last = now;
      }
    })();
    await warming;
    await watch;
    clearInterval(tick);
    const used = process.cpuUsage(cpu);
    console.log(
      `  background index build: ${(performance.now() - started).toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU; longest pause between requests ${Math.max(...batches).toFixed(0)} ms`,
    );
    const first = time(() => search.search("registration"));
    console.log(`  first query after the build:         ${first.ms.toFixed(1)} ms (CPU ${first.cpuMs.toFixed(1)} ms)`);

    const one = storage.posts.find({ limit: 1 })[0];
    if (!one) throw new Error("The generated data has no posts");
    await blogs.update(one.id, { ...one, title: "An edited title about mergers" });
    const rebuild = time(() => search.search("mergers"));
    console.log(`  rebuild after one edited post:       ${rebuild.ms.toFixed(0)} ms (CPU ${rebuild.cpuMs.toFixed(0)} ms; found ${rebuild.result.ids.length})`);

    const queries = ["registration", "wordzz trademark", "company registration compliance", "word1a", "nothing-matches-this", "regist"];
    for (const q of queries) {
      const times: number[] = [];
      const cpuTimes: number[] = [];
      let hits = 0;
      for (let r = 0; r < RUNS; r++) {
        const { ms, cpuMs, result } = time(() => {
          const found = search.search(q);
          search.hits(found.ids.slice(0, 12), found.words);
          return found;
        });
        times.push(ms);
        cpuTimes.push(cpuMs);
        hits = result.ids.length;
      }
      console.log(
        `  "${q}": ${hits} matches, wall median ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms; CPU median ${quantile(cpuTimes, 0.5).toFixed(2)} ms`,
      );
    }
  } finally {
    await cleanup();
  }
}

await main();
