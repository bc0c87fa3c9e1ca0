// URL helpers shared by the browser and the server; free of heavy imports so public pages stay small.

/** Adds https:// to a URL that has no http(s) scheme (SPEC 2.2 and 5). */
export function withScheme(url: string): string {
  const u = url.trim();
  return /^https?:\/\//i.test(u) ? u : `https://${u.replace(/^\/+/, "")}`;
}
