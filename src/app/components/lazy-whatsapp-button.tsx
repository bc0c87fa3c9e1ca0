// The contact page's WhatsApp link (near-viewport.tsx): a plain link with nothing to hydrate, so the
// server's markup stays and the code loads only for a client-side navigation (first-load budget).
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./whatsapp-button")).WhatsAppButton : undefined;
export const LazyWhatsAppButton = nearViewportComponent("whatsapp", onServer, () => import("./whatsapp-button").then((m) => m.WhatsAppButton), {
  placeholderHeight: 48,
  keepServerMarkup: true,
});
