// A page's sections whose code is not part of the page's first JavaScript (near-viewport.tsx): the server draws them
// in full; in the browser the static ones keep the server's markup for good (plain text, lists and links), the
// interactive ones (the service tabs, the contact pop-up's buttons) load their code as they come near the viewport.
// Each instance is named by its place on the page, since a page may show one kind of section more than once.
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./page-sections-view")).SectionView : undefined;
const load = () => import("./page-sections-view").then((m) => m.SectionView);

export const LazyStaticSection = nearViewportComponent("page-section", onServer, load, {
  placeholderHeight: 400,
  keepServerMarkup: true,
  nameOf: (p) => `page-section-${p.index}`,
});

export const LazyInteractiveSection = nearViewportComponent("page-section", onServer, load, {
  placeholderHeight: 400,
  nameOf: (p) => `page-section-${p.index}`,
});
