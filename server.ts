// The one server process: Express with the API, uploads and React Router SSR (Vite middleware in development).
import path from "node:path";
import { pathToFileURL } from "node:url";
import express, { type RequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { loadConfig, type Config } from "./src/server/config";
import { run, startupFailure } from "./src/server/lifecycle";
import type { FetchRender } from "./src/server/http/render";
import { loadContextFor } from "./src/server/load-context";
import { createProcessLogger } from "./src/server/log";
import type { Services } from "./src/server/services";

async function webHandlers(config: Config, services: Services): Promise<{ assets: RequestHandler; render: FetchRender }> {
  const contextFor = loadContextFor(services);
  const withContext =
    (handle: ReturnType<typeof createRequestHandler>): FetchRender =>
    (request, req, res) =>
      handle(request, contextFor(res.locals.nonce, { ip: req.ip, log: req.log, req, res }));
  if (config.env === "development") {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    return {
      assets: vite.middlewares,
      render: withContext(createRequestHandler(() => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>, "development")),
    };
  }
  const clientDir = path.join(config.buildDir, "client");
  const build = (await import(pathToFileURL(path.join(config.buildDir, "server", "index.js")).href)) as ServerBuild;
  const assets = express.Router();
  // Hashed file names never change content: cache them for a year.
  assets.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  assets.use(express.static(clientDir, { maxAge: "1h", index: false }));
  return { assets, render: withContext(createRequestHandler(build, "production")) };
}

async function main() {
  const config = loadConfig(process.env);
  await run({ config, log: createProcessLogger(config.logLevel), web: (services) => webHandlers(config, services) });
}

main().catch((err: unknown) => {
  console.error(startupFailure(err));
  process.exit(1);
});
