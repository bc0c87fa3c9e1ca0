// Stops at once, with one line and no stack trace, on a Node line other than the project's (.nvmrc: 24).
// scripts/start.mjs, cli.mjs and build.mjs import it first: the server needs node:sqlite and the compiled build
// targets Node 24. The npm scripts switch to Node 24 before they get here (. scripts/use-node.sh), so this
// stops only a command started by hand with another node. `npm install` runs it (preinstall, with --install)
// once use-node.sh has fetched Node 24, to say what happens next. Plain JavaScript that any Node line can parse.
import { execFileSync } from "node:child_process";

const LINE = "24";
if (process.versions.node.split(".")[0] !== LINE) {
  console.error(
    `This project needs Node ${LINE}, not ${process.version}: run it through npm (npm start, npm test, npm run user ...), which switches to Node ${LINE} by itself, or run \`. scripts/use-node.sh\` (or \`nvm install\`, \`fnm use\`) in the checkout first.`,
  );
  process.exit(1);
}

if (process.argv.includes("--install")) {
  // npm itself may run on another line (this machine's node): it only installs the packages, whose native parts
  // (sharp, esbuild, rolldown) are chosen by platform, not by Node line; its EBADENGINE warnings are about that node.
  const npmNode = process.env.npm_node_execpath;
  let npmLine = LINE;
  try {
    if (npmNode) npmLine = execFileSync(npmNode, ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
  } catch {
    // npm's node could not be asked: say nothing more.
  }
  if (npmLine.split(".")[0] !== LINE) {
    console.info(
      `npm runs on this machine's Node ${npmLine} to install the packages (its EBADENGINE warnings are about that node); npm start, npm test and the other npm commands run on Node ${process.versions.node}.`,
    );
  }
}
