// Builds the load context route loaders receive: visitor views of the services (docs/architecture.md#rules-between-the-layers).
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "react-router";
import type { AdminContext } from "../shared/context";
import { qrCodeSvg } from "./auth/two-step";
import { sessionCookie } from "./auth/session-cookie";
import { apiOnlyApp } from "./http/middleware";
import { staffApi, type StaffApi } from "./http/staff-api";
import { RELATED_ARTICLES } from "../shared/constants";
import type { ArticleReads, ClientActions, EnquiryActions, OrderActions, PublicReads, ReminderActions, TermReads } from "../shared/context";
import { CLIENT_COOKIES, clearedSessionCookies } from "./auth/session-cookie";
import { firmStateOf } from "./services/invoices";
import { AppError, Invalid, Unauthenticated } from "./errors";
import { caseMessages } from "../shared/case-messages";
import type { Services } from "./services";
import type { ArticleService } from "./services/articles";
import type { TaxonomyService } from "./services/taxonomy";
import { richTextForPage } from "./services/sanitize";
import type { Logger } from "./log";
import { VISITOR } from "./services/visibility";
import { createContentMemo, memoiseByInput } from "./content-memo";
import { fillPage, fillText, type PlaceholderFacts } from "../shared/page-placeholders";
import type { Page } from "../shared/schemas/page";
import type { PageSummary } from "../shared/site-pages";
import { LOCALES, pathInLocale, type Locale } from "../shared/locale";

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

/** The facts a page's placeholders are filled from, as a visitor sees them: the firm's details and the published packages. */
const visitorFacts = (s: Services, city?: Page["city"], locale: Locale = "en"): PlaceholderFacts => ({ firm: s.settings.firm(), packages: s.packages.listPublic(), city, locale });

/** A page as a visitor sees it: its placeholders filled, its rich text sanitised for the page. */
function shownPage(s: Services, page: Page, richText: (html: string) => string): Page {
  const filled = fillPage(page, visitorFacts(s, page.city, page.locale));
  return { ...filled, sections: filled.sections.map((x) => (x.type === "rich-text" ? { ...x, html: richText(x.html) } : x)) };
}

/** A page's listing with its placeholders filled (a name or a menu label may name the city). */
function summaryOf(page: Page, facts: PlaceholderFacts): PageSummary {
  const one = (t: string) => fillText(t, { ...facts, city: page.city }) ?? t;
  return {
    kind: page.kind,
    path: page.path,
    name: one(page.name),
    metaDescription: one(page.metaDescription),
    packageSlug: page.packageSlug,
    city: page.city,
    menu: page.menu && { ...page.menu, label: one(page.menu.label) },
  };
}

/** Pages a site search shows beside the posts: at most this many. */
export const PAGE_SEARCH_RESULTS = 5;

/** A published page as lists and the site search read it: its listing, and its words in lower case. */
type PageListing = { summary: PageSummary; description: string; text: string };

/** The published pages' listings in `locale`, placeholders filled (kept by the caller until the content changes). */
function pageListings(s: Services, locale: Locale): PageListing[] {
  const facts = visitorFacts(s, undefined, locale);
  return s.pages.allPublished(locale).map((page) => {
    const fill = (t: string) => fillText(t, { ...facts, city: page.city }) ?? "";
    const headings = page.sections.flatMap((x) => ("heading" in x && typeof x.heading === "string" ? [x.heading] : []));
    const summary = summaryOf(page, facts);
    return {
      summary,
      description: summary.metaDescription,
      text: [summary.name, fill(page.metaTitle), summary.metaDescription, ...headings.map(fill)].join("\n").toLocaleLowerCase("en-IN"),
    };
  });
}

/**
 * The published pages whose name, title, description and headings (filled) hold every word of `q`, in the pages'
 * order: the English pages', then the Hindi versions' (at their /hi/ address; a Devanagari word finds those).
 */
function searchPages(listings: readonly (readonly [Locale, readonly PageListing[]])[], q: string): { path: string; name: string; description: string }[] {
  const words = q.normalize("NFC").toLocaleLowerCase("en-IN").split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return listings
    .flatMap(([locale, list]) =>
      list.filter((l) => words.every((w) => l.text.includes(w))).map((l) => ({ path: pathInLocale(l.summary.path, locale), name: l.summary.name, description: l.description })),
    )
    .slice(0, PAGE_SEARCH_RESULTS);
}

export function publicReads(s: Services): PublicReads {
  // A post's body is sanitised for the page once, not on every render (the stored HTML is the key).
  const richText = memoiseByInput(richTextForPage);
  const contentMemo = createContentMemo(s.events);
  // The pages' listings are the same for every render until the content changes (a post's call to action reads them).
  const listings = (locale: Locale = "en"): PageListing[] => {
    const key = `page-listings-${locale}`;
    const kept = contentMemo.get<PageListing[]>(key);
    if (kept) return kept;
    const made = pageListings(s, locale);
    contentMemo.set(key, made);
    return made;
  };
  return {
    pages: {
      byPath: (path, locale = "en") => {
        const page = s.pages.published(path, locale);
        return page && shownPage(s, page, richText);
      },
      summaries: (locale = "en") => listings(locale).map((l) => l.summary),
      languages: (path) => LOCALES.filter((l) => l === "en" || listings(l).some((x) => x.summary.path === path)),
      preview: (token) => {
        const page = s.pages.preview.read(token);
        return page && shownPage(s, page, richText);
      },
      search: (q) =>
        searchPages(
          [
            ["en", listings("en")],
            ["hi", listings("hi")],
          ],
          q,
        ),
    },
    blogs: {
      // A public list is of one language: English unless the filter names Hindi.
      list: (filter) => s.blogs.list(VISITOR, { locale: "en", ...filter }),
      page: (filter, offset, limit) => s.blogs.page(VISITOR, { locale: "en", ...filter }, { offset, limit }),
      related: (postId) => s.blogs.related(VISITOR, postId, RELATED_ARTICLES),
      search: (q) => s.blogSearch.search(q),
      searchHits: (ids, words) => s.blogSearch.hits(ids, words),
      featured: (locale = "en") => s.blogs.featured(VISITOR, locale),
      versions: (post) => s.blogs.versions(VISITOR, post),
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
    testimonials: { list: (service) => s.testimonials.listPublic(service), forPage: (where) => s.testimonials.forPage(where) },
    complianceCalendar: {
      currentMonth: () => s.complianceCalendar.currentMonth(),
      entries: (month, groups) => s.complianceCalendar.pageEntries(month, groups),
      ics: () => s.complianceCalendar.ics(s.config.siteUrl, s.settings.firm().name),
    },
    calculators: { gst: (q) => s.calculators.gst(q), incorporation: (q) => s.calculators.incorporation(q), quote: (slug, state) => s.calculators.quote(slug, state) },
    contentMemo,
  };
}

/** The reminder sign-up posted by the page's own form: the same service, limit and answers as the API. */
export function reminderActions(s: Services, req: RequestFacts = {}): ReminderActions {
  return {
    get enabled() {
      return s.reminders.enabled;
    },
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

/**
 * What the load context takes from the request: the client's address, pino-http's logger (`req.log`, with the
 * request id), and for the admin the Express request and response (the session, the cookies to send).
 */
export type RequestFacts = { ip?: string; log?: Logger; req?: ExpressRequest; res?: ExpressResponse };

/** A form with a file, as the multipart body the upload routes read. */
async function multipart(form: FormData): Promise<{ raw: Buffer; contentType: string }> {
  const encoded = new Response(form);
  return { raw: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type") ?? "" };
}

/** The admin's context of one request: its session's user and the API asked in process as that session. */
export function adminContext(s: Services, ask: StaffApi, { req, res, ip }: RequestFacts): AdminContext {
  const user = req?.user ? { ...req.user } : null;
  const cookieSession = req?.staffSession?.carrier === "cookie" ? req.staffSession : undefined;
  const asker = { cookie: cookieSession ? req?.headers.cookie : undefined, ip, https: req?.secure ?? false, agent: req?.get("user-agent") };
  const sendCookies = (cookies: string[]) => {
    if (res && !res.headersSent) for (const c of cookies) res.append("Set-Cookie", c);
  };
  return {
    user,
    sessionEnded: Boolean(res?.locals.sessionEnded),
    twoStep: { required: user?.role === "admin" && s.settings.firm().requireTwoStepForAdmins, on: user ? s.twoStep.isOn(user.id) : false },
    async api(method, path, body) {
      const answer = await ask(asker, method, path, body instanceof FormData ? await multipart(body) : body);
      sendCookies(answer.cookies);
      return { status: answer.status, body: answer.body };
    },
    async signIn(fields) {
      const facts = { agent: req?.get("user-agent") ?? "" };
      try {
        const answer = fields.challenge
          ? await s.users.secondStep({ challenge: fields.challenge, code: fields.code ?? "" }, ip, undefined, facts)
          : await s.users.signInForm({ email: fields.email ?? "", password: fields.password ?? "", remember: fields.remember ?? false }, ip, undefined, facts);
        if ("challenge" in answer) return { ok: false, challenge: answer.challenge };
        if (req) sendCookies([sessionCookie(req, answer.token, answer.remember)]);
        return { ok: true, user: answer.user };
      } catch (err) {
        if (err instanceof AppError && err.status < 500) {
          return { ok: false, status: err.status, error: err.message, code: err.code, retryAfter: Number(err.headers["Retry-After"]) || undefined };
        }
        throw err;
      }
    },
    qrCode: (url) => qrCodeSvg(url),
  };
}

/** A service's refusal (4xx) as a form's result; anything else is thrown on. */
function refusal(err: unknown): { ok: false; status: number; error: string; retryAfter?: number; fields?: { path: string; message: string }[] } {
  if (err instanceof AppError && err.status < 500) {
    const retryAfter = Number(err.headers["Retry-After"]) || undefined;
    return { ok: false, status: err.status, error: err.message, retryAfter, ...(err instanceof Invalid && err.details.fields ? { fields: err.details.fields } : {}) };
  }
  throw err;
}

/** The order pages' forms: the same services, limits and answers as the orders API. */
export function orderActions(s: Services, req: RequestFacts = {}): OrderActions {
  return {
    async create(body) {
      try {
        return { ok: true, data: await s.orders.create(body, req.ip ?? "") };
      } catch (err) {
        return refusal(err);
      }
    },
    async byReference(reference, key) {
      try {
        return await s.orders.byReference(reference, key);
      } catch (err) {
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      }
    },
    async submitUtr(id, body) {
      try {
        return { ok: true, data: s.orders.submitUtr(id, body, req.ip ?? "") };
      } catch (err) {
        return refusal(err);
      }
    },
    qrCode: (text) => qrCodeSvg(text),
    firmState: () => firmStateOf(s.settings.firm()),
    statutoryFees: (packageSlug) => s.orders.statutoryFees(packageSlug),
  };
}

/** The client's pages: their session's client (req.caseClient) and the services of /api/client. */
export function clientActions(s: Services, { req, res, ip }: RequestFacts = {}): ClientActions {
  const client = req?.caseClient;
  const sendCookies = (cookies: string[]) => {
    if (res && !res.headersSent) for (const c of cookies) res.append("Set-Cookie", c);
  };
  const attempt = <T>(run: () => T): { ok: true; data: T } | ReturnType<typeof refusal> => {
    try {
      return { ok: true, data: run() };
    } catch (err) {
      return refusal(err);
    }
  };
  const signedIn = () => {
    if (!client) throw new Unauthenticated(caseMessages.signInNeeded);
    return client;
  };
  return {
    user: client ? { name: client.name, email: client.email } : null,
    requestLink: (email) => attempt(() => s.clients.requestLink({ email }, ip)),
    linkWorks: (token) => s.clients.linkWorks(token),
    signIn(token) {
      return attempt(() => {
        const signed = s.clients.signIn(token, { agent: req?.get("user-agent") ?? "", address: ip ?? "" });
        if (req) sendCookies([sessionCookie(req, signed.token, false, CLIENT_COOKIES)]);
        return { name: signed.client.name, email: signed.client.email, cases: s.cases.forClient(signed.client).map((c) => c.reference) };
      });
    },
    signOut() {
      if (req?.clientSession) s.clients.sessions.end(req.clientSession.token);
      if (req) sendCookies(clearedSessionCookies(req, CLIENT_COOKIES));
    },
    cases: () => (client ? s.cases.forClient(client) : []),
    caseView(reference) {
      if (!client) return null;
      return orNull(() => s.cases.clientCase(client, reference));
    },
    async upload(reference, item, file) {
      try {
        const bytes = Buffer.from(await file.arrayBuffer());
        return { ok: true, data: await s.cases.upload({ client: signedIn() }, reference, { name: file.name, bytes }, item) };
      } catch (err) {
        // The scanner out of reach (503) is told to the client like a refusal: they try again later.
        if (err instanceof AppError && err.status === 503) return { ok: false, status: err.status, error: err.message };
        return refusal(err);
      }
    },
    message: (reference, text) =>
      attempt(() => {
        s.cases.message({ client: signedIn() }, reference, { text });
        return null;
      }),
    requestErasure: () =>
      attempt(() => {
        s.clients.requestErasure(signedIn().id);
        return null;
      }),
  };
}

export function enquiryActions(s: Services, req: RequestFacts = {}): EnquiryActions {
  return {
    formToken: () => s.enquiryIntake.formToken(),
    nextSlots: () => s.enquiryIntake.nextSlots(),
    async submit(body) {
      try {
        // The route action is the form's POST without JavaScript (the script sends to the API). The service
        // counts it against the same per-address limit as the API; past it, the page shows the 429 message.
        return { ok: true, ...(await s.enquiryIntake.submit(body, req.ip ?? "", { channel: "no-js-form" })) };
      } catch (err) {
        return refusal(err);
      }
    },
  };
}

/** The load context of each request: the visitor reads are built once, the nonce and request facts per request. */
export function loadContextFor(s: Services): (nonce: string, req?: RequestFacts) => AppLoadContext {
  const reads = publicReads(s);
  const ask = staffApi(apiOnlyApp(s, s.log));
  return (nonce, req = {}) => ({
    reads,
    enquiries: enquiryActions(s, req),
    reminders: reminderActions(s, req),
    orders: orderActions(s, req),
    client: clientActions(s, req),
    log: req.log ?? s.log,
    siteUrl: s.config.siteUrl,
    nonce,
    gtmId: s.config.gtmId,
    staffResetByMail: s.passwordResets.enabled,
    mail: { on: s.mailSettings.route().on, enquiries: s.enquiryDelivery.canReply },
    admin: adminContext(s, ask, req),
  });
}
