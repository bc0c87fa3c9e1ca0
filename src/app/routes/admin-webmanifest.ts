// /admin.webmanifest: the staff app, under the firm's stored name (lib/web-manifest.ts).
import { adminManifest, manifestResponse } from "../lib/web-manifest";
import type { Route } from "./+types/admin-webmanifest";

export function loader({ context }: Route.LoaderArgs) {
  return manifestResponse(adminManifest(context.reads.firm.get().name));
}
