// The footer of every public page hydrates when it comes near the viewport (near-viewport.tsx): its links
// and contact details are in the server's HTML, and its code is not part of any page's first load.
// On the server its markup is made once per content change (lib/prerendered.server.tsx).
import { nearViewportComponent } from "./near-viewport";

const server = import.meta.env.SSR
  ? await Promise.all([import("./footer"), import("react-router"), import("../lib/prerendered"), import("../lib/page-meta")]).then(
      ([{ Footer }, { useRouteLoaderData }, { prerenderedFooter }, { SITE_ROUTE_ID }]) => ({
        Footer,
        useServerMarkup: () => prerenderedFooter.get(useRouteLoaderData<object>(SITE_ROUTE_ID) ?? {}),
      }),
    )
  : undefined;
export const LazyFooter = nearViewportComponent("footer", server?.Footer, () => import("./footer").then((m) => m.Footer), {
  placeholderHeight: 400,
  useServerMarkup: server?.useServerMarkup,
});
