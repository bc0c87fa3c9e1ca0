// Deterministic generated data: the n-th item of a list repeated end to end (n = 0, 1, 2, ...).

export function cycle<T>(list: readonly T[], n: number): T {
  const item = list[n % list.length];
  if (item === undefined) throw new Error("cycle over an empty list");
  return item;
}
