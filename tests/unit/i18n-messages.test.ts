// The frame's messages: complete in Hindi, and the compiled functions made from today's message files.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { m } from "../../src/shared/i18n";

const read = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Record<string, string>;
const en = read("en");
const hi = read("hi");
const keys = (messages: Record<string, string>) => Object.keys(messages).filter((k) => k !== "$schema");
const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((p) => p[1]).sort();

describe("the Hindi frame's messages", () => {
  it("has every English key and no other", () => {
    expect(keys(hi).sort()).toEqual(keys(en).sort());
  });
  it("fills the same inputs, in Devanagari", () => {
    for (const key of keys(en)) {
      expect(params(hi[key] ?? ""), key).toEqual(params(en[key] ?? ""));
      expect(hi[key], key).toMatch(/[\u0900-\u097F]/);
    }
  });
  it("is chosen by the language passed in", () => {
    expect(m.language_switch_label({ language: "हिंदी" }, { locale: "hi" })).toBe("यह पेज हिंदी में पढ़ें");
    expect(m.language_switch_label({ language: "English" }, { locale: "en" })).toBe("Read this page in English");
  });
});

describe("the compiled messages", () => {
  const out = mkdtempSync(join(tmpdir(), "paraglide-"));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  it("are today's message files compiled (run npm run i18n after changing messages/)", () => {
    const script = JSON.parse(readFileSync("package.json", "utf8")).scripts.i18n as string;
    const args = script
      .replace(/^.*paraglide-js /, "")
      .replace("./src/shared/paraglide", out)
      .split(" ");
    execFileSync("node_modules/.bin/paraglide-js", args, { stdio: "pipe" });
    const files = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
    expect(files("src/shared/paraglide")).toEqual(files(out));
    for (const file of files(out).filter((f) => f.endsWith(".js"))) {
      expect(readFileSync(join("src/shared/paraglide", file), "utf8"), file).toBe(readFileSync(join(out, file), "utf8"));
    }
  }, 60_000);
});
