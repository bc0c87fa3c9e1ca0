// `npm run build`: the pages (react-router build), then the server and the commands (vite.server.config.ts).
// React Router loads its config through a Vite server it creates with `envFile: false`, before any config of
// ours is read, and Vite 8 reports that option as deprecated; vite.config.ts drops the line for the compilers it
// configures, and this drops the same line from the config loader's output, so the build prints only what a
// developer can act on. Every other line passes through unchanged, and a failure keeps its exit code.
import "./require-node.mjs";
import { spawn } from "node:child_process";
import readline from "node:readline";

const NOISE = "The `envFile` option is deprecated";

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ["inherit", "pipe", "pipe"] });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline.createInterface({ input: from, crlfDelay: Infinity }).on("line", (line) => {
        if (!line.includes(NOISE)) to.write(`${line}\n`);
      });
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const bin = (pkg, file) => new URL(`../node_modules/${pkg}/${file}`, import.meta.url).pathname;
const steps = [
  [bin("@react-router/dev", "bin.js"), "build"],
  [bin("vite", "bin/vite.js"), "build", "--config", "vite.server.config.ts"],
];
for (const step of steps) {
  const code = await run(step);
  if (code !== 0) process.exit(code);
}
