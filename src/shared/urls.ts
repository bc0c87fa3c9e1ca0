// URL helpers shared by the browser and the server; free of heavy imports so public pages stay small.

/** Adds https:// to a URL that has no http(s) scheme (docs/product.md#layout and #validation-rules). */
export function withScheme(url: string): string {
  const u = url.trim();
  return /^https?:\/\//i.test(u) ? u : `https://${u.replace(/^\/+/, "")}`;
}

const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Whether `url` parses as an http(s) URL (https only with `httpsOnly`) on a real host: dotted labels and a
 * top-level domain of letters, or an IPv4 address (no bare words such as "javascript" or "localhost", no
 * user:password@). Used for the URLs of sidebar links and of the firm's social profiles.
 */
export function isWebUrl(url: string, { httpsOnly = false } = {}): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol !== "https:" && (httpsOnly || u.protocol !== "http:")) return false;
  if (u.username || u.password) return false;
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(u.hostname)) return true; // URL has already checked the ranges
  const labels = u.hostname.split(".");
  const tld = labels.at(-1) ?? "";
  return labels.length >= 2 && labels.every((l) => HOST_LABEL.test(l)) && /^(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$/.test(tld);
}
