// `npm start`: runs the compiled server (build/node/server.js, plain JavaScript) in this process, so the
// process that gets SIGTERM is the server itself. Builds first when there is no build yet (a checkout);
// the image always has one. Plain JavaScript: it runs where there is no TypeScript.
import "./require-node.mjs";
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const server = path.resolve(process.env.BUILD_DIR ?? "build", "node", "server.js");
if (!existsSync(server)) {
  console.info("No build found: building first (npm run build)...");
  execSync("npm run build", { stdio: "inherit" });
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(server).href);
