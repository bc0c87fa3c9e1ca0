// The questions and answers at the foot of service and guide pages (near-viewport.tsx): native disclosures
// with nothing to hydrate, so the server's markup stays; the code loads only for a client-side navigation.
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./faq")).FaqSection : undefined;
export const LazyFaqSection = nearViewportComponent("faq", onServer, () => import("./faq").then((m) => m.FaqSection), { placeholderHeight: 500, keepServerMarkup: true });
