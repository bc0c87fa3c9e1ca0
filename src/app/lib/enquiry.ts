// Browser side of enquiries: the form token, where the visitor came from, and the POST to /api/send-message.
import type { Visit } from "./visit";

/**
 * The page the form is on, the referrer, and the visit's landing page, referrer host and UTM parameters
 * (lib/visit.ts loads when the form is sent: it is no part of the page's first JavaScript).
 */
export async function visitContext(): Promise<{ page: string; referrer: string } & Visit> {
  const { storedVisit } = await import("./visit");
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
export type SendOutcome = { ok: true; id: string } | { ok: false; error?: string; code?: string; fields?: { path: string; message: string }[] };

/** Stored once the answer is 200 (docs/product.md#api); otherwise the server's `{ error }` text, if any. */
export async function sendEnquiry(body: Record<string, unknown>): Promise<SendOutcome> {
  try {
    const res = await fetch("/api/send-message", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const answer = (await res.json().catch(() => null)) as { error?: unknown; code?: unknown; fields?: unknown; data?: { id?: unknown } } | null;
    if (res.status === 200) return { ok: true, id: typeof answer?.data?.id === "string" ? answer.data.id : "" };
    // A 400 names every failing field; the form shows each next to its field.
    const fields = Array.isArray(answer?.fields)
      ? (answer.fields as unknown[]).filter(
          (f): f is { path: string; message: string } => typeof (f as { path?: unknown })?.path === "string" && typeof (f as { message?: unknown })?.message === "string",
        )
      : undefined;
    const code = typeof answer?.code === "string" ? answer.code : undefined;
    return { ok: false, error: typeof answer?.error === "string" && answer.error ? answer.error : undefined, code, fields };
  } catch {
    return { ok: false };
  }
}
