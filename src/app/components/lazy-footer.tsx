// The footer of every public page hydrates when it comes near the viewport (near-viewport.tsx): its links
// and contact details are in the server's HTML, and its code is not part of any page's first load.
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./footer")).Footer : undefined;
export const LazyFooter = nearViewportComponent("footer", onServer, () => import("./footer").then((m) => m.Footer), { placeholderHeight: 400 });
