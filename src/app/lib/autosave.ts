// Autosave: the editor keeps its unsaved form every few seconds, so a crash, a closed tab
// or an expired session loses nothing. A stored post's working copy goes to the server (useServerAutosave,
// offered back on any device); a new post's, and whatever the server could not take, stay in this browser's
// localStorage (one entry per post and one for a new post). A successful save clears it.
import { useCallback, useEffect, useRef } from "react";
import { AUTOSAVE_INTERVAL_MS } from "../../shared/constants";
import { adminFetch } from "./admin-api";

export type Autosaved<V> = { savedAt: string; values: V };

export const autosaveKey = (kind: string, id: string | undefined) => `autosave:${kind}:${id ?? "new"}`;

export function readAutosave<V>(key: string): Autosaved<V> | null {
  try {
    const raw = localStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as Autosaved<V>) : null;
    return parsed && typeof parsed.savedAt === "string" && parsed.values && typeof parsed.values === "object" ? parsed : null;
  } catch {
    return null;
  }
}

export function clearAutosave(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode, disabled): nothing was kept.
  }
}

function writeAutosave<V>(key: string, values: V): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), values } satisfies Autosaved<V>));
  } catch {
    // Full or unavailable storage: autosave is a safety net, the form itself still works.
  }
}

/**
 * While `dirty`, keeps `values` under `key` every few seconds and when the page is hidden or closed.
 * `clear`, for a successful save, removes the entry and keeps nothing until the values change; `flush`
 * keeps the values at once (before the form is replaced, e.g. by a restore).
 */
export function useAutosave<V>(key: string, values: V, dirty: boolean): { clear: () => void; flush: () => void } {
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  const cleared = useRef<V | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const save = () => latest.current !== cleared.current && writeAutosave(key, latest.current);
    const timer = window.setInterval(save, AUTOSAVE_INTERVAL_MS);
    const onHide = () => document.visibilityState === "hidden" && save();
    window.addEventListener("pagehide", save);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("pagehide", save);
      document.removeEventListener("visibilitychange", onHide);
    };
  }, [key, dirty]);
  const clear = useCallback(() => {
    cleared.current = latest.current;
    clearAutosave(key);
  }, [key]);
  const flush = useCallback(() => writeAutosave(key, latest.current), [key]);
  return { clear, flush };
}

/**
 * The server autosave of a stored post. While `dirty`, every AUTOSAVE_INTERVAL_MS the values (when
 * they changed since the last one sent) go to PUT /api/blogs/{id}/autosave, the user's one working copy of
 * the post, offered back on any device. When the server cannot be reached the values are kept in this
 * browser instead (the offline fallback, `key`), and when the page is hidden or closed with changes not yet
 * sent. `clear` (after a save, which also clears the server's copy) keeps nothing until the values change;
 * `flush` keeps the values in this browser at once (before the form is replaced).
 * These are background writes straight through adminFetch, not the screen's action: they must not
 * make the screen busy or revalidate it.
 */
export function useServerAutosave<V>(postId: string, key: string, values: V, dirty: boolean): { clear: () => void; flush: () => void } {
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  const sent = useRef<V | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const path = `/api/blogs/${encodeURIComponent(postId)}/autosave`;
    const send = () => {
      const now = latest.current;
      if (now === sent.current) return;
      sent.current = now;
      adminFetch(path, { method: "PUT", json: { values: now } }).then(
        () => clearAutosave(key),
        () => writeAutosave(key, now),
      );
    };
    const keepHere = () => latest.current !== sent.current && writeAutosave(key, latest.current);
    const timer = window.setInterval(send, AUTOSAVE_INTERVAL_MS);
    const onHide = () => document.visibilityState === "hidden" && keepHere();
    window.addEventListener("pagehide", keepHere);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("pagehide", keepHere);
      document.removeEventListener("visibilitychange", onHide);
    };
  }, [postId, key, dirty]);
  const clear = useCallback(() => {
    sent.current = latest.current;
    clearAutosave(key);
  }, [key]);
  const flush = useCallback(() => writeAutosave(key, latest.current), [key]);
  return { clear, flush };
}
