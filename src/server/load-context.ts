// Builds the load context route loaders receive: visitor views of the services (docs/architecture.md#rules-between-the-layers).
import type { AppLoadContext } from "react-router";
import { RELATED_ARTICLES } from "../shared/constants";
import type { ArticleReads, EnquiryActions, PublicReads, ReminderActions, TermReads } from "../shared/context";
import { AppError, Invalid } from "./errors";
import type { Services } from "./services";
import type { ArticleService } from "./services/articles";
import type { TaxonomyService } from "./services/taxonomy";
import { richTextForPage } from "./services/sanitize";
import type { Logger } from "./log";
import { VISITOR } from "./services/visibility";
import { createContentMemo, memoiseByInput } from "./content-memo";

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
    byId: (id) => orNull(() => service.pageById(VISITOR, id)),
  };
}

function termReads(service: TaxonomyService): TermReads {
  return { bySlug: (slug) => service.bySlug(slug) ?? null, list: () => service.list(VISITOR) };
}

export function publicReads(s: Services): PublicReads {
  // A post's body is sanitised for the page once, not on every render (the stored HTML is the key).
  const richText = memoiseByInput(richTextForPage);
  return {
    blogs: {
      list: (filter) => s.blogs.list(VISITOR, filter),
      page: (filter, offset, limit) => s.blogs.page(VISITOR, filter, { offset, limit }),
      related: (postId) => s.blogs.related(VISITOR, postId, RELATED_ARTICLES),
      search: (q) => s.blogSearch.search(q),
      searchHits: (ids, words) => s.blogSearch.hits(ids, words),
      featured: () => s.blogs.featured(VISITOR),
      byExcerpt: (excerpt) => orNull(() => s.blogs.getByExcerpt(VISITOR, excerpt, richText)),
      redirectFor: (excerpt) => s.blogs.redirectFor(VISITOR, excerpt),
      byId: (id) => orNull(() => s.blogs.getById(VISITOR, id)),
      item: (post) => s.blogs.itemOf(post),
      preview: (token) => s.previews.read(token),
    },
    sidebarLinks: { list: () => s.sidebarLinks.listPublic() },
    offers: { list: () => s.offers.list(VISITOR) },
    packages: { list: () => s.packages.listPublic() },
    firm: { get: () => s.settings.firm() },
    news: articleReads(s.news),
    resources: articleReads(s.resources),
    sitemap: { data: () => s.sitemap.data(), entries: () => s.sitemap.entries() },
    categories: termReads(s.categories),
    tags: termReads(s.tags),
    authors: {
      list: () => s.authors.list(),
      team: () => s.authors.team(),
      bySlug: (slug) => orNull(() => s.authors.bySlug(slug)),
      byUserId: (id) => s.authors.byUserId(id),
      userIdOf: (slug) => s.authors.userIdOf(slug),
    },
    testimonials: { list: (service) => s.testimonials.listPublic(service) },
    complianceCalendar: {
      currentMonth: () => s.complianceCalendar.currentMonth(),
      entries: (month, groups) => s.complianceCalendar.pageEntries(month, groups),
      ics: () => s.complianceCalendar.ics(s.config.siteUrl, s.settings.firm().name),
    },
    calculators: { gst: (q) => s.calculators.gst(q), incorporation: (q) => s.calculators.incorporation(q) },
    contentMemo: createContentMemo(s.events),
  };
}

/** The reminder sign-up posted by the page's own form: the same service, limit and answers as the API. */
export function reminderActions(s: Services, req: RequestFacts = {}): ReminderActions {
  return {
    async request(body) {
      try {
        await s.reminders.request(body, req.ip ?? "");
        return { ok: true };
      } catch (err) {
        if (err instanceof AppError && err.status < 600) return { ok: false, status: err.status, error: err.message };
        throw err;
      }
    },
  };
}

/** The request facts a loader or action cannot read from the Fetch Request. */
/** What the load context takes from the request: the client's address and pino-http's logger (`req.log`, with the request id). */
export type RequestFacts = { ip?: string; log?: Logger };

export function enquiryActions(s: Services, req: RequestFacts = {}): EnquiryActions {
  return {
    formToken: () => s.enquiryIntake.formToken(),
    async submit(body) {
      try {
        // The route action is the form's POST without JavaScript (the script sends to the API). The service
        // counts it against the same per-address limit as the API; past it, the page shows the 429 message.
        return { ok: true, ...(await s.enquiryIntake.submit(body, req.ip ?? "", { channel: "no-js-form" })) };
      } catch (err) {
        if (err instanceof AppError && err.status < 500) {
          const retryAfter = Number(err.headers["Retry-After"]) || undefined;
          return { ok: false, status: err.status, error: err.message, retryAfter, ...(err instanceof Invalid && err.details.fields ? { fields: err.details.fields } : {}) };
        }
        throw err;
      }
    },
  };
}

/** The load context of each request: the visitor reads are built once, the nonce and request facts per request. */
export function loadContextFor(s: Services): (nonce: string, req?: RequestFacts) => AppLoadContext {
  const reads = publicReads(s);
  return (nonce, req = {}) => ({
    reads,
    enquiries: enquiryActions(s, req),
    reminders: reminderActions(s, req),
    log: req.log ?? s.log,
    siteUrl: s.config.siteUrl,
    nonce,
    gtmId: s.config.gtmId,
    staffResetByMail: s.passwordResets.enabled,
  });
}
