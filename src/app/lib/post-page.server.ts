// What a post's page shows (its loader, and the preview link's): the post, related posts, the SEO head and
// structured data. Server-only, so the page's code never ships the packages copy the call to action reads.
import type { AppLoadContext } from "react-router";
import type { Blog } from "../../shared/schemas/blog";
import { readingMinutes } from "../../shared/reading-time";
import { categoryPath, keywordList, postPath } from "../../shared/sitemap";
import { LANGUAGE_TAG } from "../../shared/locale";
import { m } from "../../shared/i18n";
import type { PageVersion } from "./page-versions";
import { toCard } from "../components/blog-card";
import { postCta } from "../copy/pages";
import type { PageSummary } from "../../shared/site-pages";
import { absoluteUrl, shareImageUrl } from "./seo";
import { organizationId, personLd } from "./structured-data";

/** What the post's page shows: the post, related posts, the SEO head and structured data (also for a preview). */
export function postPage(post: Blog, { reads, siteUrl }: Pick<AppLoadContext, "reads" | "siteUrl">) {
  // Its description, category and tags from the post itself (a preview's working copy has its own).
  const self = reads.blogs.item(post);
  const description = self.description;
  const category = self.category;
  const tags = self.tags;
  // Posts sharing the category or tags first, then the newest (two in all).
  const related = reads.blogs.related(post.id).map(toCard);
  const path = postPath(post);
  const canonical = post.canonicalUrl || siteUrl + path;
  // The post and its translation (or original), each at its own address: hreflang between them.
  const versions: PageVersion[] = reads.blogs.versions(post).map((v) => ({ locale: v.locale, path: postPath(v) }));
  const blogList = post.locale === "hi" ? "/hi/blog" : "/blog";
  const imageRef = post.socialImage || post.image;
  const image = imageRef ? absoluteUrl(siteUrl, imageRef) : undefined;
  const title = post.metaTitle || post.title;
  const keywords = keywordList(post.keywords);

  // The author is a Person (their credentials matter for tax and legal advice); the firm, as stored, publishes.
  const author = reads.authors.byUserId(post.authorId);
  const firm = reads.firm.get();
  const publisher = {
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: firm.name,
    url: `${siteUrl}/`,
    logo: { "@type": "ImageObject", url: `${siteUrl}/icon-512.png` },
  };
  const jsonLd = [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description,
      inLanguage: LANGUAGE_TAG[post.locale],
      ...(image ? { image: [image] } : {}),
      datePublished: post.date,
      dateModified: post.updatedAt > post.date ? post.updatedAt : post.date,
      author: author ? personLd(siteUrl, author, { context: false }) : { "@type": "Organization", "@id": organizationId(siteUrl), name: firm.name, url: `${siteUrl}/` },
      publisher,
      mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
      url: canonical,
      ...(keywords.length > 0 ? { keywords: keywords.join(", ") } : {}),
      ...(category ? { articleSection: category.name } : {}),
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: m.blog_breadcrumb_home({}, { locale: post.locale }), item: `${siteUrl}/` },
        { "@type": "ListItem", position: 2, name: m.blog_breadcrumb_blog({}, { locale: post.locale }), item: siteUrl + blogList },
        ...(category ? [{ "@type": "ListItem", position: 3, name: category.name, item: siteUrl + categoryPath(category.slug) }] : []),
        { "@type": "ListItem", position: category ? 4 : 3, name: post.title, item: canonical },
      ],
    },
  ];

  return {
    locale: post.locale,
    versions,
    siteUrl,
    post: {
      id: post.id,
      title: post.title,
      date: post.date,
      image: post.image,
      imageAlt: post.imageAlt || post.title,
      content: post.content,
      category,
      tags,
      readingMinutes: readingMinutes(post.content),
    },
    author: author && { publicName: author.publicName, slug: author.slug, title: author.title, photo: author.photo, photoAlt: author.photoAlt },
    related,
    // Shared links show the editor's social image, else the post's own 1200x630 share image.
    seo: {
      title,
      // The firm's stored name, for the title's fitting and a short description's closing line.
      firmName: firm.name,
      description,
      url: canonical,
      shareImage: post.socialImage || shareImageUrl(siteUrl + path),
      ownShareImage: !post.socialImage,
      imageAlt: post.imageAlt || post.title,
      keywords: keywords.join(", "),
      published: post.date,
      modified: post.updatedAt,
    },
    jsonLd,
    cta: { ...postCta, ...postCallToAction(post, reads.pages.summaries()) },
  };
}

/** Which service page a blog post is about, by words in its title and keywords (the first that matches). */
const postTopics: [RegExp, string][] = [
  [/\bngo\b|section[\s-]*8/i, "ngo-section-8-registration-delhi"],
  [/\bllp\b|limited liability partnership/i, "llp-registration-delhi"],
  [/\bopc\b|one person compan/i, "opc-registration-delhi"],
  [/partnership/i, "partnership-registration-delhi"],
  [/proprietor/i, "sole-proprietorship-registration-delhi"],
  [/trade\s?mark/i, "trademark-registration-delhi"],
  [/private limited|\bpvt\b/i, "pvt-ltd-registration-delhi"],
];
const GENERAL_TOPIC = "company-registration";

/** The call to action under a blog post: talk to us, WhatsApp, and the service page the post is about (among the published `pages`). */
export function postCallToAction(
  post: { title: string; keywords: string },
  pages: readonly Pick<PageSummary, "path" | "name">[],
): { service: string; href: string; linkLabel: string } {
  const text = `${post.title} ${post.keywords}`;
  const slug = postTopics.find(([pattern]) => pattern.test(text))?.[1] ?? GENERAL_TOPIC;
  const page = pages.find((p) => p.path === `/${slug}`) ?? pages.find((p) => p.path === `/${GENERAL_TOPIC}`);
  const name = page?.name ?? "Company Registration in India";
  return { service: name, href: page?.path ?? `/${GENERAL_TOPIC}`, linkLabel: `${name}: fees and process` };
}
