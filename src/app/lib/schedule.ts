// What the admin lists call an item's state: its stored status, or "scheduled" for a published item whose
// date has not come yet (visitors do not see it until then; the server's visibility rule).
import type { Status } from "../../shared/constants";

export type ShownStatus = Status | "scheduled";
export const SHOWN_STATUSES: readonly ShownStatus[] = ["published", "scheduled", "draft", "archived"];

export function shownStatus(item: { status: string; date?: string }, now = Date.now()): ShownStatus {
  if (item.status === "published" && item.date && Date.parse(item.date) > now) return "scheduled";
  return item.status as Status;
}
