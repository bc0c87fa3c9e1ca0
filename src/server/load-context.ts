// Builds the load context route loaders receive: visitor views of the services (DESIGN 2).
import type { AppLoadContext } from "react-router";
import type { PublicReads } from "../shared/context";
import { AppError } from "./errors";
import type { Services } from "./services";
import { VISITOR } from "./services/visibility";

/** Turns a service's NotFound into null, so loaders decide how to show absence. */
function orNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

export function publicReads(s: Services): PublicReads {
  return {
    blogs: {
      list: () => s.blogs.list(VISITOR),
      featured: () => s.blogs.featured(VISITOR),
      byExcerpt: (excerpt) => orNull(() => s.blogs.getByExcerpt(VISITOR, excerpt)),
      redirectFor: (excerpt) => s.blogs.redirectFor(excerpt),
      byId: (id) => orNull(() => s.blogs.getById(VISITOR, id)),
    },
    sidebarLinks: { list: () => s.sidebarLinks.list() },
    sitemap: { data: () => s.sitemap.data(), entries: () => s.sitemap.entries() },
  };
}

export function loadContext(s: Services, nonce: string): AppLoadContext {
  return { reads: publicReads(s), siteUrl: s.config.siteUrl, nonce, gtmId: s.config.gtmId };
}
