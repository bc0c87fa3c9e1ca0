// The web app manifests (/site.webmanifest, /admin.webmanifest): the name an installed site or staff app
// shows is the firm's STORED name, so they are answered by the server, not kept as files.
import { PAGE_CACHE_STORE_HEADER, pageCacheStoreValue } from "../../shared/page-cache";

/** What a home screen shows under the icon: the name when it is short, else its initials ("AFI" for "Acme Filings India"). */
export function shortName(name: string, max = 12): string {
  if (name.length <= max) return name;
  const initials = name
    .split(/\s+/)
    .map((w) => w.match(/[\p{L}\p{N}]/u)?.[0] ?? "")
    .join("")
    .toUpperCase();
  return initials.slice(0, max) || name.slice(0, max);
}

const COMMON = {
  display: "standalone",
  background_color: "#f8fafc",
  theme_color: "#1f4fd1",
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
  ],
};

export function siteManifest(firmName: string) {
  return { name: firmName, short_name: shortName(firmName), start_url: "/", ...COMMON };
}

export function adminManifest(firmName: string) {
  return { id: "/admin", name: `${firmName}: Staff`, short_name: `${shortName(firmName, 6)} Staff`, start_url: "/admin/dashboard", scope: "/admin", ...COMMON };
}

/** The manifest as an answer: kept by the page cache like a page (its `site` tag drops it when the details change). */
export function manifestResponse(manifest: object): Response {
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600", [PAGE_CACHE_STORE_HEADER]: pageCacheStoreValue() },
  });
}
