// Assembles the Express app: the page cache and the page-view counter in front of it (requestListener),
// then the web middleware in the one order of http/middleware.ts.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import express, { type Express } from "express";
import { mountWebMiddleware, type WebDeps } from "./http/middleware";
import { createPageCache, type PageCacheOf } from "./http/page-cache";
import { clientAddress, isSearch, refuseSearch, searchLimiter, type SearchLimiter } from "./http/page-guards";
import { countWhenFinished, pageViewOf } from "./http/page-views";
import { pageTags, purgeOnChange, storedPageAt } from "./http/cache-tags";
import { createCdnPurger } from "./services/cdn-purge";
import type { View } from "./services/analytics";
import { hitLog, type Logger } from "./log";
import type { Services } from "./services";

export type AppOptions = {
  services: Services;
  /** Static files of the client build and the React Router handler; absent in API-only tests. */
  web?: WebDeps["web"];
  /** Request logs go here; by default the process's logger (services.log). */
  logger?: Logger;
};

/** The page cache of each app that has one: its hits are answered before Express (requestListener). */
const pageCaches = new WeakMap<Express, PageCacheOf<View | null>>();

/** The page-view counter of each app that serves pages: it counts cache hits too. */
const viewCounters = new WeakMap<Express, (view: View) => void>();

/** The search renders' token bucket of each app that serves pages. */
const searchLimiters = new WeakMap<Express, SearchLimiter>();

/**
 * The HTTP server's request listener: a search over its address's budget refused (429), then the page
 * cache's front door, then the app. A page view is counted where its status is known: a cache hit in the
 * cache's onHit, which gets the view with the hit (no per-request listener, closure or map entry on the
 * hot path), a request that reaches the app when its response finishes.
 */
export function requestListener(app: Express): RequestListener {
  const cache = pageCaches.get(app);
  const count = viewCounters.get(app);
  const limiter = searchLimiters.get(app);
  if (!cache && !count) return app;
  const trust = app.get("trust proxy fn") as (addr: string, i: number) => boolean;
  // A miss: the view is counted when the app's answer is finished.
  const miss = (req: IncomingMessage, res: ServerResponse, view: View | null | undefined): void => {
    if (view && count) countWhenFinished(res, view, count);
    app(req, res);
  };
  return (req, res) => {
    if (limiter && (req.method === "GET" || req.method === "HEAD") && isSearch(req.url ?? "/")) {
      const wait = limiter.take(clientAddress(req, trust));
      if (wait) return refuseSearch(res, wait);
    }
    const view = count ? pageViewOf(req) : null;
    if (!cache) {
      if (view && count) countWhenFinished(res, view, count);
      return void app(req, res);
    }
    cache.answer(req, res, miss, view);
  };
}

export function createApp({ services, web, logger = services.log }: AppOptions) {
  const { config } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // Public pages already rendered are answered from memory in front of Express (requestListener), with
  // one line each in the batched hit log; everything else is logged by pino-http.
  const hits = hitLog(logger);
  const pageCache = web
    ? createPageCache<View | null>({
        tagsFor: (path) => pageTags(path, (excerpt) => services.blogs.idOfExcerpt(excerpt), storedPageAt(services)),
        onHit: (req, status, view) => {
          if (view && status === 200) services.analytics.view(view);
          hits.hit(req.method ?? "GET", req.url ?? "/", status);
        },
      })
    : undefined;
  if (web) viewCounters.set(app, (view) => services.analytics.view(view));
  if (web) searchLimiters.set(app, searchLimiter());
  if (pageCache) {
    pageCaches.set(app, pageCache);
    // A write drops only the stored pages that show what it changed, here and at a CDN in front.
    const cdn = config.cdnPurgeUrl ? createCdnPurger({ url: config.cdnPurgeUrl, token: config.cdnPurgeToken, log: logger }) : undefined;
    // Every content write is announced by its service (services/events.ts); the tags come from its before and after.
    purgeOnChange(services, [pageCache, cdn]);
  }
  mountWebMiddleware(app, { services, logger, web, pageCache });
  return app;
}
