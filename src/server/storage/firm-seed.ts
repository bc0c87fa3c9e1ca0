// The firm's own records (issue 21): the six packages of docs/product.md#service-package-pages and the firm's details of src/shared/site.ts,
// written once into a DATA_DIR that has no file for them yet. Not demo content: a real site starts with them too.
import { randomUUID } from "node:crypto";
import type { Package } from "../../shared/schemas/package";
import type { Settings } from "../../shared/schemas/settings";
import { seedPackages } from "../../shared/seed/packages";
import { site } from "../../shared/site";
import type { Collection } from "./collection";

type FirmCollections = { packages: Collection<Package>; settings: Collection<Settings> };

export async function seedFirmRecords(c: FirmCollections, fresh: { packages: boolean; settings: boolean }): Promise<void> {
  const now = new Date().toISOString();
  if (fresh.packages && c.packages.all().length === 0) {
    const items: Package[] = seedPackages.map((p, i) => ({ ...p, features: [...p.features], id: randomUUID(), order: i, status: "published", createdAt: now, updatedAt: now }));
    await c.packages.write((list) => void list.push(...items));
  }
  if (c.settings.all().length === 0) await c.settings.write((list) => void list.push({ ...structuredClone(site), updatedAt: now }));
}
