// Presence in the blog editor: while a stored post is open, a heartbeat every PRESENCE_HEARTBEAT_MS
// (POST /api/blogs/{id}/presence) says so and answers who else has it open; closing the editor says it left.
// No lock: both may save, and the edit-conflict rule still refuses a stale save.
import { useEffect, useState } from "react";
import { PRESENCE_HEARTBEAT_MS } from "../../shared/constants";
import { adminFetch } from "./admin-api";

export type Present = { name: string; openedAt: string };

export function usePresence(postId: string | undefined): Present[] {
  const [others, setOthers] = useState<Present[]>([]);
  useEffect(() => {
    if (!postId) return;
    const path = `/api/blogs/${encodeURIComponent(postId)}/presence`;
    let live = true;
    const beat = () =>
      adminFetch<{ data: Present[] }>(path, { method: "POST" }).then(
        (r) => live && setOthers(r.data),
        () => undefined, // presence is a courtesy: a missed heartbeat changes nothing
      );
    void beat();
    const timer = window.setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS);
    const leave = () => {
      // keepalive: the request outlives a closing tab; the session cookie goes with it (same origin).
      void fetch(path, { method: "DELETE", keepalive: true }).catch(() => undefined);
    };
    window.addEventListener("pagehide", leave);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [postId]);
  return others;
}

/** Whole minutes since `iso`. */
export const minutesSince = (iso: string, now = Date.now()) => Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
