// The home page's Latest Articles, hydrated when it comes near the viewport (near-viewport.tsx).
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./latest-articles")).LatestArticles : undefined;
export const LazyLatestArticles = nearViewportComponent("latest-articles", onServer, () => import("./latest-articles").then((m) => m.LatestArticles), { placeholderHeight: 600 });
