// The enquiry call to action at the foot of service, city and guide pages, hydrated when it comes near the
// viewport (near-viewport.tsx).
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./cta")).EnquiryCta : undefined;
export const LazyEnquiryCta = nearViewportComponent("cta", onServer, () => import("./cta").then((m) => m.EnquiryCta), { placeholderHeight: 250 });
