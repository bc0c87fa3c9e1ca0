// The confirmation after an enquiry (enquiry-sent.tsx) through near-viewport.tsx: shown only once a form is
// sent, so its code loads then (or, on the page the no-JavaScript form lands on, just after hydration, over
// the server's same markup) instead of with every form's first-load JavaScript.
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./enquiry-sent")).EnquirySent : undefined;
export const LazyEnquirySent = nearViewportComponent("enquiry-sent", onServer, () => import("./enquiry-sent").then((m) => m.EnquirySent), {
  placeholderHeight: 220,
});
