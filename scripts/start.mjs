// `npm start`: builds when there is no build yet, then runs the server (TypeScript via tsx, in this process).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { register } from "tsx/esm/api";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(`${buildDir}/server/index.js`)) {
  console.info("No build found: building first (npm run build)...");
  execSync("npx react-router build", { stdio: "inherit" });
}
process.env.NODE_ENV ??= "production";
register();
await import("../server.ts");
