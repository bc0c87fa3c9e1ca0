// The firm's own records (issue 21): the six service packages of the seed folder (seed/packages.json) and
// the firm's details of src/shared/site.ts, written once into a DATA_DIR that has no file for them yet. Not
// demo content: a real site starts with them too. Created through the package and settings services, so
// they pass the same rules as the admin's edits (docs/decisions/014-seed-content-as-files.md).
import { createPackageService } from "../services/packages";
import { createSettingsService } from "../services/settings";
import { site } from "../../shared/site";
import type { Storage } from ".";
import { readSeedPackages } from "./seed-files";

/** `freshPackages`: packages.json did not exist before this start (a list the admin emptied stays empty). */
export async function seedFirmRecords(storage: Storage, freshPackages: boolean): Promise<void> {
  if (freshPackages && storage.packages.all().length === 0) {
    const packages = createPackageService(storage);
    const seed = await readSeedPackages();
    for (const [order, p] of seed.entries()) await packages.create({ ...p, order, status: "published" });
  }
  if (storage.settings.all().length === 0) await createSettingsService(storage).update(structuredClone(site));
}
