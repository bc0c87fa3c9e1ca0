// Builds every service over one storage. API routers and route loaders both use these.
import type { Config } from "../config";
import type { Storage } from "../storage";
import { createBlogService } from "./blogs";
import { createSidebarLinkService } from "./sidebar-links";
import { createSitemapService } from "./sitemap";
import { createUserService } from "./users";

export function createServices(storage: Storage, config: Config, jwtSecret: string) {
  const blogs = createBlogService(storage);
  return {
    config,
    storage,
    blogs,
    sitemap: createSitemapService(blogs),
    sidebarLinks: createSidebarLinkService(storage),
    users: createUserService(storage, jwtSecret),
  };
}

export type Services = ReturnType<typeof createServices>;
