// Figures the benchmarks print: quantiles of their timings and the machine's load while they run.
import os from "node:os";

/** The value below which a fraction q of the (non-empty) list falls, by the nearest-rank method: 0.5 = median, 0.99 = p99. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  if (value === undefined) throw new Error("quantile of an empty list");
  return value;
}

/** The one-minute load average (a busy machine makes every figure slower and noisier). */
export const loadAverage = (): number => os.loadavg()[0] ?? 0;
