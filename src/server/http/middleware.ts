// The order of the web middleware, written once (docs/decisions/015-web-middleware-and-request-locals.md).
// createApp (app.ts) builds the parts; mountWebMiddleware mounts them in WEB_MIDDLEWARE_ORDER and nowhere
// else, and tests/api/middleware-order.test.ts fails when the order or a step's effect changes.
//
// In front of Express (requestListener in app.ts) a search over its address's budget is refused (429), a
// request is counted as a page view, then answered from the page cache when it holds the page; only a miss
// reaches the steps below.
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import { activityRouter } from "../api/activity";
import { alertsRouter } from "../api/alerts";
import { analyticsRouter } from "../api/analytics";
import { authRouter } from "../api/auth";
import { backupsRouter } from "../api/backups";
import { blogsRouter } from "../api/blogs";
import { calculatorsRouter } from "../api/calculators";
import { complianceCalendarRouter } from "../api/compliance-calendar";
import { remindersRouter } from "../api/reminders";
import { enquiriesRouter } from "../api/enquiries";
import { ORDER_BODY_LIMIT, ordersRouter, paymentWebhookRouter } from "../api/orders";
import { casesRouter, clientRouter } from "../api/cases";
import { authenticateClient, CLIENT_PATH } from "../auth/client-session";
import { CLIENT_COOKIES } from "../auth/session-cookie";
import { newsRouter } from "../api/news";
import { offersRouter } from "../api/offers";
import { packagesRouter } from "../api/packages";
import { resourcesRouter } from "../api/resources";
import { settingsRouter } from "../api/settings";
import { sidebarLinksRouter } from "../api/sidebar-links";
import { sitemapRouter } from "../api/sitemap";
import { taxonomyRouter } from "../api/taxonomy";
import { uploadRouter } from "../api/upload";
import { usersRouter } from "../api/users";
import { pagesRouter } from "../api/pages";
import { invitationsRouter } from "../api/invitations";
import { testimonialsRouter } from "../api/testimonials";
import { teamRouter } from "../api/team";
import { authorsRouter } from "../api/authors";
import { mediaRouter } from "../api/media";
import { trashRouter } from "../api/trash";
import { pushRouter } from "../api/push";
import { replyTemplatesRouter } from "../api/reply-templates";
import { authenticate, refuseCrossSite } from "../auth/middleware";
import { requestLogger, type Logger } from "../log";
import type { Services } from "../services";
import { apiNotFound, errorHandler } from "./error-handler";
import { ReadOnly } from "../errors";
import { healthHandler } from "./health";
import { sendKept } from "./kept-answer";
import type { PageCache } from "./page-cache";
import { renderHandler, type FetchRender } from "./render";
import { canonicalCase, pageMethods } from "./page-guards";
import { nonce, securityHeaders } from "./security";
import { shareImageHandler } from "./share-image";

export type WebDeps = {
  services: Services;
  logger: Logger;
  /** Static files of the client build and the React Router handler; absent in API-only tests. */
  web?: { assets?: RequestHandler; render: FetchRender };
  /** Where the renderer hands the pages that may be kept (present when `web` is). */
  pageCache?: PageCache;
};

/** The steps inside Express, first to last. Each one's reason to be where it is: */
export const WEB_MIDDLEWARE_ORDER = [
  // One JSON line per request with its id (req.log): first, so every answer below is logged, errors too.
  "request-log",
  // Before anything that writes a body.
  "compression",
  // res.locals.nonce, read by the CSP header, the renderer (load context) and the page cache.
  "nonce",
  // helmet, with this response's nonce in its CSP: on every answer, health, API and errors included.
  "security-headers",
  // /healthz: no Cache-Control rule, no body parsing, no authentication.
  "health",
  // The staff session of the cookie or the Bearer header (req.user), for the API and the admin's pages alike;
  // a write that carries the cookie from another site is refused here (403), before anything reads its body.
  "session",
  // /api: Cache-Control, the JSON body (2 MB), the routers, then a JSON 404.
  "api",
  // /uploads: the stored images, straight from disk.
  "uploads",
  // With pages only: share images of the pages, the client build, then React Router for the rest.
  "share-images",
  "assets",
  "render",
  // Last: every failure above leaves as { error } JSON with its status (a 413 body included).
  "error-handler",
] as const;

export type WebStep = (typeof WEB_MIDDLEWARE_ORDER)[number];

/** The query parameters that vary the public post list (the key of its kept answer). */
const BLOG_LIST_QUERY = ["featured", "category", "tag", "locale"];

function apiRouter(services: Services, pageCache?: PageCache): express.Router {
  const api = express.Router();
  // Public reads may be kept by a browser and revalidated; everything asked with a staff token, every write
  // and every error (see errorHandler) is no-store. A route may set its own (the CSV, the form token).
  api.use((req, res, next) => {
    const publicRead = (req.method === "GET" || req.method === "HEAD") && !req.headers.authorization && !req.user && !req.caseClient;
    res.setHeader("Cache-Control", publicRead ? "no-cache" : "no-store");
    next();
  });
  // While a restore swaps the data in, every write is refused at once (503, Retry-After), before its body is read.
  api.use((req, _res, next) => next(services.restore.running && req.method !== "GET" && req.method !== "HEAD" ? new ReadOnly() : undefined));
  // Razorpay's webhook reads its body raw (the signature is of those bytes): before the JSON parser.
  api.use(paymentWebhookRouter(services));
  // One JSON parser per request (a second one would read the body again): 2 MB for posts, but an order's body,
  // a client's (an e-mail, a token, a message of 4,000 characters) and an invitation's (a token, a password) are a
  // few fields, so a larger one is refused before it is parsed and a flood of megabyte bodies costs the server no memory.
  const json = express.json({ limit: "2mb" });
  const smallJson = express.json({ limit: ORDER_BODY_LIMIT });
  api.use((req, res, next) => (req.path.startsWith("/orders") || req.path.startsWith("/client") || req.path.startsWith("/invitations") ? smallJson : json)(req, res, next));
  api.use("/auth", authRouter(services));
  api.use("/backups", backupsRouter(services));
  api.use("/blogs", blogsRouter(services, sendKept(pageCache, BLOG_LIST_QUERY)));
  api.use("/sidebar-links", sidebarLinksRouter(services));
  api.use("/offers", offersRouter(services));
  api.use("/packages", packagesRouter(services));
  api.use("/settings", settingsRouter(services));
  api.use("/alerts", alertsRouter(services));
  api.use("/news", newsRouter(services));
  api.use("/resources", resourcesRouter(services));
  api.use(ordersRouter(services));
  api.use("/client", clientRouter(services));
  api.use(casesRouter(services));
  api.use(enquiriesRouter(services));
  api.use(analyticsRouter(services));
  api.use("/sitemap-data", sitemapRouter(services));
  api.use("/categories", taxonomyRouter(services.categories));
  api.use("/tags", taxonomyRouter(services.tags));
  api.use("/upload", uploadRouter(services));
  api.use("/media", mediaRouter(services));
  api.use("/trash", trashRouter(services));
  api.use("/users", usersRouter(services));
  api.use("/invitations", invitationsRouter(services));
  api.use("/testimonials", testimonialsRouter(services));
  api.use("/pages", pagesRouter(services));
  api.use("/team", teamRouter(services));
  api.use("/authors", authorsRouter(services));
  api.use("/activity", activityRouter(services));
  api.use("/compliance-calendar", complianceCalendarRouter(services));
  api.use("/reminders", remindersRouter(services));
  api.use("/calculators", calculatorsRouter(services));
  api.use("/push", pushRouter(services));
  api.use("/reply-templates", replyTemplatesRouter(services));
  api.use(apiNotFound);
  return api;
}

/**
 * The API alone, for the admin's loaders and actions to ask in process (staff-api.ts): the session step and
 * the routers, then the same error answers. The asker's address and protocol arrive as forwarded headers.
 */
export function apiOnlyApp(services: Services, logger: Logger): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", 1);
  app.use(authenticate((token) => services.users.authenticate(token)));
  app.use("/api", apiRouter(services));
  app.use(errorHandler(logger));
  return app;
}

/** The paths a staff session is for: the API and the admin's pages (their React Router data URLs too). */
const STAFF_PATH = /^\/(api|admin)(\/|\.data$|$)/;

/**
 * Runs `step` for the API and the admin only: the stylesheet, scripts, images and public pages a signed-in
 * browser also asks for need no session lookup (a read and, once a minute, a write of the session's row).
 */
const staffOnly =
  (step: RequestHandler): RequestHandler =>
  (req, res, next) =>
    STAFF_PATH.test(req.path) ? step(req, res, next) : next();

/** Runs `step` for the client's pages and API only. */
const clientOnly =
  (step: RequestHandler): RequestHandler =>
  (req, res, next) =>
    CLIENT_PATH.test(req.path) ? step(req, res, next) : next();

/** A last path segment with an extension, other than React Router's .data: what may be a file of the build. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * The client build's static files are asked only for paths that look like files: a page's path
 * would cost a stat(2) of the build directory on every render, to find nothing.
 */
function filesOnly(assets: RequestHandler): RequestHandler {
  return (req, res, next) => (FILE_PATH.test(req.path) && !req.path.endsWith(".data") ? assets(req, res, next) : next());
}

/** What each step mounts; a step with nothing to mount in this app (no `web`) mounts nothing. */
function steps({ services, logger, web, pageCache }: WebDeps): Record<WebStep, (app: Express) => void> {
  const { config } = services;
  return {
    "request-log": (app) => app.use(requestLogger(logger)),
    compression: (app) => app.use(compression()),
    nonce: (app) => app.use(nonce),
    "security-headers": (app) => app.use(securityHeaders(config)),
    health: (app) => app.get("/healthz", healthHandler(services)),
    session: (app) =>
      app.use(
        staffOnly(authenticate((token) => services.users.authenticate(token))),
        staffOnly(refuseCrossSite(config.siteUrl)),
        clientOnly(authenticateClient((token) => services.clients.sessions.resolve(token))),
        clientOnly(refuseCrossSite(config.siteUrl, CLIENT_COOKIES)),
      ),
    api: (app) => app.use("/api", apiRouter(services, pageCache)),
    uploads: (app) =>
      app.use(
        "/uploads",
        express.static(config.uploadsDir, {
          index: false,
          dotfiles: "deny",
          maxAge: "30d",
          setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
        }),
      ),
    // Share images of the public pages, drawn from the rendered pages' titles.
    "share-images": (app) => {
      if (web) app.get("/og/{*path}", shareImageHandler(services));
    },
    assets: (app) => {
      if (web?.assets) app.use(filesOnly(web.assets));
    },
    render: (app) => {
      // In front of React Router: the methods a page takes, its lower-case path (page-guards.ts).
      if (web) app.all("/{*splat}", pageMethods, canonicalCase, renderHandler(web.render, pageCache));
    },
    "error-handler": (app) => app.use(errorHandler(logger)),
  };
}

/** The step that mounted each layer of an app's router, in router order (for the order test). */
const mounted = new WeakMap<Express, WebStep[]>();

/** Mounts the web middleware on `app` in WEB_MIDDLEWARE_ORDER. */
export function mountWebMiddleware(app: Express, deps: WebDeps): void {
  const mount = steps(deps);
  const names: WebStep[] = [];
  for (const step of WEB_MIDDLEWARE_ORDER) {
    const before = app.router.stack.length;
    mount[step](app);
    for (let i = before; i < app.router.stack.length; i++) names.push(step);
  }
  mounted.set(app, names);
}

/** For each layer of the app's router, the step that mounted it; [] for an app not built here. */
export function mountedSteps(app: Express): WebStep[] {
  return [...(mounted.get(app) ?? [])];
}
