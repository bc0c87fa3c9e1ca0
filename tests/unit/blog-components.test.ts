// Server renders of the blog components: what visitors and crawlers get before any script runs.
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { BlogCardData } from "../../src/app/components/blog-card";
import { BlogCarousel } from "../../src/app/components/blog-carousel";
import { FeaturedBlogs } from "../../src/app/components/featured-blogs";
import { serializeJsonLd as jsonLdText } from "../../src/app/components/json-ld";
import { LatestArticles } from "../../src/app/components/latest-articles";
import { pageWindow, Pagination } from "../../src/app/components/pagination";
import { escapeXml } from "../../src/app/lib/xml";
import { messages } from "../../src/shared/messages";

const render = (el: ReactElement) => renderToStaticMarkup(createElement(MemoryRouter, null, el));

const card = (n: number, extra: Partial<BlogCardData> = {}): BlogCardData => ({
  id: `id-${n}`,
  title: `Post ${n}`,
  excerpt: `post ${n}`,
  date: "2026-11-21T00:00:00.000Z",
  image: `/uploads/p${n}.png`,
  description: `About post ${n}`,
  ...extra,
});

describe("FeaturedBlogs", () => {
  it("lists the loader's posts with title, short date and encoded link", () => {
    const html = render(createElement(FeaturedBlogs, { posts: [{ id: "a", title: "GST & You", excerpt: "gst guide", date: "2026-11-21T00:00:00.000Z" }] }));
    expect(html).toContain('href="/blog/gst%20guide"');
    expect(html).toContain("GST &amp; You");
    expect(html).toContain("21 Nov 2026");
  });

  it("says so when there are none", () => {
    expect(render(createElement(FeaturedBlogs, { posts: [] }))).toContain(messages.featuredEmpty);
  });
});

describe("LatestArticles", () => {
  it("renders the loader's posts on the server", () => {
    const html = render(createElement(LatestArticles, { posts: [card(1), card(2)] }));
    expect(html).toContain("Latest Articles");
    expect(html).toContain("Post 1");
    expect(html).toContain("Post 2");
  });
});

describe("BlogCarousel", () => {
  it("takes the 4 newest posts, with dots and labelled buttons", () => {
    const html = render(createElement(BlogCarousel, { posts: [1, 2, 3, 4, 5, 6].map((n) => card(n)) }));
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(4);
    expect(html).not.toContain("Post 5");
    expect(html.match(/aria-label="Go to slide \d"/g)).toHaveLength(4);
    expect(html).toContain('aria-label="Previous"');
    expect(html).toContain('aria-label="Next"');
    expect(html).toContain("Read More");
  });

  it("hides the controls on desktop when at most 3 posts fit, and has none for 1 post", () => {
    const three = render(createElement(BlogCarousel, { posts: [1, 2, 3].map((n) => card(n)) }));
    expect(three).toMatch(/class="[^"]*sm:hidden[^"]*"><button[^>]*aria-label="Previous"/);
    const one = render(createElement(BlogCarousel, { posts: [card(1)] }));
    expect(one).not.toContain("Go to slide");
  });

  it("shows 'No Image' for a post without an image", () => {
    expect(render(createElement(BlogCarousel, { posts: [card(1, { image: "" })] }))).toContain("No Image");
  });
});

describe("Pagination", () => {
  it("is absent for a single page", () => {
    expect(render(createElement(Pagination, { page: 1, totalPages: 1, basePath: "/blog" }))).toBe("");
  });

  it("disables Prev on the first page and Next on the last; page 1 is the bare path", () => {
    const first = render(createElement(Pagination, { page: 1, totalPages: 3, basePath: "/blog" }));
    expect(first).toMatch(/<a role="link" aria-disabled="true"[^>]*>Prev<\/a>/);
    expect(first).toContain('href="/blog?page=2"');
    const last = render(createElement(Pagination, { page: 3, totalPages: 3, basePath: "/blog" }));
    expect(last).toMatch(/<a role="link" aria-disabled="true"[^>]*>Next<\/a>/);
    expect(last).toMatch(/<a rel="prev"[^>]*href="\/blog\?page=2"[^>]*>Prev<\/a>/);
    expect(last).toMatch(/<a aria-label="Page 1"[^>]*href="\/blog"[^>]*>1<\/a>/);
  });

  it("shows every number when few, else the ends and a window around the current page", () => {
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });
});

describe("escaping", () => {
  it("keeps JSON-LD from closing its script element", () => {
    const text = jsonLdText({ headline: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ headline: "</script><script>alert(1)</script>" });
  });

  it("escapes XML text and drops characters XML forbids", () => {
    expect(escapeXml(`Tax & "Audit" <Guide> 'x'\u0001`)).toBe("Tax &amp; &quot;Audit&quot; &lt;Guide&gt; &apos;x&apos;");
  });
});
