// Who sees what (docs/product.md#roles): visitors see only published items whose date has come; staff see everything.
import type { Status } from "../../shared/constants";

export type Viewer = { staff: boolean };
export const VISITOR: Viewer = { staff: false };
export const STAFF: Viewer = { staff: true };

export function isPublic(item: { status: Status; date: string }, now = Date.now()): boolean {
  return item.status === "published" && Date.parse(item.date) <= now;
}

export function visibleTo(viewer: Viewer, item: { status: Status; date: string }, now = Date.now()): boolean {
  return viewer.staff || isPublic(item, now);
}

/** Newest first by date, then by creation time. */
export function byDateDesc<T extends { date: string; createdAt?: string }>(a: T, b: T): number {
  return b.date.localeCompare(a.date) || (b.createdAt ?? "").localeCompare(a.createdAt ?? "");
}

/**
 * The hooks of a dated, published item (offers, news, resources): staff see everything, visitors what is
 * published and dated `now` or before (and, `stillPublic`, has not ended); newest first.
 */
export function publishedAt<T extends { status: Status; date: string; createdAt?: string }>(now: () => number, stillPublic?: (item: T, now: number) => boolean) {
  return {
    canSee(viewer: Viewer, item: T): boolean {
      if (viewer.staff) return true;
      const t = now();
      return isPublic(item, t) && (!stillPublic || stillPublic(item, t));
    },
    order: byDateDesc<T>,
  };
}
