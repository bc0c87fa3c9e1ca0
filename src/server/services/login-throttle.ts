// Counts failed logins per e-mail and per client IP in a fixed window; once a key reaches its limit,
// further attempts are refused (429 with Retry-After) without even checking the password.
import { TooManyRequests } from "../errors";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed per e-mail in a window: stops guessing one account's password. */
export const LOGIN_FAILURES_PER_EMAIL = 5;
/** Failures allowed per IP in a window: stops one client spraying many accounts. */
export const LOGIN_FAILURES_PER_IP = 20;
/** Bounds memory under a flood of distinct keys. */
const MAX_KEYS = 10_000;

type Entry = { count: number; resetAt: number };

export type ThrottleLimits = { windowMs: number; perEmail: number; perIp: number };

export function createLoginThrottle(limits: ThrottleLimits = { windowMs: LOGIN_WINDOW_MS, perEmail: LOGIN_FAILURES_PER_EMAIL, perIp: LOGIN_FAILURES_PER_IP }, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const e = entries.get(key);
    if (e && e.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  const prune = () => {
    const t = now();
    for (const [k, e] of entries) if (e.resetAt <= t) entries.delete(k);
    // Still full of live keys: drop the oldest (Map keeps insertion order).
    for (const k of entries.keys()) {
      if (entries.size < MAX_KEYS) break;
      entries.delete(k);
    }
  };
  const keys = (email: string, ip: string | undefined) => [
    { key: `e:${email.trim().toLowerCase()}`, limit: limits.perEmail },
    ...(ip ? [{ key: `i:${ip}`, limit: limits.perIp }] : []),
  ];

  return {
    /** Throws TooManyRequests when the e-mail or the IP has used up its failures. */
    check(email: string, ip?: string): void {
      for (const { key, limit } of keys(email, ip)) {
        const e = live(key);
        if (e && e.count >= limit) throw new TooManyRequests((e.resetAt - now()) / 1000);
      }
    },
    fail(email: string, ip?: string): void {
      if (entries.size >= MAX_KEYS) prune();
      for (const { key } of keys(email, ip)) {
        const e = live(key);
        if (e) e.count++;
        else entries.set(key, { count: 1, resetAt: now() + limits.windowMs });
      }
    },
    /** A successful login clears the e-mail's failures (the IP's stay: they may belong to other accounts). */
    succeed(email: string): void {
      entries.delete(`e:${email.trim().toLowerCase()}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
