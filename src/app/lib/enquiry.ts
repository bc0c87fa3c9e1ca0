// Browser side of enquiries: the form token, where the visitor came from, and the POST to /api/send-message.
import { UTM_KEYS } from "../../shared/enquiry-rules";

const UTM_STORAGE_KEY = "enquiryUtm";

/** Keeps the UTM parameters of the page the visitor landed on for the rest of the visit. */
export function rememberUtm(): void {
  try {
    const params = new URLSearchParams(window.location.search);
    const utm = Object.fromEntries(UTM_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!.slice(0, 200)]] : [])));
    if (Object.keys(utm).length) sessionStorage.setItem(UTM_STORAGE_KEY, JSON.stringify(utm));
  } catch {
    // Storage may be blocked (private mode); the UTM parameters are then simply not kept.
  }
}

function storedUtm(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(UTM_STORAGE_KEY) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

/** The page the form is on, the referrer and the UTM parameters, sent with an enquiry. */
export function visitContext(): { page: string; referrer: string; utm: Record<string, string> } {
  return { page: window.location.pathname, referrer: document.referrer.slice(0, 500), utm: storedUtm() };
}

export async function fetchFormToken(): Promise<string | null> {
  try {
    const res = await fetch("/api/send-message/token", { cache: "no-store" });
    if (!res.ok) return null;
    return ((await res.json()) as { data: { token: string } }).data.token;
  } catch {
    return null;
  }
}

/** The outcome of POST /api/send-message: stored, or the server's error message when it gave one (SPEC 8). */
export type SendOutcome = { ok: true } | { ok: false; error?: string };

/** Stored once the answer is 200 (SPEC 7); otherwise the server's `{ error }` text, if any. */
export async function sendEnquiry(body: Record<string, unknown>): Promise<SendOutcome> {
  try {
    const res = await fetch("/api/send-message", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (res.status === 200) return { ok: true };
    const answer = (await res.json().catch(() => null)) as { error?: unknown } | null;
    return { ok: false, error: typeof answer?.error === "string" && answer.error ? answer.error : undefined };
  } catch {
    return { ok: false };
  }
}
