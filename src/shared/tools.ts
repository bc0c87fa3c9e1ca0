// What the calculator pages receive from their loaders (computed on the server from the GET form).
import type { GstMode, GstResult, GstSupply } from "./calculators";
import type { PriceBreakdown } from "./pricing";

export type GstCalculation = {
  rates: { rate: number; label: string }[];
  /** The form's values as sent, for re-filling it. */
  values: { amount: string; rate: string; mode: GstMode; supply: GstSupply };
  result: (GstResult & { rate: number }) | null;
  error: string | null;
};

export type IncorporationCalculation = {
  entities: { value: string; label: string }[];
  states: string[];
  values: { entity: string; state: string };
  result: (PriceBreakdown & { source: string; asOf: string; entityLabel: string; service: string; packageTitle: string; packageSlug: string; state: string }) | null;
  error: string | null;
};
