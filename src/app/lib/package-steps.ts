// A package's steps as the admin types them: one per line, "Name | days".
import type { PackageStep } from "../../shared/schemas/package";

export const stepsText = (steps: PackageStep[]) => steps.map((s) => `${s.name} | ${s.days}`).join("\n");

/** The lines of the steps box as the API's steps; days as typed (the server names a bad value). */
export function parseSteps(text: string): { name: string; days: number }[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const bar = line.lastIndexOf("|");
      const name = (bar < 0 ? line : line.slice(0, bar)).trim();
      const days = bar < 0 ? Number.NaN : Number(line.slice(bar + 1).trim());
      return { name, days };
    });
}

/** The total of the typical days, for "about N working days". */
export const totalDays = (steps: PackageStep[]) => steps.reduce((n, s) => n + s.days, 0);

/** A package's document checklist as the admin types it: one per line, "Label | hint" (the hint may be left out). */
export const checklistText = (items: readonly { label: string; hint: string }[]) => items.map((i) => (i.hint ? `${i.label} | ${i.hint}` : i.label)).join("\n");

export function parseChecklist(text: string): { label: string; hint: string }[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const bar = line.indexOf("|");
      return bar < 0 ? { label: line, hint: "" } : { label: line.slice(0, bar).trim(), hint: line.slice(bar + 1).trim() };
    });
}
