// The one server process: Express with the API, uploads and React Router SSR (Vite middleware in development).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { createApp } from "./src/server/app";
import { boot } from "./src/server/boot";
import { ConfigError, loadConfig, type Config } from "./src/server/config";
import { acquireWriterLock, DataDirLocked, startControlServer } from "./src/server/control";
import { loadContext } from "./src/server/load-context";
import type { Services } from "./src/server/services";
import { CorruptFileError } from "./src/server/storage/json-file";

async function webHandlers(config: Config, services: Services): Promise<{ assets: RequestHandler; render: RequestHandler }> {
  const getLoadContext = (_req: express.Request, res: express.Response) => loadContext(services, res.locals.nonce as string);
  if (config.env === "development") {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    return {
      assets: vite.middlewares,
      render: createRequestHandler({
        build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        getLoadContext,
        mode: "development",
      }),
    };
  }
  const clientDir = path.join(config.buildDir, "client");
  const build = (await import(pathToFileURL(path.join(config.buildDir, "server", "index.js")).href)) as ServerBuild;
  const assets = express.Router();
  // Hashed file names never change content: cache them for a year.
  assets.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  assets.use(express.static(clientDir, { maxAge: "1h", index: false }));
  return { assets, render: createRequestHandler({ build, getLoadContext, mode: "production" }) };
}

async function main() {
  const config = loadConfig(process.env);
  // DATA_DIR has one writer: this process, until it exits (`npm run user` then asks us over loopback).
  const releaseLock = await acquireWriterLock(config.dataDir);
  const services = await boot(config);
  const app = createApp({ services, web: await webHandlers(config, services) });
  const server = app.listen(config.port, config.host, (err?: Error) => {
    if (err) {
      console.error(`Cannot listen on ${config.host}:${config.port}: ${err.message}`);
      process.exit(1);
    }
    console.info(`Serving ${config.siteUrl} (listening on ${config.host}:${config.port}, ${config.env})`);
  });
  const control = await startControlServer(config.dataDir, services.users);
  const shutdown = (signal: string) => {
    console.info(`${signal} received: finishing in-flight requests`);
    // The lock is released only once requests (and so their writes) are finished.
    server.close(() => void control.close().then(releaseLock).finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof CorruptFileError || err instanceof DataDirLocked) {
    console.error(err.message);
  } else {
    console.error("Start-up failed:", err);
  }
  process.exit(1);
});
