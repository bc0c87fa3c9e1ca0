import { useLoaderData } from "react-router";
import { CAROUSEL_MAX_POSTS } from "../../shared/constants";
import { toCard } from "../components/blog-card";
import { BlogCarousel } from "../components/blog-carousel";
import { LATEST_ARTICLES_COUNT, LatestArticles } from "../components/latest-articles";
import type { Route } from "./+types/home";

export const meta = () => [{ title: "Company Registration in Delhi | Company Registration Delhi" }];

export function loader({ context }: Route.LoaderArgs) {
  try {
    return { posts: context.reads.blogs.list().slice(0, Math.max(LATEST_ARTICLES_COUNT, CAROUSEL_MAX_POSTS)).map(toCard) };
  } catch (err) {
    // SPEC 8: the home page shows no error for this; the articles block retries in the browser.
    console.error("[home] posts failed", err);
    return { posts: null };
  }
}

export default function Home() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="page-title">Company registration, compliance and trademark services</h1>
      <LatestArticles posts={posts} />
      <BlogCarousel posts={posts ?? []} />
    </div>
  );
}
