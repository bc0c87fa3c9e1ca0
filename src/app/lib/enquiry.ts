// Browser side of enquiries: the form token, where the visitor came from, and the POST to /api/send-message.
import { storedVisit, type Visit } from "./visit";

/** The page the form is on, the referrer, and the visit's landing page, referrer host and UTM parameters. */
export function visitContext(): { page: string; referrer: string } & Visit {
  return { page: window.location.pathname, referrer: document.referrer.slice(0, 500), ...storedVisit() };
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

/** The outcome of POST /api/send-message: stored, or the server's error message when it gave one (docs/product.md#messages). */
export type SendOutcome = { ok: true } | { ok: false; error?: string };

/** Stored once the answer is 200 (docs/product.md#api); otherwise the server's `{ error }` text, if any. */
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
