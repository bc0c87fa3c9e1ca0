// The blog list screen shared by /blog, /category/{slug} and /tag/{slug}: heading, card grid, pagination, and a
// spinner while a client-side navigation loads another page of it.
import type { ReactNode } from "react";
import { isRouteErrorResponse, useLocation, useNavigation } from "react-router";
import { messages } from "../../shared/messages";
import { BlogGrid, type BlogCardData } from "./blog-card";
import { NotFoundPage } from "./not-found";
import { Pagination } from "./pagination";
import type { Locale } from "../../shared/locale";

export function Spinner({ label = messages.loading }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-6 text-sm text-muted">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function BlogListPage(props: {
  title: ReactNode;
  intro?: ReactNode;
  posts: BlogCardData[];
  page: number;
  totalPages: number;
  basePath: string;
  empty?: string;
  /** The page's language, for the pagination's words (English by default). */
  locale?: Locale;
}) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Another page of this same list is on its way (Prev/Next or a number was clicked).
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  return (
    <div>
      <h1 className="page-title">{props.title}</h1>
      {props.intro && <div className="mt-3 text-muted">{props.intro}</div>}
      {loading && <Spinner />}
      <div className={`mt-8 transition-opacity ${loading ? "opacity-50" : ""}`} aria-busy={loading}>
        {props.posts.length > 0 ? <BlogGrid posts={props.posts} /> : <p className="text-muted">{props.empty ?? "No articles yet."}</p>}
      </div>
      <Pagination page={props.page} totalPages={props.totalPages} basePath={props.basePath} locale={props.locale} />
    </div>
  );
}

/** Error boundary body for the list routes: 404 for a page beyond the last, else the list message of docs/product.md#messages. */
export function BlogListError({ error, title }: { error: unknown; title: string }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div>
      <h1 className="page-title">{title}</h1>
      <p role="alert" className="mt-8 error-banner">
        {messages.blogListFailed}
      </p>
    </div>
  );
}
