// /blog/{excerpt} (docs/product.md#blog-post): the post with its full SEO head, keyword links and related articles.
// The loader looks for, in order: a visible post with that excerpt; a renamed excerpt (301 to the new one);
// a post id, as used by the admin 'view' action (301 to its excerpt URL); else 404 'Blog Post Not Found'.
// The same module answers /hi/blog/{excerpt}: a post is shown only at the address of its language (a Hindi
// post under /hi/blog, an English one under /blog); its translation is linked and named in hreflang.
import { data, isRouteErrorResponse, Link, redirect, useLoaderData } from "react-router";
import { messages } from "../../shared/messages";
import { categoryPath, postPath, tagPath } from "../../shared/sitemap";
import { dateIn, LANGUAGE_NAME, localeOfPath } from "../../shared/locale";
import { feedLink } from "../lib/feed-link";
import { m } from "../../shared/i18n";
import { useLocale } from "../lib/locale";
import { BlogCard, PostImage } from "../components/blog-card";
import { JsonLd } from "../components/json-ld";
import { Byline } from "../components/byline";
import { LazyEnquiryCta } from "../components/lazy-cta";
import { formatLongDate } from "../lib/format";
import { firmLine, fitDescription, fitPageTitle } from "../lib/fit-text";
import { firmNameOf, withFirmName } from "../lib/page-meta";
import { seoTags } from "../lib/seo";
import type { Route } from "./+types/blog-post";
import { postPage } from "../lib/post-page.server";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function loader({ context, params, request }: Route.LoaderArgs) {
  const { reads } = context;
  const locale = localeOfPath(new URL(request.url).pathname);
  const found = reads.blogs.byExcerpt(params.excerpt);
  const post = found?.locale === locale ? found : null;
  if (!post) {
    const notFound = data({ error: locale === "hi" ? m.blog_not_found_text({}, { locale }) : messages.blogNotFound }, { status: 404 });
    // A post of the other language is not at this address (its own page names this one as its translation).
    if (found) throw notFound;
    const renamed = reads.blogs.redirectFor(params.excerpt);
    const moved = renamed === undefined ? null : reads.blogs.byExcerpt(renamed);
    if (moved?.locale === locale) throw redirect(postPath(moved), 301);
    const byId = reads.blogs.byId(params.excerpt);
    // /blog/{id} is the admin's view link, whatever the post's language.
    if (byId) throw redirect(postPath(byId), 301);
    throw notFound;
  }
  return postPage(post, context);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  if (!loaderData)
    return [
      { title: withFirmName(locale === "hi" ? m.blog_not_found_title({}, { locale }) : messages.blogNotFoundTitle, firmNameOf(matches)) },
      { name: "robots", content: "noindex" },
    ];
  return [...postMeta(loaderData.seo), feedLink(locale, loaderData.siteUrl)];
}

/** The SEO head of a post's page; `noindex` for its preview. */
export function postMeta(seo: ReturnType<typeof postPage>["seo"], noindex = false) {
  return [
    ...seoTags({
      title: fitPageTitle(seo.title, seo.firmName),
      description: fitDescription(seo.description, firmLine(seo.firmName)),
      url: seo.url,
      image: seo.shareImage,
      imageIsShareSize: seo.ownShareImage,
      imageAlt: seo.imageAlt,
      keywords: seo.keywords,
      type: "article",
      noindex,
    }),
    { property: "article:published_time", content: seo.published },
    { property: "article:modified_time", content: seo.modified },
  ];
}

export default function BlogPost() {
  const { post, author, related, jsonLd, cta, locale, versions } = useLoaderData<ReturnType<typeof postPage>>();
  const t = { locale };
  const other = versions.find((v) => v.locale !== locale);
  return (
    <article lang={locale === "hi" ? "hi" : undefined}>
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="hover:underline">
              {m.blog_breadcrumb_home({}, t)}
            </Link>{" "}
            /
          </li>
          <li>
            <Link to={locale === "hi" ? "/hi/blog" : "/blog"} className="hover:underline">
              {m.blog_breadcrumb_blog({}, t)}
            </Link>{" "}
            /
          </li>
          {post.category && (
            <li>
              <Link to={categoryPath(post.category.slug)} className="hover:underline">
                {post.category.name}
              </Link>{" "}
              /
            </li>
          )}
          <li aria-current="page" className="truncate">
            {post.title}
          </li>
        </ol>
      </nav>
      <div className="relative overflow-hidden rounded-2xl">
        <PostImage src={post.image} alt={post.imageAlt} eager sizes="(min-width: 1024px) 810px, 100vw" />
        <p className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-brand-800 shadow">
          <time dateTime={post.date}>{locale === "hi" ? dateIn("hi", post.date) : formatLongDate(post.date)}</time>
        </p>
      </div>
      <h1 className="mt-8 page-title">{post.title}</h1>
      {other && (
        <p className="mt-3 text-sm">
          <Link to={other.path} hrefLang={other.locale} lang={other.locale} className="font-semibold text-brand-700 hover:underline">
            {m.blog_read_in({ language: LANGUAGE_NAME[other.locale] }, { locale: other.locale })}
          </Link>
        </p>
      )}
      <Byline author={author} minutes={post.readingMinutes} locale={locale} />
      <div className="prose mt-6 max-w-none prose-slate" dangerouslySetInnerHTML={{ __html: post.content }} />
      {(post.category || post.tags.length > 0) && (
        <section aria-label="Category and tags" className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 pt-6 text-sm">
          {post.category && (
            <p>
              <span className="text-muted">{m.blog_category({}, t)} </span>
              <Link to={categoryPath(post.category.slug)} className="font-semibold text-brand-700 hover:underline">
                {post.category.name}
              </Link>
            </p>
          )}
          {post.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((t) => (
                <li key={t.id}>
                  <Link to={tagPath(t.slug)} className="inline-block rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-700 hover:bg-brand-100">
                    #{t.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <LazyEnquiryCta title={cta.title} text={cta.text} service={cta.service} link={{ href: cta.href, label: cta.linkLabel }} />
      {related.length > 0 && (
        <section aria-labelledby="related-articles" className="mt-12">
          <h2 id="related-articles" className="section-title">
            {m.blog_related_title({}, t)}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {related.map((p) => (
              <li key={p.id}>
                <BlogCard post={p} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {jsonLd.map((item) => (
        <JsonLd key={item["@type"]} data={item} />
      ))}
    </article>
  );
}

/** The order of docs/product.md#messages: the server's error field, else the exception's message, else the fixed text. */
export function detailErrorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error) return body.error;
  } else if (error instanceof Error && error.message) {
    return error.message;
  }
  return messages.blogDetailFailed;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const list = locale === "hi" ? "/hi/blog" : "/blog";
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="py-16 text-center" lang={locale === "hi" ? "hi" : undefined}>
        <h1 className="page-title">{locale === "hi" ? m.blog_not_found_title({}, { locale }) : messages.blogNotFoundTitle}</h1>
        <p className="mt-4 text-muted">{locale === "hi" ? m.blog_not_found_text({}, { locale }) : `${messages.blogNotFound}.`}</p>
        <Link to={list} className="mt-8 btn-primary">
          {m.blog_view_all({}, { locale })}
        </Link>
      </section>
    );
  }
  return (
    <section className="py-16 text-center">
      <p role="alert" className="mx-auto max-w-xl error-banner">
        {detailErrorText(error)}
      </p>
      <Link to={list} className="mt-8 btn-outline">
        {m.blog_back({}, { locale })}
      </Link>
    </section>
  );
}
