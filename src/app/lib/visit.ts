// Where the visitor came from, kept in the browser from the first page on, and the WhatsApp click count.
// Apart from lib/enquiry.ts (the form's token and POST), so that what every page's first load needs stays small:
// the layout and the WhatsApp button import this; the contact form, loaded on first use, imports lib/enquiry.ts.
import { UTM_KEYS } from "../../shared/utm";

const VISIT_STORAGE_KEY = "enquiryVisit";

/** The tab's visit as first seen: its landing page, the other site that sent it there, its UTM values. */
export type Visit = { landing: string; referrerHost: string; utm: Record<string, string> };

/**
 * Keeps the landing page (`at`: the address the page was loaded at; the module may load after a first
 * client-side navigation), the referrer's host (another site only) and the UTM parameters of the tab's first
 * page in sessionStorage until the enquiry. Nothing leaves the browser but with an enquiry; no cookie.
 */
export function rememberVisit(at: Pick<Location, "pathname" | "search" | "host"> = window.location): void {
  try {
    if (sessionStorage.getItem(VISIT_STORAGE_KEY)) return;
    const params = new URLSearchParams(at.search);
    const utm = Object.fromEntries(UTM_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!.slice(0, 200)]] : [])));
    let referrerHost = "";
    try {
      const host = document.referrer ? new URL(document.referrer).host : "";
      if (host !== at.host) referrerHost = host;
    } catch {
      // not a URL: no referrer host
    }
    const visit: Visit = { landing: at.pathname.slice(0, 500), referrerHost, utm };
    sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
  } catch {
    // Storage may be blocked (private mode); the visit is then simply not kept.
  }
}

/** The tab's visit as rememberVisit kept it (empty when storage is blocked). */
export function storedVisit(): Visit {
  try {
    const v = JSON.parse(sessionStorage.getItem(VISIT_STORAGE_KEY) ?? "null") as Partial<Visit> | null;
    return { landing: v?.landing ?? "", referrerHost: v?.referrerHost ?? "", utm: v?.utm ?? {} };
  } catch {
    return { landing: "", referrerHost: "", utm: {} };
  }
}

/**
 * Counts every click on a WhatsApp chat link of the page, from one listener on the document: a link in a
 * section whose code has not loaded yet (near-viewport.tsx) counts too. Returns the cleanup for useEffect.
 */
export function countWhatsAppClicks(): () => void {
  const onClick = (e: MouseEvent) => {
    if (!(e.target instanceof Element)) return;
    if (e.target.closest('a[href^="https://wa.me/"]')) reportEvent("whatsapp");
    else if (e.target.closest('a[href^="tel:"]')) reportEvent("call");
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}

/** Counts a click (WhatsApp, or a tap on a phone number) for this page without delaying the navigation (POST /api/events). */
export function reportEvent(type: "whatsapp" | "call"): void {
  try {
    // A string goes as text/plain, which needs no preflight; the server reads it as JSON.
    navigator.sendBeacon?.("/api/events", JSON.stringify({ type, path: window.location.pathname }));
  } catch {
    // Counting must never stand in the visitor's way.
  }
}
