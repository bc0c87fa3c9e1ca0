// /site.webmanifest: the public site as an installable app, under the firm's stored name (lib/web-manifest.ts).
import { manifestResponse, siteManifest } from "../lib/web-manifest";
import type { Route } from "./+types/site-webmanifest";

export function loader({ context }: Route.LoaderArgs) {
  return manifestResponse(siteManifest(context.reads.firm.get().name));
}
