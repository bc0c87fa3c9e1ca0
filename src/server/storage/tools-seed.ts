// Seeds of the records, written once into a DATA_DIR that has no file for them yet (like the firm's
// packages): the current financial year's due dates, the GST rates in force since 22 September 2025, and
// indicative government fees and stamp duty for incorporation in every state and union territory
// (incorporation-fees-seed.ts). Staff edit all three.
import { randomUUID } from "node:crypto";
import type { Storage } from ".";
import { complianceDateInputSchema } from "../../shared/schemas/compliance";
import { complianceSeed, financialYearOf } from "./compliance-seed";
import { incorporationFeeSeed } from "./incorporation-fees-seed";

export const SEED_GST_RATES: { rate: number; label: string }[] = [
  { rate: 0, label: "Nil (exempt and zero-rated goods and services)" },
  { rate: 5, label: "Merit rate: essentials" },
  { rate: 18, label: "Standard rate" },
  { rate: 40, label: "Demerit rate: luxury and sin goods" },
  { rate: 3, label: "Special rate: gold, silver and jewellery" },
  { rate: 0.25, label: "Special rate: rough diamonds and precious stones" },
];

export type FreshTools = { complianceDates: boolean; gstRates: boolean; incorporationFees: boolean };

export async function seedToolRecords(storage: Storage, fresh: FreshTools, today: string = new Date().toISOString().slice(0, 10)): Promise<void> {
  const now = new Date().toISOString();
  if (fresh.complianceDates && storage.complianceDates.all().length === 0) {
    const seed = complianceSeed(financialYearOf(today)).map((d) => ({ id: randomUUID(), ...complianceDateInputSchema.parse(d), createdAt: now, updatedAt: now }));
    await storage.complianceDates.write((items) => void items.push(...seed));
  }
  if (fresh.gstRates && storage.gstRates.all().length === 0) {
    await storage.gstRates.write((items) => void items.push(...SEED_GST_RATES.map((r, order) => ({ id: randomUUID(), ...r, order, updatedAt: now }))));
  }
  if (fresh.incorporationFees && storage.incorporationFees.all().length === 0) {
    const rows = incorporationFeeSeed().map((r) => ({ id: randomUUID(), ...r, updatedAt: now }));
    await storage.incorporationFees.write((items) => void items.push(...rows));
  }
}
