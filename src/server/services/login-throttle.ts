// Login throttling that holds (docs/architecture.md#security-and-reliability). An attempt is counted when it arrives, before its password is
// checked, so a burst of parallel requests cannot get more checks than the limits allow:
// - per e-mail + client address: 5 attempts in 15 minutes, then 429 (stops one client guessing);
// - per client address (IPv6: its /64): 20 attempts in 15 minutes across e-mails, then 429;
// - per e-mail, from anywhere: past 5 attempts each further one waits, longer each time and one after
//   the other, rather than being refused, so nobody can lock a user out from another address.
// A successful login takes its attempt back. The counts are saved (debounced) and survive a restart.
import { isIP } from "node:net";
import { TooManyRequests } from "../errors";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Attempts allowed per e-mail from one client address in a window. */
export const LOGIN_ATTEMPTS_PER_PAIR = 5;
/** Attempts per e-mail (from any address) after which each further one is slowed down. */
export const LOGIN_ATTEMPTS_PER_EMAIL = 5;
/** Attempts allowed per client address (an IPv6 /64) across e-mails in a window. */
export const LOGIN_ATTEMPTS_PER_IP = 20;
/** First delay past the per-e-mail count; doubles with each attempt up to the maximum. */
export const LOGIN_SLOWDOWN_BASE_MS = 500;
export const LOGIN_SLOWDOWN_MAX_MS = 10_000;
/** Older names of the limits, kept for the tests and docs that cite them. */
export const LOGIN_FAILURES_PER_EMAIL = LOGIN_ATTEMPTS_PER_PAIR;
export const LOGIN_FAILURES_PER_IP = LOGIN_ATTEMPTS_PER_IP;
/** Bounds memory (and the saved file) under a flood of distinct keys. */
const MAX_KEYS = 10_000;
/** Counts are saved at most this often (and at shutdown). */
const SAVE_EVERY_MS = 1_000;

export type ThrottleEntry = { key: string; count: number; resetAt: number };

/** Where the counts are kept between restarts. */
export interface ThrottleStore {
  load(): readonly ThrottleEntry[];
  save(entries: ThrottleEntry[]): Promise<void>;
}

export type ThrottleLimits = {
  windowMs: number;
  perPair: number;
  perEmail: number;
  perIp: number;
  slowdownBaseMs: number;
  slowdownMaxMs: number;
};

export const DEFAULT_LIMITS: ThrottleLimits = {
  windowMs: LOGIN_WINDOW_MS,
  perPair: LOGIN_ATTEMPTS_PER_PAIR,
  perEmail: LOGIN_ATTEMPTS_PER_EMAIL,
  perIp: LOGIN_ATTEMPTS_PER_IP,
  slowdownBaseMs: LOGIN_SLOWDOWN_BASE_MS,
  slowdownMaxMs: LOGIN_SLOWDOWN_MAX_MS,
};

/** The part of a client address that one party controls: an IPv4 address, or an IPv6 /64. */
export function clientNetwork(ip: string | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (isIP(ip) !== 6) return ip;
  const [address = ""] = ip.split("%");
  const zoneless = address.toLowerCase();
  const [head = "", tail = ""] = zoneless.split("::");
  const part = (s: string) => (s ? s.split(":") : []);
  const h = part(head);
  const groups = zoneless.includes("::") ? [...h, ...Array(8 - h.length - part(tail).length).fill("0"), ...part(tail)] : h;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/** One counted attempt: settle it with succeed() or fail() once the password was checked, or cancel() if it never was. */
export type LoginAttempt = { succeed(): void; fail(): void; cancel(): void };

export type ThrottleOptions = {
  limits?: Partial<ThrottleLimits>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  store?: ThrottleStore;
  /** Told when saving the counts failed (they stay in memory and are saved again later). */
  onSaveError?: (err: unknown) => void;
};

const defaultSleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

export function createLoginThrottle({ limits: given = {}, now = Date.now, sleep = defaultSleep, store, onSaveError }: ThrottleOptions = {}) {
  const limits = { ...DEFAULT_LIMITS, ...given };
  const entries = new Map<string, { count: number; resetAt: number }>();
  for (const e of store?.load() ?? []) if (e.resetAt > now()) entries.set(e.key, { count: e.count, resetAt: e.resetAt });
  /** When the next slowed-down attempt of an e-mail may start (in memory only). */
  const gates = new Map<string, number>();

  let timer: NodeJS.Timeout | undefined;
  let saving: Promise<void> = Promise.resolve();
  let dirty = false;
  const save = () => {
    timer = undefined;
    if (!store || !dirty) return saving;
    dirty = false;
    const t = now();
    const snapshot = [...entries].filter(([, e]) => e.resetAt > t).map(([key, e]) => ({ key, ...e }));
    saving = saving
      .then(() => store.save(snapshot))
      .catch((err: unknown) => {
        dirty = true;
        onSaveError?.(err);
      });
    return saving;
  };
  const changed = () => {
    dirty = true;
    if (store && !timer) timer = setTimeout(save, SAVE_EVERY_MS).unref();
  };

  const live = (key: string) => {
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
    for (const [k, at] of gates) if (at <= t) gates.delete(k);
    // Still full of live keys: drop the oldest (Map keeps insertion order).
    for (const k of entries.keys()) {
      if (entries.size < MAX_KEYS) break;
      entries.delete(k);
    }
  };
  const bump = (key: string) => {
    const e = live(key);
    if (e) e.count++;
    else entries.set(key, { count: 1, resetAt: now() + limits.windowMs });
  };
  const refund = (key: string) => {
    const e = live(key);
    if (e && --e.count <= 0) entries.delete(key);
  };
  const refuseAt = (key: string, limit: number) => {
    const e = live(key);
    if (e && e.count >= limit) throw new TooManyRequests((e.resetAt - now()) / 1000);
  };

  return {
    /**
     * Counts an attempt for `email` from `ip` before its password is checked. Throws TooManyRequests
     * when the e-mail-and-address pair or the address has used up its attempts; resolves (after a
     * delay once the e-mail has many attempts) with the attempt to settle.
     */
    async begin(rawEmail: string, ip: string | undefined): Promise<LoginAttempt> {
      const email = rawEmail.trim().toLowerCase();
      const net = clientNetwork(ip);
      const keys = { pair: `p:${email} ${net}`, ip: `i:${net}`, email: `e:${email}` };
      refuseAt(keys.pair, limits.perPair);
      refuseAt(keys.ip, limits.perIp);
      if (entries.size >= MAX_KEYS) prune();
      const earlier = live(keys.email)?.count ?? 0;
      bump(keys.pair);
      bump(keys.ip);
      bump(keys.email);
      changed();

      let settled = false;
      const settle = (fn: () => void) => () => {
        if (settled) return;
        settled = true;
        fn();
        changed();
      };
      const attempt: LoginAttempt = {
        succeed: settle(() => {
          entries.delete(keys.pair);
          entries.delete(keys.email);
          refund(keys.ip);
        }),
        fail: settle(() => undefined),
        cancel: settle(() => {
          refund(keys.pair);
          refund(keys.ip);
          refund(keys.email);
        }),
      };

      if (earlier >= limits.perEmail) {
        // One slowed-down attempt after the other, each `delay` after the previous one started.
        const delay = Math.min(limits.slowdownBaseMs * 2 ** (earlier - limits.perEmail), limits.slowdownMaxMs);
        const start = Math.max(now(), gates.get(email) ?? 0) + delay;
        gates.set(email, start);
        await sleep(start - now());
      }
      return attempt;
    },
    /** Writes the counts now (at shutdown). */
    flush(): Promise<void> {
      if (timer) clearTimeout(timer);
      return save();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
