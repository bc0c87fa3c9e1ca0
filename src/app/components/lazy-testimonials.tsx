// Client quotes far down the home and service pages (near-viewport.tsx): static markup with nothing to hydrate,
// so the server's markup stays and the code loads only for a client-side navigation (first-load budget).
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./testimonials")).TestimonialsSection : undefined;
export const LazyTestimonialsSection = nearViewportComponent("testimonials", onServer, () => import("./testimonials").then((m) => m.TestimonialsSection), {
  placeholderHeight: 300,
  keepServerMarkup: true,
});
