// The admin area's alerts: GET /api/alerts on first render, every ADMIN_ALERTS_POLL_MS and when the
// window regains focus; admins only (editors are not shown enquiries).
import { useEffect, useState } from "react";
import { ADMIN_ALERTS_POLL_MS } from "../../shared/constants";
import { adminFetch } from "./admin-api";

export type AdminAlerts = {
  newEnquiries: number;
  mail: { enabled: boolean; offReason?: string; waitingForRetry: number; gaveUp: number };
};

export function useAdminAlerts(enabled: boolean): AdminAlerts | null {
  const [alerts, setAlerts] = useState<AdminAlerts | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const refresh = () =>
      void adminFetch<{ data: AdminAlerts }>("/api/alerts").then(
        (r) => live && setAlerts(r.data),
        () => undefined, // A failed refresh keeps the last known count; the next one tries again.
      );
    const onVisible = () => document.visibilityState === "visible" && refresh();
    refresh();
    const timer = window.setInterval(refresh, ADMIN_ALERTS_POLL_MS);
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [enabled]);
  return alerts;
}

const PREFIX = /^\(\d+\) /;

/** Keeps "(n) " in front of the tab title while n > 0, whatever title each screen sets. */
export function useTitleCount(count: number | undefined) {
  useEffect(() => {
    if (count === undefined) return;
    const apply = () => {
      const base = document.title.replace(PREFIX, "");
      const next = count > 0 ? `(${count}) ${base}` : base;
      if (document.title !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(PREFIX, "");
    };
  }, [count]);
}
