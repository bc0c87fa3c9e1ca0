// Builds every service over one storage. API routers and route loaders both use these.
import type { Config } from "../config";
import type { Storage } from "../storage";
import { createBackupService } from "./backups";
import { createBlogService } from "./blogs";
import { createSidebarLinkService } from "./sidebar-links";
import { createUserService } from "./users";

export function createServices(storage: Storage, config: Config, jwtSecret: string) {
  return {
    config,
    storage,
    backups: createBackupService(storage, config),
    blogs: createBlogService(storage),
    sidebarLinks: createSidebarLinkService(storage),
    users: createUserService(storage, jwtSecret),
  };
}

export type Services = ReturnType<typeof createServices>;
