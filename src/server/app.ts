// Assembles the Express app: API routers and uploads first, then every other request to React Router.
import compression from "compression";
import type { RequestListener } from "node:http";
import express, { type Express, type RequestHandler } from "express";
import { activityRouter } from "./api/activity";
import { analyticsRouter } from "./api/analytics";
import { alertsRouter } from "./api/alerts";
import { authRouter } from "./api/auth";
import { backupsRouter } from "./api/backups";
import { blogsRouter } from "./api/blogs";
import { newsRouter } from "./api/news";
import { offersRouter } from "./api/offers";
import { packagesRouter } from "./api/packages";
import { resourcesRouter } from "./api/resources";
import { enquiriesRouter } from "./api/enquiries";
import { settingsRouter } from "./api/settings";
import { sidebarLinksRouter } from "./api/sidebar-links";
import { sitemapRouter } from "./api/sitemap";
import { taxonomyRouter } from "./api/taxonomy";
import { uploadRouter } from "./api/upload";
import { usersRouter } from "./api/users";
import { authenticate } from "./auth/middleware";
import { apiNotFound, errorHandler } from "./http/error-handler";
import { createPageCache, type PageCache } from "./http/page-cache";
import { renderHandler, type FetchRender } from "./http/render";
import { healthHandler } from "./http/health";
import { shareImageHandler } from "./http/share-image";
import { observePageView } from "./http/page-views";
import type { View } from "./services/analytics";
import { nonce, securityHeaders } from "./http/security";
import { redactUrl, requestLogger, type Logger } from "./log";
import type { Services } from "./services";

export type AppOptions = {
  services: Services;
  /** Static files of the client build and the React Router handler; absent in API-only tests. */
  web?: { assets?: RequestHandler; render: FetchRender };
  /** Request logs go here; by default the process's logger (services.log). */
  logger?: Logger;
};

/** The page cache of each app that has one: its hits are answered before Express (requestListener). */
const pageCaches = new WeakMap<Express, PageCache>();

/** The page-view counter of each app that serves pages (issue 19): it counts cache hits too. */
const viewCounters = new WeakMap<Express, (view: View) => void>();

/** The HTTP server's request listener: page views counted, then the page cache's front door, then the app. */
export function requestListener(app: Express): RequestListener {
  const cache = pageCaches.get(app);
  const count = viewCounters.get(app);
  if (!cache && !count) return app;
  return (req, res) => {
    if (count) observePageView(req, res, count);
    if (cache) cache.answer(req, res, () => app(req, res));
    else app(req, res);
  };
}

export function createApp({ services, web, logger = services.log }: AppOptions) {
  const { config } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // Public pages already rendered are answered from memory in front of Express (requestListener), with
  // one cheap log line each; everything else is logged by pino-http.
  const pageCache = web
    ? createPageCache({ onHit: (req, status) => logger.info({ req: { method: req.method, url: redactUrl(req.url ?? "/") }, res: { statusCode: status }, cache: "hit" }, "request completed") })
    : undefined;
  if (web) viewCounters.set(app, (view) => services.analytics.view(view));
  if (pageCache) {
    pageCaches.set(app, pageCache);
    services.storage.onChange(() => pageCache.clear());
  }
  app.use(requestLogger(logger));
  app.use(compression());
  app.use(nonce);
  app.use(securityHeaders(config));
  app.get("/healthz", healthHandler(services));

  const api = express.Router();
  // Public reads may be kept by a browser and revalidated; everything asked with a staff token, every write
  // and every error (see errorHandler) is no-store. A route may set its own (the CSV, the form token).
  api.use((req, res, next) => {
    const publicRead = (req.method === "GET" || req.method === "HEAD") && !req.headers.authorization;
    res.setHeader("Cache-Control", publicRead ? "no-cache" : "no-store");
    next();
  });
  api.use(express.json({ limit: "2mb" }));
  api.use(authenticate((token) => services.users.authenticate(token)));
  api.use("/auth", authRouter(services));
  api.use("/backups", backupsRouter(services));
  api.use("/blogs", blogsRouter(services));
  api.use("/sidebar-links", sidebarLinksRouter(services));
  api.use("/offers", offersRouter(services));
  api.use("/packages", packagesRouter(services));
  api.use("/settings", settingsRouter(services));
  api.use("/alerts", alertsRouter(services));
  api.use("/news", newsRouter(services));
  api.use("/resources", resourcesRouter(services));
  api.use(enquiriesRouter(services));
  api.use(analyticsRouter(services));
  api.use("/sitemap-data", sitemapRouter(services));
  api.use("/categories", taxonomyRouter(services.categories, services.activity));
  api.use("/tags", taxonomyRouter(services.tags, services.activity));
  api.use("/upload", uploadRouter(services));
  api.use("/users", usersRouter(services));
  api.use("/activity", activityRouter(services));
  api.use(apiNotFound);
  app.use("/api", api);

  app.use(
    "/uploads",
    express.static(config.uploadsDir, {
      index: false,
      dotfiles: "deny",
      maxAge: "30d",
      setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
    }),
  );

  if (web) {
    // Share images of the public pages (issue 20), drawn from the rendered pages' titles.
    app.get("/og/{*path}", shareImageHandler(services));
    if (web.assets) app.use(web.assets);
    app.all("/{*splat}", renderHandler(web.render, pageCache));
  }
  app.use(errorHandler(logger));
  return app;
}
