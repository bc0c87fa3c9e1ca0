// The blog sidebar (search box, quick links, Need Help?) is plain links and a plain GET form: nothing to
// hydrate. Its server markup is kept as it is (near-viewport.tsx, keepServerMarkup), so its code is not part
// of any page's first load; after a client-side navigation it loads behind a placeholder.
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./sidebar")).Sidebar : undefined;
export const LazySidebar = nearViewportComponent("sidebar", onServer, () => import("./sidebar").then((m) => m.Sidebar), { placeholderHeight: 600, keepServerMarkup: true });
