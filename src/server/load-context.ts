// Builds the load context route loaders receive: visitor views of the services (DESIGN 2).
import type { AppLoadContext } from "react-router";
import type { ArticleReads, PublicReads } from "../shared/context";
import { AppError } from "./errors";
import type { Services } from "./services";
import type { ArticleService } from "./services/articles";
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

function articleReads(service: ArticleService): ArticleReads {
  return {
    list: () => service.list(VISITOR),
    byId: (id) => {
      const item = orNull(() => service.getById(VISITOR, id));
      return item && item.body.trim() !== "" ? item : null;
    },
  };
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
    offers: { list: () => s.offers.list(VISITOR) },
    news: articleReads(s.news),
    resources: articleReads(s.resources),
  };
}

export function loadContext(s: Services, nonce: string): AppLoadContext {
  return { reads: publicReads(s), siteUrl: s.config.siteUrl, nonce, gtmId: s.config.gtmId };
}
