// Edit conflicts, one rule for every resource: each write stamps a strictly increasing
// updatedAt and who saved; a PUT whose body carries an updatedAt other than the stored one is refused
// with 409 naming who saved last and when, and changes nothing. A PUT without updatedAt (the list's
// publish/archive toggle, clients of the original contract, docs/product.md#api-conventions) goes through as before.
import type { Editor } from "../../shared/schemas/common";
import { Invalid, staleConflict } from "../errors";

export type { Editor };
type Stamped = { updatedAt?: string; updatedBy?: Editor };

/** The staff user of a request as stored in updatedBy / savedBy. */
export function editorOf(user: { name?: string; email: string } | undefined): Editor | undefined {
  return user ? { name: user.name || user.email, email: user.email } : undefined;
}

/** The updatedAt a body carries, if any ("" and null count as none). */
export function sentUpdatedAt(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("updatedAt" in body)) return undefined;
  const sent = (body as { updatedAt: unknown }).updatedAt;
  if (sent === undefined || sent === null || sent === "") return undefined;
  if (typeof sent !== "string") throw Invalid.field("updatedAt", "must be the updatedAt the item was loaded with");
  return sent;
}

/** Throws 409 when the body was based on another version than the stored one. Call inside the collection's write. */
export function assertNotStale(body: unknown, stored: Stamped): void {
  const sent = sentUpdatedAt(body);
  if (sent === undefined || sent === stored.updatedAt) return;
  throw staleConflict(stored);
}

/**
 * The updatedAt and updatedBy of a write over `previous`: now, but always later than the previous
 * updatedAt (two saves in one millisecond must still differ, or a stale form could pass).
 */
export function stamp(previous: Stamped | undefined, editor: Editor | undefined): { updatedAt: string; updatedBy: Editor | undefined } {
  let t = Date.now();
  const before = previous?.updatedAt ? Date.parse(previous.updatedAt) : Number.NaN;
  if (!Number.isNaN(before) && t <= before) t = before + 1;
  return { updatedAt: new Date(t).toISOString(), updatedBy: editor };
}

/** An item as the API answers it: who saved it last stays on the server (it is only named in a 409). */
export function withoutEditor<T extends Stamped>(item: T): Omit<T, "updatedBy"> {
  if (!("updatedBy" in item)) return item;
  const { updatedBy: _who, ...rest } = item;
  return rest;
}
