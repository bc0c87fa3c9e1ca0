// The firm's own records (issue 21): the six packages of SPEC 9 (and the firm's details), written once into
// a DATA_DIR that has no file for them yet. Not demo content: a real site starts with them too.
import { randomUUID } from "node:crypto";
import type { Package } from "../../shared/schemas/package";
import { seedPackages } from "../../shared/seed/packages";
import type { Collection } from "./collection";

export async function seedFirmRecords(c: { packages: Collection<Package> }, fresh: { packages: boolean }): Promise<void> {
  if (fresh.packages && c.packages.all().length === 0) {
    const now = new Date().toISOString();
    const items: Package[] = seedPackages.map((p, i) => ({ ...p, features: [...p.features], id: randomUUID(), order: i, status: "published", createdAt: now, updatedAt: now }));
    await c.packages.write((list) => void list.push(...items));
  }
}
