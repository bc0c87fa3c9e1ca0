// The firm's own records: the six service packages of the seed folder (seed/packages.json), the firm's details
// of src/shared/site.ts and the marketing pages (seed/pages.json), written once into a DATA_DIR that has no table
// for them yet (an upgraded DATA_DIR gets its pages the first time it starts with them). Not
// demo content: a real site starts with them too. Created through the package and settings services, so
// they pass the same rules as the admin's edits (docs/decisions/014-seed-content-as-files.md). boot.ts runs
// it once the services exist (storage does not import services).
import type { Services } from "../services";
import { site } from "../../shared/site";
import { readSeedPackages, readSeedHindiPages, readSeedPages } from "./seed-files";

/**
 * `freshPackages`, `freshPages`: the packages' and pages' tables did not exist before this start (a list the admin
 * emptied stays empty). The pages come last: their text names the packages and the firm's details.
 */
export async function seedFirmRecords(services: Pick<Services, "storage" | "packages" | "settings" | "pages">, freshPackages: boolean, freshPages = false): Promise<void> {
  const { storage } = services;
  if (freshPackages && storage.packages.count() === 0) {
    const seed = await readSeedPackages();
    for (const [order, p] of seed.entries()) await services.packages.create({ ...p, order, status: "published" });
  }
  if (storage.settings.count() === 0) await services.settings.update(structuredClone(site));
  if (freshPages && storage.pages.count() === 0) await services.pages.seed(await readSeedPages(), await readSeedHindiPages());
}
