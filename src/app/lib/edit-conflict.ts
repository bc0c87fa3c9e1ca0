// Edit conflicts in the admin forms (issue 15): a form sends the updatedAt it loaded; when the server
// answers 409 because someone else saved since, the form keeps what was typed and offers "Open the saved
// version" and "Save mine anyway" (which takes the saved version's updatedAt, then saves again).
import { useCallback, useRef, useState } from "react";
import { adminFetch, ApiError } from "./admin-api";

/** Reads the stored item's current updatedAt (undefined when it cannot be read). */
export type ReadUpdatedAt = () => Promise<string | undefined>;

/** Reads an item's current updatedAt from its `{ data }` read. */
export const readUpdatedAtOf = (url: string): ReadUpdatedAt => async () => (await adminFetch<{ data: { updatedAt?: string } }>(url)).data.updatedAt;

export function useEditConflict(loaded: string | undefined, readUpdatedAt: ReadUpdatedAt | null) {
  const base = useRef(loaded);
  const read = useRef(readUpdatedAt);
  read.current = readUpdatedAt;
  const [conflict, setConflict] = useState(false);

  /** The updatedAt to send with a save (none for a new item). */
  const body = useCallback((): { updatedAt?: string } => (base.current ? { updatedAt: base.current } : {}), []);

  /** After a failed save: whether it failed because the item was saved by someone else meanwhile. */
  const detect = useCallback(async (err: unknown): Promise<boolean> => {
    if (!(err instanceof ApiError) || err.status !== 409 || !read.current || !base.current) return false;
    // A 409 may also mean a duplicate excerpt: only a changed updatedAt is an edit conflict.
    const current = await read.current().catch(() => undefined);
    const stale = current !== undefined && current !== base.current;
    setConflict(stale);
    return stale;
  }, []);

  /** "Save mine anyway": from now on the form is based on the saved version; the caller then saves. */
  const overrule = useCallback(async () => {
    const current = await read.current?.();
    if (current) base.current = current;
    setConflict(false);
  }, []);

  /** After a successful save, the next save is based on what was just saved. */
  const saved = useCallback((updatedAt: string | undefined) => {
    if (updatedAt) base.current = updatedAt;
    setConflict(false);
  }, []);

  return { conflict, body, detect, overrule, saved };
}
