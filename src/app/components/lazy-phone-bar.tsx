// The phone bar (phone-bar.tsx) through near-viewport.tsx: plain links with nothing to hydrate, so the
// server's markup stays on the first page (taps are counted by visit.ts's listener on the document) and the
// code loads only when a client-side navigation shows another page (first-load budget).
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./phone-bar")).PhoneBar : undefined;
export const LazyPhoneBar = nearViewportComponent("phone-bar", onServer, () => import("./phone-bar").then((m) => m.PhoneBar), {
  // The bar is fixed to the bottom of the screen: it takes no room in the page while its code loads.
  placeholderHeight: 0,
  keepServerMarkup: true,
});
