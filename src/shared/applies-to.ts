// Who a compliance due date applies to: also what a reminder subscriber chooses. Free of zod, so
// the public calendar page does not load the schema library.
export const APPLIES_TO = ["company", "llp", "proprietor", "gst"] as const;
export type AppliesTo = (typeof APPLIES_TO)[number];
export const appliesToLabels: Record<AppliesTo, string> = {
  company: "Companies",
  llp: "LLPs",
  proprietor: "Proprietors",
  gst: "GST-registered",
};
