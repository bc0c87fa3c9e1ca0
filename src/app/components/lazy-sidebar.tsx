// The blog sidebar (search box, quick links, Need Help?) is plain links and a plain GET form: nothing to
// hydrate. Its server markup is kept as it is (near-viewport.tsx, keepServerMarkup), so its code is not part
// of any page's first load; after a client-side navigation it loads behind a placeholder.
// On the server its markup is made once per content change (lib/prerendered.server.tsx).
import type { SidebarLink } from "../../shared/schemas/sidebar-link";
import { nearViewportComponent } from "./near-viewport";

type Props = { links: SidebarLink[] | null; search?: boolean };

const server = import.meta.env.SSR
  ? await Promise.all([import("./sidebar"), import("react-router"), import("../lib/prerendered"), import("../lib/page-meta")]).then(
      ([{ Sidebar }, { useRouteLoaderData }, { prerenderedSidebar }, { SITE_ROUTE_ID }]) => ({
        Sidebar,
        useServerMarkup: ({ links, search = true }: Props) => {
          const layout = useRouteLoaderData<{ quickLinks?: unknown }>(SITE_ROUTE_ID);
          // Made with the layout's quick links: another list (the error page's none) renders itself.
          return layout && layout.quickLinks === links ? prerenderedSidebar.get(layout)?.[search ? "withSearch" : "withoutSearch"] : undefined;
        },
      }),
    )
  : undefined;
export const LazySidebar = nearViewportComponent<Props>("sidebar", server?.Sidebar, () => import("./sidebar").then((m) => m.Sidebar), {
  placeholderHeight: 600,
  keepServerMarkup: true,
  useServerMarkup: server?.useServerMarkup,
});
