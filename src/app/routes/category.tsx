// /category/{slug} (issue 20): the category's published posts, 12 a page, as on /blog.
import { useLoaderData } from "react-router";
import { BlogListError } from "../components/blog-list";
import { TermArchivePage } from "../components/term-archive";
import { loadTermArchive, termArchiveMeta } from "../lib/term-archive";
import type { Route } from "./+types/category";

export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadTermArchive("category", context, params.slug, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return termArchiveMeta(loaderData);
}

export default function Category() {
  return <TermArchivePage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogListError error={error} title="Articles" />;
}
