// The home page's carousel, hydrated when it comes near the viewport. The server renders it in full (the
// posts are in the HTML from the start); in the browser its code is fetched only once the visitor scrolls
// towards it, and until then React keeps the server's markup inside the Suspense boundary. On a client-side
// navigation to the home page there is no server markup, so the code loads at once behind a placeholder
// of the carousel's height.
import { lazy, memo, Suspense } from "react";
import { CAROUSEL_CARD_HEIGHT_PX } from "../../shared/constants";
import type { BlogCardData } from "./blog-card";

const SLOT_ATTRIBUTE = "data-carousel-slot";
/** How far below the viewport the carousel starts loading. */
const LOAD_MARGIN = "600px";

/** Resolves once the element is within LOAD_MARGIN of the viewport (at once when it is not in the page). */
function nearViewport(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const el = document.querySelector(selector);
    if (!el || typeof IntersectionObserver === "undefined") return resolve();
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

// The server renders it directly (a lazy component would suspend on the first render after start-up);
// the condition is decided at build time, so the browser bundle keeps only the lazy one.
const Carousel = import.meta.env.SSR
  ? (await import("./blog-carousel")).BlogCarousel
  : lazy(() =>
      nearViewport(`[${SLOT_ATTRIBUTE}]`)
        .then(() => import("./blog-carousel"))
        .then((m) => ({ default: m.BlogCarousel })),
    );

type Props = { posts: BlogCardData[] };

// memo: a re-render of the home page must not reach the boundary before it has hydrated (React would
// then drop the server markup and show the placeholder).
export const LazyBlogCarousel = memo(function LazyBlogCarousel({ posts }: Props) {
  if (posts.length === 0) return null;
  return (
    <div {...{ [SLOT_ATTRIBUTE]: "" }}>
      <Suspense fallback={<div className="mt-16" style={{ minHeight: CAROUSEL_CARD_HEIGHT_PX + 80 }} />}>
        <Carousel posts={posts} />
      </Suspense>
    </div>
  );
});
