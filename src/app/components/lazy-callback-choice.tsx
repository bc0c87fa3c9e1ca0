// The contact page's "Call me at" select (callback-choice.tsx) through near-viewport.tsx: the server renders
// the free slots its loader found, and a native select has nothing to hydrate (the form reads its value when
// it is sent), so the server's markup stays and the code loads only for a client-side navigation (first-load budget).
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./callback-choice")).CallbackChoice : undefined;
export const LazyCallbackChoice = nearViewportComponent("callback-choice", onServer, () => import("./callback-choice").then((m) => m.CallbackChoice), {
  placeholderHeight: 96,
  keepServerMarkup: true,
});
