// `npm run user|backup|restore|import-legacy -- ARGS` runs `node scripts/cli.mjs NAME ARGS`: the command's TypeScript
// source scripts/NAME.ts through tsx where both are present (a development checkout: always the current
// code, no build needed), else its compiled build/node/NAME.js (the image, or any install without dev
// dependencies). Plain JavaScript: it runs where there is no TypeScript.
import "./require-node.mjs";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const COMMANDS = ["user", "backup", "restore", "import-legacy"];
const name = process.argv[2];
if (!COMMANDS.includes(name)) {
  console.error(`Usage: node scripts/cli.mjs ${COMMANDS.join("|")} [arguments]`);
  process.exit(2);
}

async function tsxLoader() {
  try {
    return await import("tsx/esm/api");
  } catch (err) {
    if (err?.code === "ERR_MODULE_NOT_FOUND") return null; // no dev dependencies here
    throw err;
  }
}

const source = path.resolve("scripts", `${name}.ts`);
const tsx = existsSync(source) ? await tsxLoader() : null;
const file = tsx ? source : path.resolve(process.env.BUILD_DIR ?? "build", "node", `${name}.js`);
if (!existsSync(file)) {
  console.error(`${path.relative(process.cwd(), file)} is missing: run npm run build first.`);
  process.exit(1);
}
tsx?.register();
// The command reads its arguments from process.argv.slice(2), as when started on its own.
process.argv.splice(1, 2, file);
await import(pathToFileURL(file).href);
