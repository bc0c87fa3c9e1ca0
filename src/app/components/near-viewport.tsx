// Sections far down a page whose code loads when they come near the viewport. The server renders them in
// full, so their content is in the HTML from the start (and works without JavaScript). In the browser the
// page hydrates without their code: each such section keeps the server's markup as it is, and once the
// visitor scrolls towards it, its code loads and React renders it over that markup (the same markup, so
// nothing moves). After a client-side navigation there is no server markup: the code loads at once behind
// a placeholder of about the section's height.
//
// Why not React.lazy inside <Suspense>: React keeps a not-yet-hydrated boundary's server markup only until
// some context above it changes (a router state update after hydration is enough), and then replaces it
// with the fallback, so the content would vanish until its code arrived.
import { memo, useEffect, useRef, useState, type ComponentType } from "react";

const ATTRIBUTE = "data-near-viewport";
/** How far outside the viewport a section starts loading. */
const LOAD_MARGIN = "600px";

// True until the first page has hydrated: only then is the markup in the document the server's markup of
// this very section (after a client-side navigation it could be the previous page's).
let hydrating = true;

/** Resolves once the element is within LOAD_MARGIN of the viewport (at once without IntersectionObserver). */
function nearViewport(el: Element): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${LOAD_MARGIN} 0px` },
    );
    observer.observe(el);
  });
}

type Options<P> = {
  /** Height of the placeholder shown while the code loads after a client-side navigation. */
  placeholderHeight: number;
  /**
   * For sections with nothing to hydrate (native <details>, plain links): keep the server's markup for as
   * long as the page is shown, so a disclosure the visitor opened is never re-rendered shut.
   */
  keepServerMarkup?: boolean;
  /**
   * Server only: a hook giving the section's markup when it was made beforehand (the footer's, once
   * per content change, lib/prerendered.ts); the section is then not rendered again. The browser reads the
   * markup from the page as it does for any server markup.
   */
  useServerMarkup?: (props: P) => string | undefined;
  /**
   * The name of one instance, when a page can show the component more than once (a page's sections): each instance
   * finds its own server markup by it. The component's `name` otherwise.
   */
  nameOf?: (props: P) => string;
};

const noMarkup = () => undefined;

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * `onServer` is the component itself for the server render; `import.meta.env.SSR` is decided at build
 * time, so the browser bundle keeps only `load`, which fetches the component's own chunk.
 */
export function nearViewportComponent<P extends object>(
  name: string,
  onServer: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  { placeholderHeight, keepServerMarkup = false, useServerMarkup = noMarkup, nameOf }: Options<P>,
) {
  let loaded: ComponentType<P> | undefined = onServer;

  return memo(function NearViewport(props: P) {
    const markerName = nameOf?.(props) ?? name;
    const marker = { [ATTRIBUTE]: markerName };
    const ref = useRef<HTMLDivElement>(null);
    const [Section, setSection] = useState<ComponentType<P> | undefined>(() => loaded);
    // During hydration: the server's markup of this section, kept as it is until the code is here.
    const [hydratedWith] = useState(() => ({
      props,
      html: !Section && hydrating ? (document.querySelector(`[${ATTRIBUTE}="${markerName}"]`)?.innerHTML ?? null) : null,
    }));
    // The markup shows the props it was rendered with: new props (the same route showing another page)
    // make it stale, and then the code loads at once.
    const serverHtml = hydratedWith.html !== null && sameProps(hydratedWith.props, props) ? hydratedWith.html : null;

    useEffect(() => {
      hydrating = false;
      if (Section || !ref.current || (keepServerMarkup && serverHtml !== null)) return;
      let live = true;
      (serverHtml === null ? Promise.resolve() : nearViewport(ref.current))
        .then(load)
        .then((component) => {
          loaded = component;
          if (live) setSection(() => component);
        })
        .catch(() => undefined); // offline: the server's markup stays
      return () => {
        live = false;
      };
    }, [Section, serverHtml]);

    // A build-time constant: the browser's bundle keeps neither the call nor the markup branch.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const prerendered = import.meta.env.SSR ? useServerMarkup(props) : undefined;
    if (prerendered !== undefined) return <div ref={ref} {...marker} dangerouslySetInnerHTML={{ __html: prerendered }} />;
    if (Section)
      return (
        <div ref={ref} {...marker}>
          <Section {...props} />
        </div>
      );
    if (serverHtml !== null) return <div ref={ref} {...marker} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serverHtml }} />;
    return <div ref={ref} {...marker} style={{ minHeight: placeholderHeight }} />;
  });
}
