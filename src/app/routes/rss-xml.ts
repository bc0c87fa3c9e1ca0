// /rss.xml: RSS 2.0 feed of the newest published posts, titled with the firm's stored name.
import { RSS_ITEM_COUNT } from "../../shared/constants";
import { blogMeta } from "./blog";
import { rssResponse } from "../lib/rss";
import type { Route } from "./+types/rss-xml";

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, reads } = context;
  return rssResponse(
    siteUrl,
    { title: `${reads.firm.get().name} Blog`, link: `${siteUrl}/blog`, self: `${siteUrl}/rss.xml`, description: blogMeta.description },
    context.reads.blogs.page({}, 0, RSS_ITEM_COUNT).items,
  );
}
