// Blog post cards (docs/product.md#blog-list-and-search): the image or its placeholder, title, date and a 'Read More' link; and the grid of them.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { webpSrcSet } from "../../shared/images";
import type { BlogListItem } from "../../shared/schemas/blog";
import { m } from "../../shared/i18n";
import { dateIn } from "../../shared/locale";
import { postPath } from "../../shared/sitemap";
import { formatLongDate } from "../lib/format";
import { useLocale } from "../lib/locale";

/** What a card needs of a post; loaders send only this (never the content). */
export type BlogCardData = Pick<BlogListItem, "id" | "title" | "excerpt" | "date" | "image" | "description"> & Partial<Pick<BlogListItem, "imageAlt" | "locale">>;

export function toCard({ id, title, excerpt, date, image, imageAlt, description, locale }: BlogCardData): BlogCardData {
  return { id, title, excerpt, date, image, imageAlt: imageAlt ?? "", description, locale: locale ?? "en" };
}

/** Every post image is stored at the seed/editor ratio of 1200 x 630 (Open Graph size). */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;

/**
 * A post image. Without an image: a designed cover (named 'No Image' for assistive technology). A broken image becomes a blank grey
 * placeholder (docs/product.md#messages), also when it failed before hydration attached onError.
 */
/** The card grid: three columns from 1024 px, two from 640 px. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 290px, (min-width: 640px) 45vw, 100vw";

export function PostImage({
  src,
  alt = "",
  eager = false,
  className = "",
  sizes = CARD_IMAGE_SIZES,
}: {
  src: string;
  alt?: string;
  eager?: boolean;
  className?: string;
  sizes?: string;
}) {
  const [broken, setBroken] = useState(false);
  // A new picture is not broken until it fails (state adjusted while rendering, not in an effect after it).
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setBroken(false);
  }
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img || !img.complete || img.naturalWidth > 0) return;
    // complete with no pixels: it failed before React listened. Confirm with a probe (lazy images can look alike).
    const probe = new Image();
    probe.onerror = () => setBroken(true);
    probe.src = img.currentSrc || img.src;
  }, [src]);
  const box = `aspect-[40/21] w-full ${className}`;
  const locale = useLocale();
  if (!src) {
    return (
      // A designed cover rather than a grey "No Image" block: the brand's tint and an article mark.
      <div
        className={`text-brand-300 flex items-center justify-center bg-gradient-to-br from-brand-50 via-white to-brand-100 ${box}`}
        role="img"
        aria-label={m.section_no_image({}, { locale })}
      >
        <svg className="h-12 w-12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false">
          <path d="M7 3h7l5 5v13H7z" strokeLinejoin="round" />
          <path d="M14 3v5h5M10 12h6M10 15.5h6M10 19h4" strokeLinecap="round" />
        </svg>
      </div>
    );
  }
  if (broken) return <div className={`img-placeholder ${box}`} data-testid="broken-image" aria-hidden="true" />;
  return (
    <img
      ref={ref}
      src={src}
      srcSet={webpSrcSet(src)}
      sizes={webpSrcSet(src) ? sizes : undefined}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setBroken(true)}
      className={`${box} bg-slate-200 object-cover`}
    />
  );
}

/** 'Read More' with the post title for screen readers and crawlers (a bare 'Read More' is not descriptive). */
export function ReadMore({ post, arrow = false, className = "" }: { post: Pick<BlogCardData, "excerpt" | "title" | "locale">; arrow?: boolean; className?: string }) {
  const locale = useLocale();
  return (
    <Link to={postPath(post)} className={`font-semibold text-brand-700 hover:underline ${className}`}>
      {m.section_read_more({}, { locale })}
      <span className="sr-only">: {post.title}</span>
      {arrow && <span aria-hidden="true"> →</span>}
    </Link>
  );
}

export function BlogCard({ post, eager = false, headingLevel = 2 }: { post: BlogCardData; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden card">
      <PostImage src={post.image} alt={post.imageAlt} eager={eager} className="rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg leading-snug font-semibold text-ink">{post.title}</Heading>
        <p className="mt-2 text-sm text-muted">
          <time dateTime={post.date}>{post.locale === "hi" ? dateIn("hi", post.date) : formatLongDate(post.date)}</time>
        </p>
        <ReadMore post={post} className="mt-auto pt-4" />
      </div>
    </article>
  );
}

/** Cards in three columns; the first row loads eagerly, the rest lazily (below the fold). */
export function BlogGrid({ posts, headingLevel = 2 }: { posts: BlogCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((p, i) => (
        <li key={p.id}>
          <BlogCard post={p} eager={i < 3} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
