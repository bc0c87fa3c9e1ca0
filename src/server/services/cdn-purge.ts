// Tells a CDN or Varnish in front of the site which pages a write changed: every content write POSTs
// `{ "tags": [...] }` to CDN_PURGE_URL within a second (the tags of http/cache-tags.ts; CDN_PURGE_TOKEN as a
// Bearer token; the tags also in a Surrogate-Key header, for a Varnish whose VCL cannot read JSON). Writes in
// the same moment share one request; a failed request is retried with growing waits, then logged.
import type { Logger } from "../log";

/** Writes within this window share one purge request. */
const BATCH_MS = 200;
/** Waits before the retries of a failed purge (then it is given up and logged): about a minute in all. */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
/** A purge request that has not answered by then counts as failed. */
const TIMEOUT_MS = 5_000;

export type CdnPurgeOptions = {
  url: string;
  token?: string;
  log: Logger;
  fetch?: typeof fetch;
};

export function createCdnPurger({ url, token, log, fetch: send = fetch }: CdnPurgeOptions) {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();

  async function post(tags: string[]): Promise<void> {
    const headers: Record<string, string> = { "Content-Type": "application/json", "Surrogate-Key": tags.join(" ") };
    if (token) headers.Authorization = `Bearer ${token}`;
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await send(url, { method: "POST", headers, body: JSON.stringify({ tags }), signal: AbortSignal.timeout(TIMEOUT_MS) });
        await res.body?.cancel();
        if (res.ok) return;
        throw new Error(`HTTP ${res.status}`);
      } catch (err) {
        const wait = RETRY_MS[attempt];
        if (wait === undefined)
          return void log.error(`[cdn] purging ${tags.join(" ")} failed ${attempt + 1} times (${(err as Error).message}); the CDN keeps them until they expire`);
        await new Promise((r) => setTimeout(r, wait).unref());
      }
    }
  }

  function flush(): void {
    timer = undefined;
    if (pending.size === 0) return;
    const tags = [...pending];
    pending = new Set();
    const p = post(tags).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }

  return {
    /** Queues `tags` for the next purge request (sent within BATCH_MS). */
    purge(tags: readonly string[]): void {
      if (tags.length === 0) return;
      for (const t of tags) pending.add(t);
      timer ??= setTimeout(flush, BATCH_MS);
    },
    /** Sends what is queued now and waits for the requests under way (shutdown, tests). */
    async settled(): Promise<void> {
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      await Promise.all([...inFlight]);
    },
  };
}

export type CdnPurger = ReturnType<typeof createCdnPurger>;
