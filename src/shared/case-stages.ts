// A case's stages over time: each stage takes the package's typical working days (Monday to Friday), counted
// from the day the stage began (the current one) or from the day the stage before it is expected to end.
// Dates are India's calendar days, "YYYY-MM-DD". Free of zod: the pages and the storage's columns share it.
import type { Case, CaseStage } from "./schemas/case";

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

/** India's calendar day of an instant. */
export const indiaDayOf = (iso: string | number): string => new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The day `days` working days (Monday to Friday) after `day`; 0 days is the day itself. */
export function addWorkingDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  let left = Math.max(0, Math.round(days));
  while (left > 0) {
    at.setTime(at.getTime() + DAY_MS);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at.toISOString().slice(0, 10);
}

export type StageView = { name: string; state: "done" | "current" | "next"; startedAt?: string; doneAt?: string; expectedBy?: string };

/** Each stage with its state and, for the current and later ones, the day it is expected to end. */
export function stageViews(c: Pick<Case, "stages" | "stage" | "createdAt">): StageView[] {
  let from = indiaDayOf(c.createdAt);
  return c.stages.map((s: CaseStage, i) => {
    if (i < c.stage) {
      if (s.doneAt) from = indiaDayOf(s.doneAt);
      return { name: s.name, state: "done", startedAt: s.startedAt, doneAt: s.doneAt };
    }
    const start = i === c.stage && s.startedAt ? indiaDayOf(s.startedAt) : from;
    const expectedBy = addWorkingDays(start, s.days);
    from = expectedBy;
    return { name: s.name, state: i === c.stage ? "current" : "next", startedAt: s.startedAt, expectedBy };
  });
}

/** The day the last stage is expected to end; the last stage's end when all are done; "" without stages. */
export function expectedFinishOf(c: Pick<Case, "stages" | "stage" | "createdAt">): string {
  const views = stageViews(c);
  const last = views.at(-1);
  if (!last) return "";
  return last.expectedBy ?? (last.doneAt ? indiaDayOf(last.doneAt) : "");
}

/** True when an open case's current stage is past the day it was expected to end. */
export function isOverdue(c: Pick<Case, "stages" | "stage" | "createdAt" | "status">, today: string): boolean {
  if (c.status !== "open") return false;
  const due = stageDueOf(c);
  return due !== "" && due < today;
}

/** The day an open case's current stage is expected to end ("" when every stage is done): the overdue filter's column. */
export const stageDueOf = (c: Pick<Case, "stages" | "stage" | "createdAt">): string => stageViews(c).find((s) => s.state === "current")?.expectedBy ?? "";
