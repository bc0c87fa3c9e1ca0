// Assembles the Express app: API routers and uploads first, then every other request to React Router.
import crypto from "node:crypto";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { authRouter } from "./api/auth";
import { blogsRouter } from "./api/blogs";
import { sidebarLinksRouter } from "./api/sidebar-links";
import { usersRouter } from "./api/users";
import { authenticate } from "./auth/middleware";
import { apiNotFound, errorHandler } from "./http/errors";
import type { Services } from "./services";

export type AppOptions = {
  services: Services;
  /** Static files of the client build and the React Router handler; absent in API-only tests. */
  web?: { assets?: RequestHandler; render: RequestHandler };
};

export function createApp({ services, web }: AppOptions) {
  const { config } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    next();
  });

  const api = express.Router();
  api.use(express.json({ limit: "2mb" }));
  api.use(authenticate((token) => services.users.authenticate(token)));
  api.use("/auth", authRouter(services));
  api.use("/blogs", blogsRouter(services));
  api.use("/sidebar-links", sidebarLinksRouter(services));
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
    if (web.assets) app.use(web.assets);
    app.all("/{*splat}", web.render);
  }
  app.use(errorHandler);
  return app;
}
