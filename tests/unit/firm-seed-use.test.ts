// The seed of the firm's details (src/shared/site.ts) only seeds the stored record and stands
// in when it cannot be read. Every page, feed, card and e-mail shows the stored details, so no other module
// imports the seed, and no page or server module spells out one of its values.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "../../src/shared/site";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Where the seed may be imported: the seeding, the settings service's default, the fallbacks. */
const ALLOWED = new Set([
  "src/server/storage/firm-seed.ts", // writes the seed into a new DATA_DIR
  "src/server/services/settings.ts", // the record if it is somehow missing
  "src/server/services/mailer.ts", // a mailer made without the stored details (tests)
  "src/app/routes/site.tsx", // the layout's loader when the stored details cannot be read
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

const IMPORTS_SEED = /\bfrom\s+["'](?:\.\.?\/)+(?:shared\/)?site["']|\bfrom\s+["']\.\/site["']/;

describe("the seed of the firm's details", () => {
  const files = [...sourceFiles("src/app"), ...sourceFiles("src/server"), ...sourceFiles("src/shared")].filter((f) => f !== "src/shared/site.ts");

  it("is imported only by the seeding and the fallbacks", () => {
    const importers = files.filter((f) => {
      const text = readFileSync(path.join(ROOT, f), "utf8");
      // "./site" inside src/app/routes is the layout route, not the seed.
      return text.split("\n").some((line) => IMPORTS_SEED.test(line) && (f.startsWith("src/shared/") || /shared\/site["']/.test(line)));
    });
    expect(importers.sort()).toEqual([...ALLOWED].sort());
  });

  it("has none of its values written into a page or server module", () => {
    const values = [site.name, site.ownerFirm, site.email, site.careersEmail, site.privacyEmail, site.grievanceOfficer.email, site.address.street, ...site.phones];
    // The seed posts' placeholder images are seed content: drawn once, replaced by staff.
    const seedContent = new Set(["src/server/storage/seed-images.ts"]);
    const found = files
      .filter((f) => !seedContent.has(f))
      .flatMap((f) => {
        const text = readFileSync(path.join(ROOT, f), "utf8");
        return values.filter((v) => text.includes(v)).map((v) => `${f}: ${v}`);
      });
    expect(found).toEqual([]);
  });
});
