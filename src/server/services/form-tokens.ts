// Form tokens of the contact forms: issued by GET /api/send-message/token when a visitor first
// touches a form, signed, valid for FORM_TOKEN_TTL_MS, accepted once, and only after the minimum fill time.
// The set of used tokens lives in memory with their expiry: after a restart a token that was already used
// could be used once more within its two hours (the per-IP rate limit still applies).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const FORM_TOKEN_TTL_MS = 2 * 3_600_000;
/** More used tokens than this are not remembered at once (the oldest are dropped first). */
const MAX_REMEMBERED = 100_000;

export type TokenProblem = "invalid" | "expired" | "used" | "too-fast";

export function createFormTokens({ secret, minFillMs, now = Date.now }: { secret: string; minFillMs: number; now?: () => number }) {
  // token id -> when it stops being valid anyway (then it need not be remembered).
  const used = new Map<string, number>();
  const sign = (payload: string) => createHmac("sha256", secret).update(`enquiry-form:${payload}`).digest("base64url");

  function parse(token: unknown): { id: string; issuedAt: number } | null {
    if (typeof token !== "string" || token.length > 120) return null;
    const [ts = "", rand = "", mac = "", ...rest] = token.split(".");
    if (rest.length > 0 || !mac) return null;
    if (!/^\d{1,15}$/.test(ts) || !/^[\w-]{1,40}$/.test(rand)) return null;
    const expected = Buffer.from(sign(`${ts}.${rand}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { id: `${ts}.${rand}`, issuedAt: Number(ts) };
  }

  // Oldest use first: the sweep stops at the first token still valid, so a few expired ones may wait for a
  // later sweep; the map never holds more than MAX_REMEMBERED.
  function forget(at: number) {
    for (const [id, until] of used) {
      if (until > at && used.size <= MAX_REMEMBERED) break;
      used.delete(id);
    }
  }

  return {
    issue(): string {
      const payload = `${now()}.${randomBytes(12).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },
    /** Why the token cannot be accepted now, or null when it can. */
    problem(token: unknown): TokenProblem | null {
      const t = parse(token);
      if (!t) return "invalid";
      const age = now() - t.issuedAt;
      if (age > FORM_TOKEN_TTL_MS || age < -60_000) return "expired";
      if (used.has(t.id)) return "used";
      if (age < minFillMs) return "too-fast";
      return null;
    },
    /** Marks an accepted token as used (and forgets used tokens whose two hours are over). */
    use(token: unknown): void {
      const t = parse(token);
      if (!t) return;
      const at = now();
      forget(at);
      used.set(t.id, t.issuedAt + FORM_TOKEN_TTL_MS);
    },
    /** Milliseconds since the token was issued (for the log), or null. */
    age(token: unknown): number | null {
      const t = parse(token);
      return t ? now() - t.issuedAt : null;
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
