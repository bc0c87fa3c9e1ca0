// Assembles the Express app: API routers and uploads first, then every other request to React Router.
import compression from "compression";
import express, { type RequestHandler } from "express";
import { authRouter } from "./api/auth";
import { backupsRouter } from "./api/backups";
import { blogsRouter } from "./api/blogs";
import { newsRouter } from "./api/news";
import { offersRouter } from "./api/offers";
import { resourcesRouter } from "./api/resources";
import { enquiriesRouter, enquiryRateLimit } from "./api/enquiries";
import { sidebarLinksRouter } from "./api/sidebar-links";
import { sitemapRouter } from "./api/sitemap";
import { taxonomyRouter } from "./api/taxonomy";
import { uploadRouter } from "./api/upload";
import { usersRouter } from "./api/users";
import { authenticate } from "./auth/middleware";
import { apiNotFound, errorHandler } from "./http/errors";
import { createPageCache } from "./http/page-cache";
import { healthHandler } from "./http/health";
import { shareImageHandler } from "./http/share-image";
import { nonce, securityHeaders } from "./http/security";
import { createLogger, requestLogger, type Logger } from "./log";
import type { Services } from "./services";

export type AppOptions = {
  services: Services;
  /** Static files of the client build and the React Router handler; absent in API-only tests. */
  web?: { assets?: RequestHandler; render: RequestHandler };
  /** Request logs go here; by default a logger at LOG_LEVEL. */
  logger?: Logger;
};

export function createApp({ services, web, logger = createLogger(services.config.logLevel) }: AppOptions) {
  const { config } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(requestLogger(logger));
  // Public pages already rendered are answered from memory before anything else runs (DESIGN 8).
  const pageCache = web ? createPageCache({ nonceOf: (res) => res.locals.nonce as string }) : undefined;
  if (pageCache) {
    services.storage.onChange(() => pageCache.clear());
    app.use(pageCache.serve);
  }
  app.use(compression());
  app.use(nonce);
  app.use(securityHeaders(config));
  app.get("/healthz", healthHandler(services));

  // One limiter for both ways an enquiry arrives (the API and the no-JavaScript form post).
  const enquiryLimiter = enquiryRateLimit(config);

  const api = express.Router();
  api.use(express.json({ limit: "2mb" }));
  api.use(authenticate((token) => services.users.authenticate(token)));
  api.use("/auth", authRouter(services));
  api.use("/backups", backupsRouter(services));
  api.use("/blogs", blogsRouter(services));
  api.use("/sidebar-links", sidebarLinksRouter(services));
  api.use("/offers", offersRouter(services));
  api.use("/news", newsRouter(services));
  api.use("/resources", resourcesRouter(services));
  api.use(enquiriesRouter(services, enquiryLimiter));
  api.use("/sitemap-data", sitemapRouter(services));
  api.use("/categories", taxonomyRouter(services.categories));
  api.use("/tags", taxonomyRouter(services.tags));
  api.use("/upload", uploadRouter(services));
  api.use("/users", usersRouter(services));
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
    if (pageCache) app.use(pageCache.store);
    app.post(["/contact-us", "/contact-us.data"], enquiryLimiter);
    app.all("/{*splat}", web.render);
  }
  app.use(errorHandler);
  return app;
}
