// Login throttling that holds (docs/architecture.md#security-and-reliability). An attempt is counted when it arrives, before its password is
// checked, so a burst of parallel requests cannot get more checks than the limits allow:
// - per e-mail + client address: 5 attempts in 15 minutes, then 429 (stops one client guessing);
// - per client address (IPv6: its /64): 20 attempts in 15 minutes across e-mails, then 429;
// - per e-mail, from addresses that never signed in to it: past 5 attempts each further one waits, longer
//   each time and one after the other, rather than being refused (spreading guesses over many addresses
//   gains little). An address that signed in to the account (a known address, remembered 90 days) has a
//   queue of its own: no third party can lock a user out or delay them (three attacking
//   addresses made the real user wait 74.5 s). A wait longer than UNKNOWN_QUEUE_MAX_MS is answered 429 at
//   once; a request abandoned while it waits leaves the queue.
// A successful login takes its attempt back; a password reset clears the account's counts (clear()). The
// counts are saved (debounced) and survive a restart.
import { isIP } from "node:net";
import { AppError, TooManyRequests } from "../errors";
import type { Storage } from "../storage";

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
/** The longest an attempt from an unknown address waits in its e-mail's queue; beyond it, 429 at once. */
export const UNKNOWN_QUEUE_MAX_MS = 30_000;
/** How long an address that signed in to an account stays known for it. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;
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

/**
 * The counts in the login_attempts table: a save writes only the rows that changed (one transaction), and
 * removes those of keys no longer counted.
 */
export function throttleStore({ loginAttempts }: Pick<Storage, "loginAttempts">): ThrottleStore {
  return {
    load: () => loginAttempts.find(),
    async save(entries) {
      loginAttempts.transaction(() => {
        loginAttempts.removeWhere({ key: { notIn: entries.map((e) => e.key) } });
        for (const e of entries) {
          const stored = loginAttempts.get(e.key);
          if (!stored) loginAttempts.create(e);
          else if (stored.count !== e.count || stored.resetAt !== e.resetAt) loginAttempts.update(e.key, e);
        }
      });
    },
  };
}

export type ThrottleLimits = {
  windowMs: number;
  perPair: number;
  perEmail: number;
  perIp: number;
  slowdownBaseMs: number;
  slowdownMaxMs: number;
  /** The longest wait in an e-mail's queue of unknown addresses before an attempt is refused instead. */
  queueMaxMs: number;
};

export const DEFAULT_LIMITS: ThrottleLimits = {
  windowMs: LOGIN_WINDOW_MS,
  perPair: LOGIN_ATTEMPTS_PER_PAIR,
  perEmail: LOGIN_ATTEMPTS_PER_EMAIL,
  perIp: LOGIN_ATTEMPTS_PER_IP,
  slowdownBaseMs: LOGIN_SLOWDOWN_BASE_MS,
  slowdownMaxMs: LOGIN_SLOWDOWN_MAX_MS,
  queueMaxMs: UNKNOWN_QUEUE_MAX_MS,
};

/** The client went away while its attempt waited: nothing is answered (never sent; not a failure to log). */
export class Abandoned extends AppError {
  constructor() {
    super(499, "The request was abandoned");
  }
}

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

const defaultSleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms).unref());

/** One attempt waiting its turn in a queue; `gone` once its request was abandoned. */
type Waiter = { delay: number; gone: boolean; go: () => void; left: Promise<void>; leave: () => void };
/** A queue of slowed-down attempts: each starts `delay` after the previous one's start (`last`). */
type Lane = { last: number; waiters: Waiter[]; running: boolean };

export function createLoginThrottle({ limits: given = {}, now = Date.now, sleep = defaultSleep, store, onSaveError }: ThrottleOptions = {}) {
  const limits = { ...DEFAULT_LIMITS, ...given };
  const entries = new Map<string, { count: number; resetAt: number }>();
  for (const e of store?.load() ?? []) if (e.resetAt > now()) entries.set(e.key, { count: e.count, resetAt: e.resetAt });
  /** The queues of slowed-down attempts: one per e-mail for unknown addresses, one per e-mail and known address. */
  const lanes = new Map<string, Lane>();

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
    for (const [k, lane] of lanes) if (!lane.running && lane.last + limits.slowdownMaxMs <= t) lanes.delete(k);
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

  /** When an attempt of `delay` would start if queued now in `lane` (for the refusal of a long wait). */
  const startOf = (lane: Lane | undefined, delay: number) => {
    let at = lane?.last ?? -Infinity;
    for (const w of lane?.waiters ?? []) if (!w.gone) at = Math.max(now(), at) + w.delay;
    return Math.max(now(), at) + delay;
  };

  /** Runs a lane's queue: each waiter starts its delay after the previous start; an abandoned one is skipped. */
  async function pump(lane: Lane): Promise<void> {
    lane.running = true;
    while (lane.waiters.length) {
      const w = lane.waiters[0]!;
      const at = Math.max(now(), lane.last) + w.delay;
      if (!w.gone && at > now()) await Promise.race([sleep(at - now()), w.left]);
      lane.waiters.shift();
      if (w.gone) continue;
      lane.last = at;
      w.go();
    }
    lane.running = false;
  }

  /** Waits the attempt's turn in the lane; rejects with Abandoned when the signal aborts first. */
  function queue(key: string, delay: number, signal: AbortSignal | undefined): Promise<void> {
    let lane = lanes.get(key);
    if (!lane) lanes.set(key, (lane = { last: -Infinity, waiters: [], running: false }));
    const l = lane;
    return new Promise<void>((resolve, reject) => {
      let leave = () => {};
      const left = new Promise<void>((ok) => (leave = ok));
      const w: Waiter = { delay, gone: false, go: resolve, left, leave };
      const abandon = () => {
        w.gone = true;
        w.leave();
        reject(new Abandoned());
      };
      if (signal?.aborted) return abandon();
      signal?.addEventListener("abort", abandon, { once: true });
      w.go = () => {
        signal?.removeEventListener("abort", abandon);
        resolve();
      };
      l.waiters.push(w);
      if (!l.running) void pump(l);
    });
  }

  return {
    /**
     * Counts an attempt for `email` from `ip` before its password is checked. Throws TooManyRequests
     * when the e-mail-and-address pair or the address has used up its attempts, or when an unknown
     * address would wait too long; resolves (after its turn in the queue once the e-mail has many
     * attempts) with the attempt to settle. `signal` aborts the wait (the client went away): Abandoned.
     */
    async begin(rawEmail: string, ip: string | undefined, signal?: AbortSignal): Promise<LoginAttempt> {
      const email = rawEmail.trim().toLowerCase();
      const net = clientNetwork(ip);
      const keys = { pair: `p:${email} ${net}`, ip: `i:${net}`, email: `e:${email}`, known: `g:${email} ${net}` };
      refuseAt(keys.pair, limits.perPair);
      refuseAt(keys.ip, limits.perIp);
      if (entries.size >= MAX_KEYS) prune();
      // A known address is slowed down by its own attempts only; unknown ones share the e-mail's count.
      const known = live(keys.known) !== undefined;
      const earlier = live(known ? keys.pair : keys.email)?.count ?? 0;
      const lane = known ? `k:${email} ${net}` : `u:${email}`;
      const delay = earlier >= limits.perEmail ? Math.min(limits.slowdownBaseMs * 2 ** (earlier - limits.perEmail), limits.slowdownMaxMs) : 0;
      if (delay && !known && startOf(lanes.get(lane), delay) - now() > limits.queueMaxMs) {
        throw new TooManyRequests((startOf(lanes.get(lane), delay) - now()) / 1000);
      }
      bump(keys.pair);
      bump(keys.ip);
      if (!known) bump(keys.email);
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
          entries.delete(keys.known);
          entries.set(keys.known, { count: 1, resetAt: now() + KNOWN_ADDRESS_MS });
        }),
        fail: settle(() => undefined),
        cancel: settle(() => {
          refund(keys.pair);
          refund(keys.ip);
          if (!known) refund(keys.email);
        }),
      };

      if (delay) {
        try {
          await queue(lane, delay, signal);
        } catch (err) {
          attempt.cancel();
          throw err;
        }
      }
      return attempt;
    },
    /** Forgets the account's counts and queues (a successful password reset); its known addresses stay. */
    clear(rawEmail: string): void {
      const email = rawEmail.trim().toLowerCase();
      entries.delete(`e:${email}`);
      for (const k of entries.keys()) if (k.startsWith(`p:${email} `)) entries.delete(k);
      for (const [k, lane] of lanes) if ((k === `u:${email}` || k.startsWith(`k:${email} `)) && !lane.running) lanes.delete(k);
      changed();
    },
    /** Writes the counts now (at shutdown). */
    flush(): Promise<void> {
      if (timer) clearTimeout(timer);
      return save();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
