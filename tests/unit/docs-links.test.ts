// The docs in the repository are the reference code comments point at (docs/product.md#messages, ...):
// every relative link in docs/ and the README, and every docs/*.md#anchor cited in the code, must resolve.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

function walk(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : walk(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** Markdown lines outside fenced code blocks. */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split("\n").filter((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of proseLines(fs.readFileSync(file, "utf8"))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Why `target` (a path with an optional #anchor) does not resolve from `fromDir`, or null when it does. */
function problem(fromDir: string, target: string): string | null {
  const [file = "", anchor] = target.split("#");
  const resolved = file === "" ? undefined : path.resolve(fromDir, decodeURIComponent(file));
  if (resolved && !fs.existsSync(resolved)) return "no such file";
  if (!anchor) return null;
  const doc = resolved && fs.statSync(resolved).isDirectory() ? path.join(resolved, "README.md") : resolved;
  if (!doc?.endsWith(".md")) return null;
  return anchorsOf(doc).has(anchor) ? null : `no heading #${anchor}`;
}

const markdown = [path.join(root, "README.md"), ...walk(path.join(root, "docs"), (f) => f.endsWith(".md"))];

describe("documentation links", () => {
  it("every relative link in docs/ and the README resolves, anchors included", () => {
    const broken: string[] = [];
    for (const file of markdown) {
      for (const line of proseLines(fs.readFileSync(file, "utf8"))) {
        for (const [, target = ""] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
          if (/^[a-z]+:/i.test(target)) continue;
          const why = target.startsWith("#") ? problem(path.dirname(file), path.basename(file) + target) : problem(path.dirname(file), target);
          if (why) broken.push(`${path.relative(root, file)}: ${target} (${why})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("every docs/*.md#anchor cited in the code exists", () => {
    const code = ["src", "tests", "scripts"].flatMap((d) => walk(path.join(root, d), (f) => /\.(ts|tsx|mts|mjs|js)$/.test(f)));
    code.push(path.join(root, "server.ts"));
    const broken: string[] = [];
    let cited = 0;
    for (const file of code.filter((f) => fs.existsSync(f))) {
      for (const [ref = ""] of fs.readFileSync(file, "utf8").matchAll(/\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g)) {
        cited += 1;
        const why = problem(root, ref);
        if (why) broken.push(`${path.relative(root, file)}: ${ref} (${why})`);
      }
    }
    expect(broken).toEqual([]);
    expect(cited).toBeGreaterThan(0);
  });
});
