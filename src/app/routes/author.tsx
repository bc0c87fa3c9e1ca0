// /author/{slug}: a staff member's profile and their published posts, 12 a page, with Person structured data.
import { data, isRouteErrorResponse, Link, useLoaderData } from "react-router";
import { BLOG_PAGE_SIZE } from "../../shared/constants";
import { messages } from "../../shared/messages";
import { cachedPage } from "../../shared/page-cache";
import { toCard } from "../components/blog-card";
import { BlogGrid } from "../components/blog-card";
import { JsonLd } from "../components/json-ld";
import { Pagination, pageHref } from "../components/pagination";
import { PersonCard } from "../components/person-card";
import { fitDescription, fitTitle } from "../lib/fit-text";
import { paginate, paginateRead } from "../lib/paging";
import { seoTags } from "../lib/seo";
import { breadcrumbLd, personLd } from "../lib/structured-data";
import type { Route } from "./+types/author";

export const headers = cachedPage("page");

export function loader({ context, params, url }: Route.LoaderArgs) {
  const { reads, siteUrl } = context;
  const author = reads.authors.bySlug(params.slug);
  if (!author) throw data({ error: messages.authorNotFoundTitle }, { status: 404 });
  const userId = reads.authors.userIdOf(author.slug);
  const { items, page, totalPages } = userId
    ? paginateRead(url, BLOG_PAGE_SIZE, (offset, limit) => reads.blogs.page({ authorId: userId }, offset, limit))
    : paginate([], url, BLOG_PAGE_SIZE);
  const basePath = `/author/${author.slug}`;
  const firmName = reads.firm.get().name;
  const main = author.title ? `${author.publicName}, ${author.title}` : author.publicName;
  return {
    author,
    posts: items.map(toCard),
    page,
    totalPages,
    basePath,
    seo: {
      title: fitTitle(`${main}${page > 1 ? ` (Page ${page})` : ""}`, firmName),
      description: fitDescription(author.bio || `Articles by ${main} on company registration, tax and compliance.`, `Articles and guidance from ${firmName}.`),
      url: siteUrl + pageHref(basePath, page),
    },
    jsonLd: [
      { ...personLd(siteUrl, author), mainEntityOfPage: siteUrl + basePath },
      breadcrumbLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Team", path: "/team" },
        { name: author.publicName, path: basePath },
      ]),
    ],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: messages.authorNotFoundTitle }, { name: "robots", content: "noindex" }];
  return seoTags({ ...loaderData.seo, type: "website" });
}

export default function AuthorPage() {
  const { author, posts, page, totalPages, basePath, jsonLd } = useLoaderData<typeof loader>();
  return (
    <div>
      <PersonCard person={author} headingLevel={1} link={false} />
      <section aria-labelledby="author-posts" className="mt-10">
        <h2 id="author-posts" className="section-title">
          Articles by {author.publicName}
        </h2>
        <div className="mt-6">{posts.length > 0 ? <BlogGrid posts={posts} /> : <p className="text-muted">{messages.authorPostsEmpty}</p>}</div>
        <Pagination page={page} totalPages={totalPages} basePath={basePath} />
      </section>
      {jsonLd.map((item, i) => (
        <JsonLd key={i} data={item} />
      ))}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="py-16 text-center">
      <h1 className="page-title">{notFound ? messages.authorNotFoundTitle : messages.pageNotFoundTitle}</h1>
      <Link to="/team" className="mt-8 btn-primary">
        Meet our team
      </Link>
    </section>
  );
}
