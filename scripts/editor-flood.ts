// `npm run bench:editor-flood`: an attack on memory and disk by a staff member, bounded in count. As an editor
// (created by the admin): one draft, EDITOR_FLOOD_PREVIEWS (1,000) maximal previews of it
// (POST /api/blogs/{id}/preview), then EDITOR_FLOOD_DRAFTS (1,000) maximal drafts, each moved to the trash
// (DELETE /api/blogs/{id}). Maximal: every text field at its limit (a preview's and a post's content
// 1,000,000 characters) in characters of two UTF-8 bytes, so the body sits just under the API's 2 MB.
// EDITOR_FLOOD_CONTENT=nbsp fills the content with U+00A0 instead, which the cleaning keeps as `&nbsp;` (6
// characters for 1 received): as many as are kept within the limit (166,665, ~333 KB sent, 1,000,000
// characters kept). First it checks that the limits hold: a body over 2 MB, a content of 1,000,001
// characters and a content of 1,000,000 U+00A0 (6,000,000 characters once cleaned), as a preview and as a
// draft, must be refused (their statuses are printed: 413, then 400).
// Prints the server's RSS (ps) before, every 100 requests, at the end and after EDITOR_FLOOD_IDLE_SECONDS
// (60) without a request, each request's time per hundred (p50, max), the time of one small preview (median
// of 20) before and after, a small draft's move to the trash and GET /api/trash after, and the load average.
// Goal: RSS within its budget (under 300 MB, as the soak) and a small preview under 20 ms.
//
// By default against a production server of its own (npm start's flags, demo content). To attack one
// already running: EDITOR_FLOOD_BASE=http://127.0.0.1:3950 EDITOR_FLOOD_PID=<its pid>
// EDITOR_FLOOD_ADMIN=email:password (and EDITOR_FLOOD_DATA_DIR to print the data's size on disk).
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { loadAverage, quantile } from "./lib/stats";
import { startProductionServer, type ProductionServer } from "./lib/production-server";
import { POST_CONTENT_MAX_LENGTH } from "../src/shared/rich-text";

const PREVIEWS = Number(process.env.EDITOR_FLOOD_PREVIEWS ?? 1000);
const DRAFTS = Number(process.env.EDITOR_FLOOD_DRAFTS ?? 1000);
const IDLE_S = Number(process.env.EDITOR_FLOOD_IDLE_SECONDS ?? 60);
const SAMPLE_EVERY = 100;
const BODY_LIMIT = 2 * 1024 * 1024; // express.json({ limit: "2mb" }) in src/server/http/middleware.ts
const CONTENT_MAX = POST_CONTENT_MAX_LENGTH;
const RSS_BUDGET_MB = 300;
const SMALL_PREVIEW_BUDGET_MS = 20;
const NBSP = process.env.EDITOR_FLOOD_CONTENT === "nbsp";

/** `n` characters of two UTF-8 bytes each (and of two bytes in V8: a two-byte string). */
const wide = (n: number, ch = "ж") => ch.repeat(n);

/** Content of `chars` U+00A0 characters inside one paragraph: 6 × (chars - 9) + 9 characters once cleaned. */
const nbspContent = (chars: number) => `<p>a${"\u00a0".repeat(chars - 9)}a</p>`;

/**
 * Rich text of exactly `chars` characters inside one paragraph (so nothing is trimmed away); with U+00A0,
 * the longest that is kept within `chars` characters once cleaned.
 */
function content(chars: number): string {
  if (NBSP) return nbspContent(9 + Math.floor((chars - 9) / 6));
  return `<p>${wide(chars - 7)}</p>`;
}

/** The preview body with every field at its limit. */
const maxPreview = (chars = CONTENT_MAX) => JSON.stringify({ title: wide(200), content: content(chars), imageAlt: wide(300), metaTitle: wide(200), metaDescription: wide(500) });

/** A draft with every text field at its limit; its excerpt (slug) unique. */
function maxDraft(i: number): string {
  const slugStart = `d${i}-`;
  return JSON.stringify({
    title: wide(200),
    excerpt: slugStart + wide(200 - slugStart.length),
    content: content(CONTENT_MAX),
    date: new Date().toISOString(),
    status: "draft",
    imageAlt: wide(300),
    metaTitle: wide(200),
    metaDescription: wide(500),
    keywords: wide(500),
  });
}

const rssMb = (pid: number) => Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  let server: ProductionServer | undefined;
  let base = process.env.EDITOR_FLOOD_BASE;
  let pid = Number(process.env.EDITOR_FLOOD_PID);
  let [adminEmail, adminPassword] = (process.env.EDITOR_FLOOD_ADMIN ?? "").split(":");
  let dataDir = process.env.EDITOR_FLOOD_DATA_DIR;
  if (!base) {
    const admin = { email: "flood-admin@example.com", password: "flood-admin-password-1" };
    server = await startProductionServer({ admin });
    ({ base } = server);
    pid = server.child.pid!;
    [adminEmail, adminPassword] = [admin.email, admin.password];
    dataDir = server.dir;
  }
  try {
    const call = async (method: string, path: string, token: string | undefined, body?: string) => {
      const started = performance.now();
      const res = await fetch(base + path, {
        method,
        headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      });
      const text = await res.text();
      return { status: res.status, ms: performance.now() - started, json: () => JSON.parse(text) as { data?: { id: string }; token?: string; error?: string } };
    };
    const ok = async (r: Promise<Awaited<ReturnType<typeof call>>>, what: string) => {
      const a = await r;
      if (a.status >= 300) throw new Error(`${what} answered ${a.status}: ${JSON.stringify(a.json())}`);
      return a;
    };
    const login = async (email: string, password: string) => (await ok(call("POST", "/api/auth/login", undefined, JSON.stringify({ email, password })), "login")).json().token!;

    const adminToken = await login(adminEmail!, adminPassword!);
    const editor = { email: `editor-${randomUUID().slice(0, 8)}@example.test`, password: "editor-password-1" };
    await ok(call("POST", "/api/users", adminToken, JSON.stringify({ ...editor, role: "editor", name: "Flood editor" })), "create editor");
    const token = await login(editor.email, editor.password);
    const post = (
      await ok(
        call(
          "POST",
          "/api/blogs",
          token,
          JSON.stringify({ title: "Preview target", excerpt: `preview-target-${randomUUID().slice(0, 8)}`, content: "", date: new Date().toISOString(), status: "draft" }),
        ),
        "create draft",
      )
    ).json().data!.id;

    const small = JSON.stringify({ title: "Small preview", content: "<p>A small change.</p>" });
    const smallPreviews = async () => {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) times.push((await ok(call("POST", `/api/blogs/${post}/preview`, token, small), "small preview")).ms);
      return { median: quantile(times, 0.5), max: Math.max(...times) };
    };

    // The limits: a body over 2 MB, a content one character over its limit (the body under 2 MB), and one at
    // its limit that the cleaning would make six times longer.
    const tooBig = JSON.stringify({ content: `<p>${wide(Math.ceil(BODY_LIMIT / 2))}</p>` });
    const tooLong = JSON.stringify({ content: `<p>${"a".repeat(CONTENT_MAX - 6)}</p>` });
    const tooLongOnceClean = JSON.stringify({ content: nbspContent(CONTENT_MAX) });
    const limits = {
      maxBodyBytes: Buffer.byteLength(maxPreview()),
      maxDraftBytes: Buffer.byteLength(maxDraft(DRAFTS)),
      overBodyLimit: { bytes: Buffer.byteLength(tooBig), status: (await call("POST", `/api/blogs/${post}/preview`, token, tooBig)).status },
      contentOneOver: { chars: CONTENT_MAX + 1, bytes: Buffer.byteLength(tooLong), status: (await call("POST", `/api/blogs/${post}/preview`, token, tooLong)).status },
      nbspAtLimit: {
        chars: CONTENT_MAX,
        preview: (await call("POST", `/api/blogs/${post}/preview`, token, tooLongOnceClean)).status,
        draft: (
          await call(
            "POST",
            "/api/blogs",
            token,
            JSON.stringify({ title: "x", excerpt: `nbsp-${randomUUID().slice(0, 8)}`, content: nbspContent(CONTENT_MAX), date: new Date().toISOString(), status: "draft" }),
          )
        ).status,
      },
      draftContentOneOver: {
        status: (
          await call(
            "POST",
            "/api/blogs",
            token,
            JSON.stringify({
              title: "x",
              excerpt: `over-${randomUUID().slice(0, 8)}`,
              content: `<p>${"a".repeat(CONTENT_MAX - 6)}</p>`,
              date: new Date().toISOString(),
              status: "draft",
            }),
          )
        ).status,
      },
    };
    console.info("limits", JSON.stringify(limits));

    const before = { previewMs: await smallPreviews() };
    await sleep(2000);
    const rssStart = rssMb(pid);
    console.info(
      `RSS before: ${rssStart.toFixed(0)} MB (load ${loadAverage().toFixed(2)}); small preview median ${before.previewMs.median.toFixed(1)} ms, max ${before.previewMs.max.toFixed(1)} ms`,
    );
    const series: { phase: string; n: number; mb: number; p50: number; max: number; load: number }[] = [];
    let peak = rssStart;
    let times: number[] = [];
    const sample = (phase: string, n: number) => {
      const mb = rssMb(pid);
      peak = Math.max(peak, mb);
      const row = { phase, n, mb, p50: quantile(times, 0.5), max: Math.max(...times), load: loadAverage() };
      series.push(row);
      console.info(`${phase} ${n}: RSS ${mb.toFixed(0)} MB, request p50 ${row.p50.toFixed(0)} ms, max ${row.max.toFixed(0)} ms, load ${row.load.toFixed(2)}`);
      times = [];
    };

    const body = maxPreview();
    for (let i = 1; i <= PREVIEWS; i++) {
      times.push((await ok(call("POST", `/api/blogs/${post}/preview`, token, body), `preview ${i}`)).ms);
      if (i % SAMPLE_EVERY === 0) sample("previews", i);
    }
    for (let i = 1; i <= DRAFTS; i++) {
      const created = await ok(call("POST", "/api/blogs", token, maxDraft(i)), `draft ${i}`);
      const deleted = await ok(call("DELETE", `/api/blogs/${created.json().data!.id}`, token), `trash ${i}`);
      times.push(created.ms + deleted.ms);
      if (i % SAMPLE_EVERY === 0) sample("drafts created and trashed", i);
    }
    const rssEnd = rssMb(pid);
    const after = { previewMs: await smallPreviews() };
    console.info(
      `RSS at the end: ${rssEnd.toFixed(0)} MB; small preview median ${after.previewMs.median.toFixed(1)} ms, max ${after.previewMs.max.toFixed(1)} ms (load ${loadAverage().toFixed(2)})`,
    );
    await sleep(IDLE_S * 1000);
    const rssIdle = rssMb(pid);
    const idle = { previewMs: await smallPreviews() };
    const smallTrash: number[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await ok(
        call(
          "POST",
          "/api/blogs",
          token,
          JSON.stringify({ title: "Small", excerpt: `small-${randomUUID().slice(0, 8)}`, content: "<p>x</p>", date: new Date().toISOString(), status: "draft" }),
        ),
        "small draft",
      );
      smallTrash.push((await ok(call("DELETE", `/api/blogs/${created.json().data!.id}`, token), "small trash")).ms);
    }
    const trashList = await ok(call("GET", "/api/trash", token), "trash list");
    const disk = dataDir ? execFileSync("du", ["-sh", dataDir], { encoding: "utf8" }).split("\t")[0] : "?";
    const result = {
      previews: PREVIEWS,
      drafts: DRAFTS,
      content: NBSP ? "nbsp (stored as &nbsp;)" : "two-byte characters",
      rssMb: { start: Math.round(rssStart), peak: Math.round(peak), end: Math.round(rssEnd), afterIdle: Math.round(rssIdle), idleSeconds: IDLE_S },
      smallPreviewMs: { before: before.previewMs, end: after.previewMs, afterIdle: idle.previewMs },
      smallTrashMs: smallTrash.map((t) => Math.round(t)),
      trashListMs: Math.round(trashList.ms),
      dataOnDisk: disk,
      loadAverage: Number(loadAverage().toFixed(2)),
      goals: {
        rssUnderBudget: peak < RSS_BUDGET_MB,
        smallPreviewUnder20ms: after.previewMs.median < SMALL_PREVIEW_BUDGET_MS && idle.previewMs.median < SMALL_PREVIEW_BUDGET_MS,
      },
    };
    console.info(JSON.stringify(result, null, 2));
    if (!result.goals.rssUnderBudget || !result.goals.smallPreviewUnder20ms) process.exitCode = 1;
  } finally {
    await server?.stop();
  }
}

await main();
