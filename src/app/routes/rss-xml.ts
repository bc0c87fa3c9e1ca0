// /rss.xml: RSS 2.0 feed of the newest published posts.
import { site } from "../../shared/site";
import { blogMeta } from "./blog";
import { rssResponse } from "../lib/rss";
import type { Route } from "./+types/rss-xml";

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context;
  return rssResponse(siteUrl, { title: `${site.name} Blog`, link: `${siteUrl}/blog`, self: `${siteUrl}/rss.xml`, description: blogMeta.description }, context.reads.blogs.list());
}
