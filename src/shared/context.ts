// What route loaders may read on the server: public (visitor) views of the data, passed through
// React Router's load context so that src/app never imports src/server.
import type { Blog, BlogListItem } from "./schemas/blog";
import type { SidebarLink } from "./schemas/sidebar-link";
import type { SitemapData, SitemapEntry } from "./sitemap";

export interface PublicReads {
  blogs: {
    list(): BlogListItem[];
    featured(): BlogListItem[];
    /** The post, or null when it does not exist or is not public. */
    byExcerpt(excerpt: string): Blog | null;
    /** The current excerpt for an old (renamed) one. */
    redirectFor(excerpt: string): string | undefined;
    byId(id: string): Blog | null;
  };
  sidebarLinks: { list(): SidebarLink[] };
  sitemap: { data(): SitemapData; entries(): SitemapEntry[] };
}

export interface SiteContext {
  reads: PublicReads;
  siteUrl: string;
  /** The CSP nonce of this response, for inline scripts. */
  nonce: string;
  gtmId?: string;
}

declare module "react-router" {
  interface AppLoadContext extends SiteContext {}
}
