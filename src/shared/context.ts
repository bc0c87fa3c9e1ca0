// What route loaders may read on the server: public (visitor) views of the data, passed through
// React Router's load context so that src/app never imports src/server.
import type { Locale } from "./locale";
import type { Article, ArticleListItem } from "./schemas/article";
import type { Blog, BlogListItem } from "./schemas/blog";
import type { Offer } from "./schemas/offer";
import type { ServicePackage } from "./schemas/package";
import type { FirmDetails } from "./schemas/settings";
import type { SidebarLink } from "./schemas/sidebar-link";
import type { SearchHit } from "./search";
import type { Term, TermWithCount } from "./schemas/taxonomy";
import type { SitemapData, SitemapEntry } from "./sitemap";
import type { AppliesTo, CompliancePageEntry } from "./schemas/compliance";
import type { GstCalculation, IncorporationCalculation } from "./tools";
import type { Quote } from "./pricing";
import type { PublicTestimonial } from "./schemas/testimonial";
import type { Author } from "./schemas/team-member";
import type { OrderView } from "./schemas/order";
import type { ClientCaseView, ClientDocumentView } from "./schemas/case";
import type { Page } from "./schemas/page";
import type { PageSummary } from "./site-pages";

/** Which public posts a list shows (slugs of a category and a tag; an author's user id; the language, English when not named). */
export type BlogListFilter = { category?: string; tag?: string; authorId?: string; locale?: Locale };

/** A post's page in one language (its own, its translation's or original's): the `hreflang` alternates of a pair. */
export type PostVersion = { locale: Locale; excerpt: string };

export interface PublicReads {
  blogs: {
    /** Public posts of one language (English unless `filter.locale` names another), newest first; `filter` keeps those of one category and/or tag (slugs), and/or of one author (user id). */
    list(filter?: BlogListFilter): BlogListItem[];
    /** One page of list(filter) (`offset` posts skipped, at most `limit`) and the length of the whole list: only that page is read. */
    page(filter: BlogListFilter, offset: number, limit: number): { items: BlogListItem[]; total: number };
    /** Related articles of a post: sharing its category or tags first. */
    related(postId: string): BlogListItem[];
    /** Ids of the public posts (of both languages) matching the words of `q`, best first, and the query's words. */
    search(q: string): { ids: string[]; words: string[] };
    /** Found posts (one page of them) with their highlighted snippets. */
    searchHits(ids: string[], words: string[]): SearchHit[];
    /** The featured posts of one language (English by default). */
    featured(locale?: Locale): BlogListItem[];
    /** The post's versions a visitor may see, its own first (with its translation or original, when public). */
    versions(post: Blog): PostVersion[];
    /** The post, or null when it does not exist or is not public. */
    byExcerpt(excerpt: string): Blog | null;
    /** The current excerpt for an old (renamed) one, when that post is public. */
    redirectFor(excerpt: string): string | undefined;
    byId(id: string): Blog | null;
    /** A post as lists show it (its description, category and tags), also one a preview shows. */
    item(post: Blog): BlogListItem;
    /** The post a preview link shows (any status or date), or null when the token is forged, expired or its post deleted. */
    preview(token: string): Blog | null;
  };
  sidebarLinks: { list(): SidebarLink[] };
  /** Public offers, newest first. */
  offers: { list(): Offer[] };
  /** Published service packages in the admin's order. */
  packages: { list(): ServicePackage[] };
  /** The firm's details as stored. */
  firm: { get(): FirmDetails };
  news: ArticleReads;
  resources: ArticleReads;
  sitemap: { data(): SitemapData; entries(): SitemapEntry[] };
  categories: TermReads;
  tags: TermReads;
  /** The compliance calendar's due dates. */
  complianceCalendar: {
    /** This month in India (YYYY-MM). */
    currentMonth(): string;
    /** A month's entries applying to any of `groups` (all when empty), by date. */
    entries(month: string, groups: AppliesTo[]): CompliancePageEntry[];
    /** The whole calendar as an iCalendar feed. */
    ics(): string;
  };
  /** The calculators, computed from their GET forms' query. */
  calculators: {
    gst(query: Record<string, string>): GstCalculation;
    incorporation(query: Record<string, string>): IncorporationCalculation;
    /** The whole cost of a package (with the state's government fee and stamp duty when known); null when not offered. */
    quote(packageSlug: string, state?: string): Quote | null;
  };
  /** Staff public profiles. */
  authors: {
    /** Everyone with a public profile, by name. */
    list(): Author[];
    /** Those shown on /team, by name. */
    team(): Author[];
    bySlug(slug: string): Author | null;
    /** The byline of a post: its author's profile, or null. */
    byUserId(userId: string | undefined): Author | null;
    /** The user id of a slug, to find their posts. */
    userIdOf(slug: string): string | undefined;
  };
  /** Published testimonials, newest first; `service` keeps one service page's. */
  testimonials: {
    list(service?: string): PublicTestimonial[];
    /** Those tagged with any of `services`, with the city page `city`, or chosen for the home page. */
    forPage(where: { services?: string[]; city?: string; home?: boolean }): PublicTestimonial[];
  };
  /** The pages the firm edits, as visitors see them: published, their placeholders filled from the stored details. */
  pages: {
    /** The published page at `path` in `locale` (English by default), or null. */
    byPath(path: string, locale?: Locale): Page | null;
    /** Every published page's listing in `locale` (English by default: menus, city links), in the pages' order. */
    summaries(locale?: Locale): PageSummary[];
    /** The languages the page at `path` is published in (English always first; its hreflang alternates). */
    languages(path: string): Locale[];
    /** The page a preview link shows (any status, a working copy), filled; null when forged, expired or deleted. */
    preview(token: string): Page | null;
    /** The published pages whose name, title, description or headings hold every word of `q` (a site search), at most a few. */
    search(q: string): { path: string; name: string; description: string }[];
  };
  /** Values computed from content alone, kept between renders until the content changes (server/content-memo.ts). */
  contentMemo: ContentMemo;
}

/**
 * Named values a loader computes from content alone (the layout's data), kept until the next content change
 * (or a few seconds: dated items appear without one). `set` only what the reads gave without a failure.
 */
export interface ContentMemo {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
}

/** Categories or tags of posts. */
export interface TermReads {
  bySlug(slug: string): Term | null;
  /** Every term with its number of public posts. */
  list(): TermWithCount[];
}

/** Public news items or resources. */
export interface ArticleReads {
  /** Newest first, without bodies. */
  list(): ArticleListItem[];
  /** The item's own page: null when it does not exist, is not public, or has no body. */
  byId(id: string): Article | null;
}

/** The outcome of an enquiry sent through the no-JavaScript form post. */
export type EnquiryResult = { ok: true; id: string } | { ok: false; status: number; error: string; retryAfter?: number; fields?: { path: string; message: string }[] };

/** What the /contact-us route needs to accept a plain form POST (the same service as the API). */
export interface EnquiryActions {
  /** A signed "form shown at" token for the minimum time-to-submit. */
  formToken(): string;
  submit(body: Record<string, unknown>): Promise<EnquiryResult>;
  /** The next free call-back slots, for the form's choice rendered by the server. */
  nextSlots(): { start: string; end: string }[];
}

/** A form's outcome: done with its data, or the error to show (the field errors with it). */
export type FormResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; retryAfter?: number; fields?: { path: string; message: string }[] };

/** The order pages (/order/{slug}, /order/status/{reference}): the same services and limits as the orders API. */
export interface OrderActions {
  /** POST /api/orders from the page's own form (without JavaScript too). */
  create(body: Record<string, unknown>): Promise<FormResult<OrderView>>;
  /** The client's order by its reference and the key of their link; null for a wrong key or no order. */
  byReference(reference: string, key: string): Promise<OrderView | null>;
  /** The UTR after a UPI or bank transfer. */
  submitUtr(id: string, body: Record<string, unknown>): Promise<FormResult<OrderView>>;
  /** A QR code of `text` (the UPI link) as SVG markup. */
  qrCode(text: string): Promise<string>;
  /** The firm's GST state code: the page's live breakdown splits CGST/SGST or IGST against it. */
  firmState(): string;
  /**
   * The government fee and stamp duty (whole rupees) an order of the package is charged in each state the
   * calculator's table has, by GST code; any other state pays the package's estimate. The server's own figures,
   * so the live breakdown shows what the order will charge.
   */
  statutoryFees(packageSlug: string): Readonly<Record<string, number>>;
}

/** A signed-in client as their pages name them. */
export type ClientUser = { name: string; email: string };
/** A case in the client's list. */
export type ClientCaseSummary = {
  reference: string;
  service: string;
  status: "open" | "closed";
  stage: string;
  expectedFinish?: string;
  checklist: { id: string; label: string; status: string }[];
};

/**
 * The client's pages (/client, /client/login, /client/cases/{reference}): their session's client and the same
 * services, limits and answers as /api/client. Sign-in and sign-out set and clear the client cookie.
 */
export interface ClientActions {
  user: ClientUser | null;
  /** "Send me a link" (POST /api/client/login). */
  requestLink(email: string): FormResult<{ sent: true }>;
  /** Whether a link's token may still be used (the Continue page asks before showing its button). */
  linkWorks(token: string): boolean;
  /** Uses the link; answers the client and the references of their cases. */
  signIn(token: string): FormResult<ClientUser & { cases: string[] }>;
  signOut(): void;
  cases(): ClientCaseSummary[];
  /** The signed-in client's case, or null (none, or another's). */
  caseView(reference: string): ClientCaseView | null;
  upload(reference: string, item: string, file: File): Promise<FormResult<ClientDocumentView>>;
  message(reference: string, text: string): FormResult<null>;
  requestErasure(): FormResult<null>;
}

/** The reminder sign-up of /compliance-calendar posted without JavaScript (the same service as POST /api/reminders). */
export interface ReminderActions {
  request(body: { email: string; appliesTo: string[] }): Promise<{ ok: true } | { ok: false; status: number; error: string }>;
  /** Whether reminders can be sent (mail is set up); without it the page offers the calendar's feed instead. */
  readonly enabled: boolean;
}

/**
 * The request's logger on the server (pino-http's child logger: JSON lines carrying the request id). Loaders,
 * the render's error hook and entry.server log through it, never through the console (docs/architecture.md, "One logger").
 */
export interface RequestLog {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** The staff user a request's session cookie stands for. */
export type StaffUser = { id: string; role: "admin" | "editor"; email: string; name: string; caseAccess?: boolean; pageAccess?: boolean };

/** What an API route answered a loader or action: its status and its JSON (null for another body). */
export type ApiAnswer = { status: number; body: unknown };

/** The sign-in form's answer: signed in (the cookie is set), a second step to ask for, or the error to show. */
export type SignInAnswer = { ok: true; user: StaffUser } | { ok: false; challenge: string } | { ok: false; status: number; error: string; code?: string; retryAfter?: number };

/**
 * The admin's part of the load context (docs/decisions/020-admin-rendered-by-the-server.md): who is signed
 * in, and the API asked in process as this request's session, so screens read with loaders and write with
 * actions through the same routes, roles, validation and messages as programs. Cookies the API sets or
 * clears (a password change, a logout) go to the browser with the page's answer.
 */
export interface AdminContext {
  /** The signed-in staff user, or null (no cookie, or one that names no live session). */
  user: StaffUser | null;
  /** The request carried a session cookie that has ended (the sign-in page says so). */
  sessionEnded: boolean;
  /** Whether every admin must use two-step sign-in (the firm's setting) and this user has it on. */
  twoStep: { required: boolean; on: boolean };
  api(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<ApiAnswer>;
  /** The sign-in form: the password step, or (with `challenge`) the code step. */
  signIn(fields: { email?: string; password?: string; remember?: boolean; challenge?: string; code?: string }): Promise<SignInAnswer>;
  /** The QR code of an otpauth URL as SVG markup (two-step setup). */
  qrCode(url: string): Promise<string>;
}

export interface SiteContext {
  reads: PublicReads;
  log: RequestLog;
  enquiries: EnquiryActions;
  reminders: ReminderActions;
  orders: OrderActions;
  client: ClientActions;
  siteUrl: string;
  /** The CSP nonce of this response, for inline scripts. */
  nonce: string;
  gtmId?: string;
  /** Whether staff can get a password-reset link by e-mail (a mail server is set). */
  staffResetByMail: boolean;
  /**
   * Whether e-mail can go out now (SMTP_URL, or the admin's Mail settings): `on` a mail server is set; `enquiries`
   * also an address for enquiries, which replies from the inbox need too. Screens disable what only sends e-mail.
   */
  mail: { on: boolean; enquiries: boolean };
  admin: AdminContext;
}

declare module "react-router" {
  // Declaration merging: React Router's AppLoadContext becomes SiteContext (an empty body is the point).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteContext {}
}
