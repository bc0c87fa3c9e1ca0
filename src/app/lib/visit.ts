// The tab's visit (issue 19), remembered by the site layout on every page: kept apart from lib/enquiry.ts
// so the first-load site chunk carries only this, not the enquiry form's token and sending code.
import { UTM_KEYS } from "../../shared/utm";

export const VISIT_STORAGE_KEY = "enquiryVisit";

/** The tab's visit as first seen (issue 19): its landing page, the other site that sent it there, its UTM values. */
export type Visit = { landing: string; referrerHost: string; utm: Record<string, string> };

/**
 * Keeps the landing page, the referrer's host (another site only) and the UTM parameters of the tab's first
 * page in sessionStorage until the enquiry. Nothing leaves the browser but with an enquiry; no cookie.
 */
export function rememberVisit(): void {
  try {
    if (sessionStorage.getItem(VISIT_STORAGE_KEY)) return;
    const params = new URLSearchParams(window.location.search);
    const utm = Object.fromEntries(UTM_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!.slice(0, 200)]] : [])));
    let referrerHost = "";
    try {
      const host = document.referrer ? new URL(document.referrer).host : "";
      if (host !== window.location.host) referrerHost = host;
    } catch {
      // not a URL: no referrer host
    }
    const visit: Visit = { landing: window.location.pathname.slice(0, 500), referrerHost, utm };
    sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
  } catch {
    // Storage may be blocked (private mode); the visit is then simply not kept.
  }
}

