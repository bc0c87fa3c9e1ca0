// The home page's blog carousel (docs/product.md#home, #states-and-transitions, #constants-and-limits): the newest posts as cards that slide every 15 s and loop.
// Static when every post fits (3 on desktop, 1 under 640 px). Prev/Next buttons, dots, touch swipes and the arrow
// keys move it; a move in progress locks the controls; hover or focus pauses autoplay; reduced motion turns both
// animation and autoplay off. Widths come from CSS variables so the server render already has the right layout.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent, type PointerEvent } from "react";
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_CARD_HEIGHT_PX,
  CAROUSEL_CARD_WIDTH_MOBILE_PX,
  CAROUSEL_CARD_WIDTH_PX,
  CAROUSEL_GAP_PX,
  CAROUSEL_MAX_POSTS,
  CAROUSEL_TRANSITION_S,
  CAROUSEL_VISIBLE_DESKTOP,
  CAROUSEL_VISIBLE_MOBILE,
  MOBILE_BREAKPOINT_PX,
} from "../../shared/constants";
import { PostImage, ReadMore, type BlogCardData } from "./blog-card";
import { m } from "../../shared/i18n";
import { useLocale } from "../lib/locale";
import { useHydrated } from "../lib/use-hydrated";

const Chevron = ({ d }: { d: string }) => (
  <svg
    className="h-5 w-5"
    aria-hidden="true"
    focusable="false"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2.5}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    () => window.matchMedia(query).matches,
    // The server assumes a desktop without a motion preference; CSS covers mobile until hydration.
    () => false,
  );
}

const TRANSITION_MS = CAROUSEL_TRANSITION_S * 1000;
/** A touch that moves at least this far sideways (and more sideways than down) is a swipe. */
const SWIPE_MIN_PX = 40;
/** Width of one card in the track: the viewport shared by --vis cards and the gaps between them. */
const CARD_WIDTH = "calc((100% - (var(--vis) - 1) * var(--gap)) / var(--vis))";

export function BlogCarousel({ posts: all, heading: given }: { posts: BlogCardData[]; heading?: string }) {
  const locale = useLocale();
  const heading = given ?? m.section_blog_carousel_heading({}, { locale });
  const posts = all.slice(0, CAROUSEL_MAX_POSTS);
  const count = posts.length;
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const visible = mobile ? CAROUSEL_VISIBLE_MOBILE : CAROUSEL_VISIBLE_DESKTOP;
  const slides = count > visible;

  // index runs 0..count; count is the copy of the first post appended after the last, which makes the loop seamless.
  const [pos, setPos] = useState({ index: 0, animate: false });
  const mounted = useHydrated();
  const [paused, setPaused] = useState(false);
  const indexRef = useRef(0);
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
  // The event handlers and timers read the index through the ref; it follows every render before paint.
  useLayoutEffect(() => {
    indexRef.current = pos.index;
  });

  // A resize that makes the carousel static, or fewer posts: back to the start.
  const [shape, setShape] = useState({ slides, count });
  if (shape.slides !== slides || shape.count !== count) {
    setShape({ slides, count });
    setPos({ index: 0, animate: false });
  }
  useEffect(() => {
    locked.current = false;
  }, [slides, count]);
  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  function finish() {
    clearTimeout(unlockTimer.current);
    locked.current = false;
    if (indexRef.current >= count) setPos({ index: 0, animate: false });
  }

  function move(to: number) {
    if (!slides || locked.current) return;
    const target = ((to % count) + count) % count;
    if (reducedMotion) return setPos({ index: target, animate: false });
    locked.current = true;
    if (to < 0 && indexRef.current === 0) {
      // Backwards from the first post: jump unseen to the copy at the end, then slide one step back.
      setPos({ index: count, animate: false });
      requestAnimationFrame(() => requestAnimationFrame(() => setPos({ index: count - 1, animate: true })));
    } else {
      setPos({ index: to > count ? target : to, animate: true });
    }
    // transitionend may never come (tab hidden, element gone): unlock anyway.
    unlockTimer.current = setTimeout(finish, TRANSITION_MS + 150);
  }

  useEffect(() => {
    if (!slides || reducedMotion || paused) return;
    const timer = setTimeout(() => move(indexRef.current + 1), CAROUSEL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
    // move reads refs only; restart the timer after every move
  }, [pos.index, slides, reducedMotion, paused]); // eslint-disable-line react-hooks/exhaustive-deps

  // Touch swipes (a mouse drag stays a click or text selection): left shows the next post, right the previous.
  function onPointerDown(e: PointerEvent) {
    if (e.pointerType !== "mouse") swipeStart.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
  }
  function onPointerUp(e: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== e.pointerId) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(e.clientY - start.y)) move(indexRef.current + (dx < 0 ? 1 : -1));
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "ArrowLeft") move(indexRef.current - 1);
    else if (e.key === "ArrowRight") move(indexRef.current + 1);
    else return;
    e.preventDefault();
  }

  if (count === 0) return null;
  const current = pos.index % count;
  const rendered = mounted && slides ? [...posts, ...posts.slice(0, visible)] : posts;
  // Controls exist when some screen size slides; CSS hides them on desktop when every card fits there.
  const controls = count > CAROUSEL_VISIBLE_MOBILE;
  const desktopStatic = count <= CAROUSEL_VISIBLE_DESKTOP;

  const viewportStyle = {
    "--vp-mobile": `${CAROUSEL_CARD_WIDTH_MOBILE_PX}px`,
    "--vp-desktop": `${CAROUSEL_VISIBLE_DESKTOP * CAROUSEL_CARD_WIDTH_PX + (CAROUSEL_VISIBLE_DESKTOP - 1) * CAROUSEL_GAP_PX}px`,
  } as CSSProperties;
  const trackStyle = {
    "--vis-m": CAROUSEL_VISIBLE_MOBILE,
    "--vis-d": CAROUSEL_VISIBLE_DESKTOP,
    "--gap": `${CAROUSEL_GAP_PX}px`,
    gap: "var(--gap)",
    transform: `translateX(calc(${-pos.index} * (${CARD_WIDTH} + var(--gap))))`,
    transition: pos.animate && !reducedMotion ? `transform ${CAROUSEL_TRANSITION_S}s ease-in-out` : "none",
  } as CSSProperties;

  return (
    // The arrow keys move the slides while focus is on a control inside the carousel (WAI-ARIA carousel pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={heading}
      className="mt-16"
      data-hydrated={mounted || undefined}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="flex items-end justify-between gap-4">
        <h2 className="section-title">{heading}</h2>
        {controls && (
          <div className={`flex gap-2 ${desktopStatic ? "sm:hidden" : ""}`}>
            <button
              type="button"
              className="btn-outline h-10 w-10 p-0"
              aria-label={m.section_previous({}, { locale })}
              aria-controls="blog-carousel-track"
              onClick={() => move(pos.index - 1)}
            >
              <Chevron d="M15 18l-6-6 6-6" />
            </button>
            <button
              type="button"
              className="btn-outline h-10 w-10 p-0"
              aria-label={m.section_next({}, { locale })}
              aria-controls="blog-carousel-track"
              onClick={() => move(pos.index + 1)}
            >
              <Chevron d="M9 18l6-6-6-6" />
            </button>
          </div>
        )}
      </div>
      <div
        className={`mx-auto mt-6 w-full max-w-(--vp-mobile) overflow-hidden sm:max-w-(--vp-desktop) ${slides ? "touch-pan-y" : ""}`}
        style={viewportStyle}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div
          id="blog-carousel-track"
          data-index={pos.index}
          className={`flex [--vis:var(--vis-m)] sm:[--vis:var(--vis-d)] ${desktopStatic ? "sm:justify-center" : ""}`}
          style={trackStyle}
          onTransitionEnd={(e) => {
            if (e.target === e.currentTarget && e.propertyName === "transform") finish();
          }}
        >
          {rendered.map((post, i) => {
            const clone = i >= count;
            // Cards out of view are inert, so Tab never scrolls the hidden part of the track into view.
            const inView = !slides || !mounted || (i >= pos.index && i < pos.index + visible);
            return (
              <div
                key={clone ? `clone-${post.id}` : post.id}
                role={clone ? undefined : "group"}
                aria-roledescription={clone ? undefined : "slide"}
                aria-label={clone ? undefined : m.section_slide_of({ number: i + 1, count }, { locale })}
                aria-hidden={clone || undefined}
                inert={!inView || clone ? true : undefined}
                className="shrink-0"
                style={{ width: CARD_WIDTH, height: CAROUSEL_CARD_HEIGHT_PX }}
              >
                <article className="flex h-full flex-col overflow-hidden card">
                  <PostImage
                    src={post.image}
                    alt={post.imageAlt}
                    sizes={`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px) ${CAROUSEL_CARD_WIDTH_MOBILE_PX}px, ${CAROUSEL_CARD_WIDTH_PX}px`}
                  />
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="line-clamp-2 text-lg leading-snug font-semibold text-ink">{post.title}</h3>
                    <p className="mt-2 line-clamp-3 text-sm text-muted">{post.description}</p>
                    <ReadMore post={post} arrow className="mt-auto pt-3" />
                  </div>
                </article>
              </div>
            );
          })}
        </div>
      </div>
      {controls && (
        <div className={`mt-6 flex justify-center gap-2 ${desktopStatic ? "sm:hidden" : ""}`}>
          {posts.map((post, i) => (
            <button
              key={post.id}
              type="button"
              aria-label={m.section_go_to_slide({ number: i + 1 }, { locale })}
              aria-current={i === current ? "true" : undefined}
              onClick={() => move(i)}
              className="flex h-6 w-6 items-center justify-center rounded-full"
            >
              <span className={`block h-2.5 rounded-full transition-all ${i === current ? "w-6 bg-brand-600" : "w-2.5 bg-slate-300"}`} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
