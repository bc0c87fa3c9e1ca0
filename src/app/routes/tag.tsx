// /tag/{slug}: the tag's published posts, 12 a page, as on /blog.
import { useLoaderData } from "react-router";
import { BlogListError } from "../components/blog-list";
import { TermArchivePage } from "../components/term-archive";
import { firmNameOf } from "../lib/page-meta";
import { loadTermArchive, termArchiveMeta } from "../lib/term-archive";
import type { Route } from "./+types/tag";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache): ?page= is part of its key. */
export const headers = cachedPage("page");

export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadTermArchive("tag", context, params.slug, url);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return termArchiveMeta(loaderData, firmNameOf(matches));
}

export default function Tag() {
  return <TermArchivePage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogListError error={error} title="Articles" />;
}
