// Edit conflicts in the admin forms: a form sends the updatedAt it loaded; when the server
// answers 409 because someone else saved since, the form keeps what was typed and offers "Open the saved
// version" and "Save mine anyway" (which takes the saved version's updatedAt, then saves again).
import { useCallback, useEffect, useRef, useState } from "react";
import { adminFetch, ApiError, errorText } from "./admin-api";
import { useAdminWrite, type FieldError } from "./admin-data";

/** Reads the stored item's current updatedAt (undefined when it cannot be read). */
export type ReadUpdatedAt = () => Promise<string | undefined>;

/** Reads an item's current updatedAt from its `{ data }` read. */
export const readUpdatedAtOf =
  (url: string): ReadUpdatedAt =>
  async () =>
    (await adminFetch<{ data: { updatedAt?: string } }>(url)).data.updatedAt;

export function useEditConflict(loaded: string | undefined, readUpdatedAt: ReadUpdatedAt | null) {
  const base = useRef(loaded);
  const read = useRef(readUpdatedAt);
  useEffect(() => {
    read.current = readUpdatedAt;
  });
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

/**
 * The save of an admin form through its route's action (`useAdminWrite`), with the edit-conflict
 * handling above: `save(id, body)` sends `{ intent: "save", id, body }` (plus `extra`) with the updatedAt
 * the form is based on; a refusal lands in `error` (after checking whether it was an edit conflict);
 * `onSaved` runs once saved. `overrule(again)` is "Save mine anyway".
 */
export function useConflictSave({ updatedAt, read, saveFailed, onSaved }: { updatedAt: string | undefined; read: ReadUpdatedAt | null; saveFailed: string; onSaved: () => void }) {
  const [error, setError] = useState<string | null>(null);
  // The refused fields of the last save (each shown next to its field), or none.
  const [fields, setFields] = useState<FieldError[] | undefined>(undefined);
  const conflict = useEditConflict(updatedAt, read);
  const write = useAdminWrite<{ updatedAt?: string } | undefined>((result) => {
    setFields(result.ok ? undefined : result.fields);
    if (result.ok) {
      // A form that stays open after saving (settings) bases its next save on what was just saved.
      conflict.saved(result.data?.updatedAt);
      return onSaved();
    }
    // A 409 is an edit conflict only when the item's updatedAt changed since it was loaded.
    void conflict.detect(new ApiError(result.status, result.error)).then(() => setError(result.error));
  });
  const save = (id: string | undefined, body: Record<string, unknown>, extra?: Record<string, unknown>) => {
    setError(null);
    setFields(undefined);
    void write.submit({ ...extra, intent: "save", id, body: { ...body, ...conflict.body() } });
  };
  const overrule = (again: () => void) => void conflict.overrule().then(again, (err: unknown) => setError(errorText(err, saveFailed)));
  return { error, setError, fields, busy: write.busy, conflict: conflict.conflict, save, overrule };
}
