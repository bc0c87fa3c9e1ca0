// The price box of the service, entity and city pages (price-box.tsx) through near-viewport.tsx: figures
// from the page's loader and plain links, nothing to hydrate, so the server's markup stays and the code loads
// only when a client-side navigation shows another package (first-load budget).
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./price-box")).PriceBox : undefined;
export const LazyPriceBox = nearViewportComponent("price-box", onServer, () => import("./price-box").then((m) => m.PriceBox), {
  placeholderHeight: 320,
  keepServerMarkup: true,
});
