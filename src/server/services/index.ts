// Builds every service over one storage. API routers and route loaders both use these.
import type { Config } from "../config";
import type { Storage } from "../storage";
import { createBlogService } from "./blogs";
import { createSidebarLinkService } from "./sidebar-links";
import { createUserService, TEST_BCRYPT_COST } from "./users";

export function createServices(storage: Storage, config: Config, jwtSecret: string) {
  return {
    config,
    storage,
    blogs: createBlogService(storage),
    sidebarLinks: createSidebarLinkService(storage),
    users: createUserService(storage, jwtSecret, config.env === "test" ? { bcryptCost: TEST_BCRYPT_COST } : {}),
  };
}

export type Services = ReturnType<typeof createServices>;
