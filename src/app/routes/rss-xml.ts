// /rss.xml: RSS 2.0 feed of the newest published English posts, titled with the firm's stored name; /hi/rss.xml the
// same of the Hindi posts (<language>hi-IN</language>).
import { RSS_ITEM_COUNT } from "../../shared/constants";
import { localeOfPath } from "../../shared/locale";
import { m } from "../../shared/i18n";
import { blogMeta } from "./blog";
import { rssResponse } from "../lib/rss";
import type { Route } from "./+types/rss-xml";

export function loader({ context, request }: Route.LoaderArgs) {
  const { siteUrl, reads } = context;
  const locale = localeOfPath(new URL(request.url).pathname);
  const prefix = locale === "hi" ? "/hi" : "";
  const firm = reads.firm.get().name;
  return rssResponse(
    siteUrl,
    {
      title: locale === "hi" ? m.blog_rss_title({ firm }, { locale }) : `${firm} Blog`,
      link: `${siteUrl}${prefix}/blog`,
      self: `${siteUrl}${prefix}/rss.xml`,
      description: locale === "hi" ? m.blog_list_meta_description({}, { locale }) : blogMeta.description,
      locale,
    },
    context.reads.blogs.page({ locale }, 0, RSS_ITEM_COUNT).items,
  );
}
