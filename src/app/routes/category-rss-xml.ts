// /category/{slug}/rss.xml: RSS 2.0 feed of one category's newest published posts.
import { RSS_ITEM_COUNT } from "../../shared/constants";
import { categoryPath } from "../../shared/sitemap";
import { rssResponse } from "../lib/rss";
import { termDescription } from "../lib/term-archive";
import type { Route } from "./+types/category-rss-xml";

export function loader({ context, params }: Route.LoaderArgs) {
  const { siteUrl, reads } = context;
  const category = reads.categories.bySlug(params.slug);
  if (!category) throw new Response("Category not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const path = categoryPath(category.slug);
  return rssResponse(
    siteUrl,
    { title: `${category.name} | ${reads.firm.get().name} Blog`, link: siteUrl + path, self: `${siteUrl}${path}/rss.xml`, description: termDescription("category", category) },
    reads.blogs.page({ category: category.slug }, 0, RSS_ITEM_COUNT).items,
  );
}
