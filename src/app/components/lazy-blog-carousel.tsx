// The home page's blog carousel, hydrated when it comes near the viewport (near-viewport.tsx).
import { CAROUSEL_CARD_HEIGHT_PX } from "../../shared/constants";
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./blog-carousel")).BlogCarousel : undefined;
export const LazyBlogCarousel = nearViewportComponent("blog-carousel", onServer, () => import("./blog-carousel").then((m) => m.BlogCarousel), {
  placeholderHeight: CAROUSEL_CARD_HEIGHT_PX + 150,
});
