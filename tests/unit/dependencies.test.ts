// Keeps the dependency list honest: every runtime dependency in package.json is imported (or resolved) by the
// code that ships, so nothing is installed in the image that nothing runs.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|mjs)$/.test(e.name) ? [full] : [];
  });
}

/** The shipped code: the app, the server, the server's entry and the launchers. */
const sources = [...filesUnder(path.join(root, "src")), path.join(root, "server.ts"), ...filesUnder(path.join(root, "scripts")).filter((f) => f.endsWith(".mjs"))].map((f) =>
  readFileSync(f, "utf8"),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** `from "name"`, `from "name/sub"`, `import("name")`, `require("name")`, `require.resolve("name/...")` (quotes or backticks). */
function usedBy(name: string, text: string): boolean {
  const spec = `["'\`]${escape(name)}(?:/[^"'\`]*)?["'\`]`;
  return new RegExp(`(?:from\\s+|import\\s*\\(\\s*|import\\s+|require\\s*\\(\\s*|\\.resolve\\s*\\(\\s*)${spec}`).test(text);
}

describe("runtime dependencies", () => {
  it("lists only packages the shipped code imports", () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !sources.some((text) => usedBy(name, text)));
    expect(unused).toEqual([]);
  });

  it("recognises the import forms it looks for", () => {
    expect(usedBy("pino", 'import { pino } from "pino";')).toBe(true);
    expect(usedBy("react-dom", 'import { hydrateRoot } from "react-dom/client";')).toBe(true);
    expect(usedBy("@fontsource/inter", "require.resolve(`@fontsource/inter/files/a.woff`)")).toBe(true);
    expect(usedBy("diff", 'const x = "diff";')).toBe(false);
  });
});
