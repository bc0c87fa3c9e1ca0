// The standard statutory due dates of one Indian financial year (April to March), the compliance calendar's
// seed. Dates as the law sets them; government extensions move them, and staff edit the records.
import type { AppliesTo, ComplianceDateInput } from "../../shared/schemas/compliance";

const GST_SERVICE = { serviceUrl: "/contact-us?service=GST%20and%20compliance", serviceLabel: "GST and compliance" };
const TAX_SERVICE = { serviceUrl: "/contact-us?service=Accounting%20and%20tax", serviceLabel: "Accounting and tax" };
const ROC_SERVICE = { serviceUrl: "/contact-us?service=GST%20and%20compliance", serviceLabel: "Annual ROC compliance" };
const EMPLOYERS: AppliesTo[] = ["company", "llp", "proprietor"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The financial year (its first calendar year) of a day: 2026-11-25 is in FY 2026-27, so 2026. */
export function financialYearOf(day: string): number {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return m >= 4 ? y : y - 1;
}

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Every due date falling between 1 April `fy` and 31 March `fy + 1`. */
export function complianceSeed(fy: number): ComplianceDateInput[] {
  const out: ComplianceDateInput[] = [];
  const add = (date: string, title: string, forms: string[], appliesTo: AppliesTo[], service: { serviceUrl: string; serviceLabel: string }, note = "") =>
    out.push({ date, title, forms, appliesTo, ...service, note });
  const fyLabel = (start: number) => `${start}-${String(start + 1).slice(2)}`;

  // Monthly dates, for the month before (April's are for March of the previous year).
  for (let i = 0; i < 12; i++) {
    const month = ((3 + i) % 12) + 1; // April .. March
    const year = month >= 4 ? fy : fy + 1;
    const prev = MONTHS[(month + 10) % 12]!;
    if (month === 4) {
      add(iso(year, 4, 7), "TCS deposit for March", ["Challan ITNS 281"], EMPLOYERS, TAX_SERVICE);
      add(iso(year, 4, 30), "TDS deposit for March", ["Challan ITNS 281"], EMPLOYERS, TAX_SERVICE);
    } else {
      add(iso(year, month, 7), `TDS and TCS deposit for ${prev}`, ["Challan ITNS 281"], EMPLOYERS, TAX_SERVICE);
    }
    add(iso(year, month, 11), `GSTR-1 (outward supplies) for ${prev}, monthly filers`, ["GSTR-1"], ["gst"], GST_SERVICE);
    add(iso(year, month, 15), `PF and ESI contributions for ${prev}`, ["PF ECR", "ESI challan"], EMPLOYERS, TAX_SERVICE);
    add(iso(year, month, 20), `GSTR-3B (summary return and tax) for ${prev}, monthly filers`, ["GSTR-3B"], ["gst"], GST_SERVICE);
  }
  // Quarterly GST (QRMP scheme and composition).
  for (const [y, m, quarter] of [
    [fy, 4, `January-March ${fy}`],
    [fy, 7, `April-June ${fy}`],
    [fy, 10, `July-September ${fy}`],
    [fy + 1, 1, `October-December ${fy}`],
  ] as const) {
    add(iso(y, m, 13), `GSTR-1 for ${quarter}, quarterly (QRMP) filers`, ["GSTR-1"], ["gst"], GST_SERVICE);
    add(iso(y, m, 18), `Composition tax statement for ${quarter}`, ["CMP-08"], ["gst"], GST_SERVICE);
    add(iso(y, m, 22), `GSTR-3B for ${quarter}, quarterly (QRMP) filers`, ["GSTR-3B"], ["gst"], GST_SERVICE, "The 22nd or the 24th, depending on the state of registration.");
  }
  add(iso(fy, 4, 30), `Annual return of composition taxpayers for FY ${fyLabel(fy - 1)}`, ["GSTR-4"], ["gst"], GST_SERVICE);
  add(iso(fy, 12, 31), `GST annual return and reconciliation for FY ${fyLabel(fy - 1)}`, ["GSTR-9", "GSTR-9C"], ["gst"], GST_SERVICE);
  // TDS and TCS quarterly statements.
  for (const [y, m, d, quarter] of [
    [fy, 5, 31, `January-March ${fy}`],
    [fy, 7, 31, `April-June ${fy}`],
    [fy, 10, 31, `July-September ${fy}`],
    [fy + 1, 1, 31, `October-December ${fy}`],
  ] as const) {
    add(iso(y, m, d), `TDS returns for ${quarter}`, ["24Q", "26Q", "27Q"], EMPLOYERS, TAX_SERVICE);
  }
  for (const [y, m, quarter] of [
    [fy, 5, `January-March ${fy}`],
    [fy, 7, `April-June ${fy}`],
    [fy, 10, `July-September ${fy}`],
    [fy + 1, 1, `October-December ${fy}`],
  ] as const) {
    add(iso(y, m, 15), `TCS return for ${quarter}`, ["27EQ"], EMPLOYERS, TAX_SERVICE);
  }
  add(iso(fy, 6, 15), "TDS certificates to employees (salary)", ["Form 16"], EMPLOYERS, TAX_SERVICE);
  // Advance tax instalments.
  for (const [m, share, y] of [
    [6, "15%", fy],
    [9, "45%", fy],
    [12, "75%", fy],
    [3, "100%", fy + 1],
  ] as const) {
    add(iso(y, m, 15), `Advance tax: ${share} of the year's tax paid by today`, ["Challan ITNS 280"], ["company", "llp", "proprietor"], TAX_SERVICE);
  }
  // ROC annual filings.
  add(iso(fy, 5, 30), `LLP annual return for FY ${fyLabel(fy - 1)}`, ["LLP Form 11"], ["llp"], ROC_SERVICE);
  add(iso(fy, 6, 30), "Return of deposits", ["DPT-3"], ["company"], ROC_SERVICE);
  add(iso(fy, 4, 30), "Half-yearly return of dues to MSME suppliers (October-March)", ["MSME-1"], ["company"], ROC_SERVICE);
  add(iso(fy, 10, 31), "Half-yearly return of dues to MSME suppliers (April-September)", ["MSME-1"], ["company"], ROC_SERVICE);
  add(iso(fy, 9, 30), "KYC of directors and designated partners", ["DIR-3 KYC"], ["company", "llp"], ROC_SERVICE);
  add(iso(fy, 9, 30), "Last day for the annual general meeting", ["AGM"], ["company"], ROC_SERVICE, "Six months from the end of the financial year.");
  add(iso(fy, 10, 14), "Auditor's appointment after the AGM", ["ADT-1"], ["company"], ROC_SERVICE, "Within 15 days of the AGM.");
  add(
    iso(fy, 10, 30),
    `Financial statements for FY ${fyLabel(fy - 1)}`,
    ["AOC-4"],
    ["company"],
    ROC_SERVICE,
    "Within 30 days of the AGM (one person companies: 180 days from the year's end).",
  );
  add(iso(fy, 10, 30), `LLP statement of account and solvency for FY ${fyLabel(fy - 1)}`, ["LLP Form 8"], ["llp"], ROC_SERVICE);
  add(iso(fy, 11, 29), `Annual return of companies for FY ${fyLabel(fy - 1)}`, ["MGT-7", "MGT-7A"], ["company"], ROC_SERVICE, "Within 60 days of the AGM.");
  // Income-tax returns and the tax audit.
  add(iso(fy, 7, 31), `Income-tax returns (no audit) for FY ${fyLabel(fy - 1)}`, ["ITR-3", "ITR-4"], ["proprietor"], TAX_SERVICE);
  add(iso(fy, 9, 30), `Tax audit report for FY ${fyLabel(fy - 1)}`, ["Form 3CA/3CB-3CD"], ["company", "llp", "proprietor"], TAX_SERVICE, "Where the accounts must be audited.");
  add(
    iso(fy, 10, 31),
    `Income-tax returns (audited accounts) for FY ${fyLabel(fy - 1)}`,
    ["ITR-5", "ITR-6"],
    ["company", "llp", "proprietor"],
    TAX_SERVICE,
    "Companies always; LLPs and proprietors whose accounts are audited.",
  );
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
}
