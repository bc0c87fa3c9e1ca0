// /tag/{slug} (issue 20): the tag's published posts, 12 a page, as on /blog.
import { useLoaderData } from "react-router";
import { BlogListError } from "../components/blog-list";
import { TermArchivePage } from "../components/term-archive";
import { loadTermArchive, termArchiveMeta } from "../lib/term-archive";
import type { Route } from "./+types/tag";

export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadTermArchive("tag", context, params.slug, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return termArchiveMeta(loaderData);
}

export default function Tag() {
  return <TermArchivePage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogListError error={error} title="Articles" />;
}
