// Fixed-window request counts per key, in memory: the per-address limits of the enquiry form and of the
// password-reset requests. (Sign-in has its own throttle, which persists and slows down: login-throttle.ts.)

export type WindowDecision = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts the calls of each key in a window that starts at the key's first call; the call past `limit`
 * is refused until the window ends. The map is bounded: past 10,000 keys, ended windows are dropped.
 */
export function windowCounter(limit: number, windowMs: number, now: () => number = Date.now): (key: string) => WindowDecision {
  const counts = new Map<string, { count: number; resetAt: number }>();
  return (key) => {
    const t = now();
    if (counts.size > 10_000) for (const [k, e] of counts) if (e.resetAt <= t) counts.delete(k);
    let e = counts.get(key);
    if (!e || e.resetAt <= t) counts.set(key, (e = { count: 0, resetAt: t + windowMs }));
    e.count++;
    return { allowed: e.count <= limit, retryAfterSeconds: (e.resetAt - t) / 1000 };
  };
}
