import type { Route } from "./+types/rss-xml";

export function loader({ context }: Route.LoaderArgs) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Company Registration Delhi</title><link>${context.siteUrl}/</link><description>Blog</description></channel></rss>\n`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
