// Every table of site.db as a repository (repository.ts): its resource on the change feed, its schema, and the
// columns services filter and sort on. Small lists are cached (read from memory, filterable by any field); the
// records that grow with time are read by query, on the columns named here (created by migrations.ts).
import type { z } from "zod";
import { articleSchema } from "../../shared/schemas/article";
import { blogSchema, type Blog } from "../../shared/schemas/blog";
import { enquirySchema, type Enquiry } from "../../shared/schemas/enquiry";
import { viewCountsSchema } from "../../shared/schemas/analytics";
import { offerSchema } from "../../shared/schemas/offer";
import { packageSchema } from "../../shared/schemas/package";
import { settingsSchema } from "../../shared/schemas/settings";
import { mailSettingsSchema } from "../../shared/schemas/mail-settings";
import { termSchema } from "../../shared/schemas/taxonomy";
import { revisionSchema, toRevisionSummary, type Revision } from "../../shared/schemas/revision";
import { sidebarLinkSchema } from "../../shared/schemas/sidebar-link";
import { userSchema, type User } from "../../shared/schemas/user";
import { activityEntrySchema } from "../../shared/schemas/activity";
import { complianceDateSchema, reminderSubscriptionSchema } from "../../shared/schemas/compliance";
import { gstRateSchema, incorporationFeeSchema } from "../../shared/schemas/calculators";
import { autosaveSchema } from "../../shared/schemas/autosave";
import { previewCopySchema } from "../../shared/schemas/preview";
import { testimonialSchema } from "../../shared/schemas/testimonial";
import {
  pageAutosaveSchema,
  pagePreviewSchema,
  pageRevisionSchema,
  pageSchema,
  toPageRevisionSummary,
  type PageAutosave,
  type PagePreview,
  type PageRevision,
} from "../../shared/schemas/page";
import { teamMemberSchema } from "../../shared/schemas/team-member";
import { mediaSchema, type Media } from "../../shared/schemas/media";
import { trashEntrySchema, trashItemSchema, type TrashEntry, type TrashItem } from "../../shared/schemas/trash";
import { replyTemplateSchema } from "../../shared/schemas/reply-template";
import { invoiceSchema, orderSchema, paymentEventSchema, type Invoice, type Order } from "../../shared/schemas/order";
import { pushKeySchema, pushSubscriptionSchema } from "../../shared/schemas/push";
import {
  caseDocumentSchema,
  caseMessageSchema,
  caseSchema,
  clientLinkSchema,
  clientSchema,
  type Case,
  type CaseDocument,
  type CaseMessage,
  type Client,
  type ClientLink,
} from "../../shared/schemas/case";
import { invitationSchema, loginAttemptSchema, passwordResetSchema, redirectSchema, sessionSchema, type InvitationRecord, type SessionRecord } from "./access-schemas";
import { postExcerptKey, postSummarySchema, summaryOf, timeOf, titleKey } from "./posts";
import type { TableSpec } from "./repository";
import { stageDueOf } from "../../shared/case-stages";

/** A small list kept in memory, in the order its records were added (any field filters and sorts). */
function list<T>(resource: string, table: string, schema: z.ZodType<T>, more: Partial<TableSpec<T, Extract<keyof T, string>>> = {}): TableSpec<T, Extract<keyof T, string>> {
  return { resource, table, schema, cached: true, order: "position", ...more };
}

/** A table read by query (its type checked where it is declared). */
const spec = <T, F extends string, S = T>(s: TableSpec<T, F, S>) => s;

/** The feed's view of a user: never the password's hash or the two-step secrets. */
const publicSubject = ({ passwordHash: _hash, twoStep, pendingTwoStep: _pending, ...rest }: User) => ({ ...rest, twoStepOn: twoStep !== undefined });

/** A table of sessions (staff's, clients'): read by the hash of the token, listed by owner and last use. */
const sessionTable = (resource: string, table: string) =>
  spec<SessionRecord, "user_id" | "last_seen" | "expires_at" | "seq">({
    resource,
    table,
    schema: sessionSchema,
    order: "seq",
    columns: { user_id: (x) => x.userId, last_seen: (x) => x.lastSeenAt, expires_at: (x) => x.expiresAt },
  });

export function tableSpecs() {
  return {
    offers: list("offer", "offers", offerSchema),
    sidebarLinks: list("link", "sidebar_links", sidebarLinkSchema, { key: (l) => l._id }),
    news: list("news", "news", articleSchema),
    resources: list("resource", "resources", articleSchema),
    users: list("user", "users", userSchema, { subject: publicSubject }),
    redirects: list("redirect", "redirects", redirectSchema, { key: (r) => r.from }),
    packages: list("package", "packages", packageSchema),
    /** The firm's details: a list of one. */
    settings: list("settings", "settings", settingsSchema, { key: () => "firm" }),
    /** The mail server set from the admin: a list of one; the feed never carries its sealed password. */
    mailSettings: list("mail-settings", "mail_settings", mailSettingsSchema, {
      key: () => "mail",
      subject: ({ passwordSealed, ...rest }) => ({ ...rest, passwordStored: passwordSealed !== undefined }),
    }),
    categories: list("category", "categories", termSchema),
    tags: list("tag", "tags", termSchema),
    loginAttempts: list("login-attempt", "login_attempts", loginAttemptSchema, { key: (a) => a.key }),
    passwordResets: list("password-reset", "password_resets", passwordResetSchema),
    /** The compliance calendar's due dates (staff edit them). */
    complianceDates: list("calendar-entry", "compliance_dates", complianceDateSchema),
    /** E-mail reminder subscriptions (double opt-in). */
    reminderSubscriptions: list("reminder-subscription", "reminder_subscriptions", reminderSubscriptionSchema),
    /** The GST calculator's rates; a change of any row is a change of the one "GST rates" table staff edit. */
    gstRates: list("calculator", "gst_rates", gstRateSchema, { subject: () => ({ id: "gst-rates", title: "GST rates" }) }),
    /** Government fee and stamp duty per entity type and state (incorporation-cost calculator). */
    incorporationFees: list("calculator", "incorporation_fees", incorporationFeeSchema, {
      subject: () => ({ id: "incorporation-fees", title: "Incorporation fees and stamp duty" }),
    }),
    testimonials: list("testimonial", "testimonials", testimonialSchema),
    /** The marketing pages the firm edits (home, services, entity, service, city, about, careers and legal pages). */
    pages: list("page", "pages", pageSchema),
    /** The firm's professionals on /team and the author pages (migration 14 made them from staff profiles). */
    teamMembers: list("team-member", "team_members", teamMemberSchema),
    /** The media library, one record per uploaded image (by its file's name): found by the hash of its bytes, searched, newest first. */
    media: spec<Media, MediaColumn>({
      resource: "media",
      table: "media",
      schema: mediaSchema,
      key: (m) => m.name,
      order: "seq",
      columns: { sha256: (m) => m.sha256 ?? null, uploaded_at: (m) => m.uploadedAt, search: mediaSearch },
    }),
    replyTemplates: list("reply-template", "reply_templates", replyTemplateSchema),
    pushSubscriptions: list("push-subscription", "push_subscriptions", pushSubscriptionSchema),
    pushKeys: list("push-key", "push_keys", pushKeySchema, { key: () => "vapid" }),

    /** Staff invitations (the hash of the link's token), one per invited user who has not yet chosen a password. */
    invitations: spec<InvitationRecord, "user_id" | "expires_at" | "seq">({
      resource: "invitation",
      table: "invitations",
      schema: invitationSchema,
      order: "seq",
      columns: { user_id: (i) => i.userId, expires_at: (i) => i.expiresAt },
    }),
    /** Staff sessions (cookie and Bearer alike): read by query on every staff request, by the hash of its token. */
    sessions: sessionTable("session", "sessions"),
    /** The editor's server autosave, one per user and post: read by query, never held in memory. */
    autosaves: spec<z.infer<typeof autosaveSchema>, "user_id" | "post_id" | "saved_at" | "seq">({
      resource: "autosave",
      table: "autosaves",
      schema: autosaveSchema,
      key: (a) => `${a.userId}:${a.postId}`,
      order: "seq",
      columns: { user_id: (a) => a.userId, post_id: (a) => a.postId, saved_at: (a) => a.savedAt },
    }),
    /** The fields a working-copy preview shows over the saved post, until the link expires. */
    previewCopies: spec<z.infer<typeof previewCopySchema>, "post_id" | "user_id" | "expires_at" | "bytes" | "seq">({
      resource: "preview",
      table: "preview_copies",
      schema: previewCopySchema,
      order: "seq",
      columns: { post_id: (c) => c.postId, user_id: (c) => c.userId ?? null, expires_at: (c) => c.expiresAt, bytes: (c) => JSON.stringify(c.fields).length },
    }),
    /** Deleted posts, offers, news items, resources and packages, as they were. */
    trash: spec<TrashEntry, "type" | "item_id" | "deleted_at" | "seq", TrashItem>({
      resource: "trash",
      table: "trash",
      schema: trashEntrySchema,
      key: (t) => `${t.type}:${t.id}`,
      order: "seq",
      columns: { type: (t) => t.type, item_id: (t) => t.id, deleted_at: (t) => t.deletedAt },
      // The list reads what it shows without the items (a post may be a megabyte).
      summary: { of: ({ item: _item, redirects: _redirects, ...rest }) => rest, column: "summary", schema: trashItemSchema },
    }),

    /** The blog posts: the columns lists filter and sort on, their tags, and a summary that lists read instead of the content. */
    posts: spec<Blog, PostColumn, z.infer<typeof postSummarySchema>>({
      resource: "post",
      table: "posts",
      schema: blogSchema,
      columns: {
        excerpt_key: (b) => postExcerptKey(b.excerpt),
        status: (b) => b.status,
        date: (b) => b.date,
        time: (b) => timeOf(b.date),
        created_at: (b) => b.createdAt ?? "",
        featured: (b) => (b.featured ? 1 : 0),
        category_id: (b) => b.categoryId || null,
        author_id: (b) => b.authorId || null,
        title_key: (b) => titleKey(b.title),
        locale: (b) => b.locale,
        translation_of: (b) => b.translationOf || null,
      },
      many: { tags: { table: "post_tags", key: "post_id", value: "tag_id", of: (b) => b.tagIds } },
      defaultSort: ["-date", "-created_at", "-id"],
      summary: { of: summaryOf, column: "summary", schema: postSummarySchema },
    }),
    /** Enquiries: what the inbox filters and sorts on, the retry job's due times, the analytics' attribution. */
    enquiries: spec<Enquiry, EnquiryColumn>({
      resource: "enquiry",
      table: "enquiries",
      schema: enquirySchema,
      order: "seq",
      defaultSort: ["-seq"],
      columns: enquiryColumns,
    }),
    /** Orders: the staff list filters on status and dates; payments find theirs by Razorpay's order id. */
    orders: spec<Order, "reference" | "status" | "created_at" | "paid_at" | "package_slug" | "enquiry_id" | "razorpay_order_id" | "search" | "seq">({
      resource: "order",
      table: "orders",
      schema: orderSchema,
      order: "seq",
      defaultSort: ["-seq"],
      columns: {
        reference: (o) => o.reference,
        status: (o) => o.status,
        created_at: (o) => o.createdAt,
        paid_at: (o) => o.paidAt ?? null,
        package_slug: (o) => o.package.slug,
        enquiry_id: (o) => o.enquiryId ?? null,
        razorpay_order_id: (o) => o.razorpayOrderId ?? null,
        // The reference, the client's name, e-mail, phone, business and GSTIN in lower case: what the staff search looks in.
        search: (o) => [o.reference, o.client.name, o.client.email, o.client.phone, o.client.businessName, o.client.gstin, o.invoice?.number ?? ""].join("\n").toLowerCase(),
      },
    }),
    /** Tax invoices and credit notes as issued (never edited): numbered per series and financial year. */
    invoices: spec<Invoice, "number" | "kind" | "fy" | "serial" | "date" | "order_id" | "seq">({
      resource: "invoice",
      table: "invoices",
      schema: invoiceSchema,
      order: "seq",
      columns: { number: (i) => i.number, kind: (i) => i.kind, fy: (i) => i.fy, serial: (i) => i.serial, date: (i) => i.date, order_id: (i) => i.orderId },
    }),
    /** Razorpay's webhook events and payments already handled: a replay finds its id here and changes nothing. */
    paymentEvents: spec<z.infer<typeof paymentEventSchema>, "at" | "seq">({
      resource: "payment-event",
      table: "payment_events",
      schema: paymentEventSchema,
      order: "seq",
      columns: { at: (e) => e.at },
    }),
    /** Clients: one per e-mail address, made when a case opens for them. */
    clients: spec<Client, "email" | "erasure_requested_at" | "created_at" | "seq">({
      resource: "client",
      table: "clients",
      schema: clientSchema,
      order: "seq",
      columns: { email: (c) => c.email, erasure_requested_at: (c) => c.erasureRequestedAt ?? null, created_at: (c) => c.createdAt },
    }),
    /** Clients' sign-in links (the hash of the token), single use. */
    clientLinks: spec<ClientLink, "client_id" | "expires_at" | "seq">({
      resource: "client-link",
      table: "client_links",
      schema: clientLinkSchema,
      order: "seq",
      columns: { client_id: (l) => l.clientId, expires_at: (l) => l.expiresAt },
    }),
    /** Clients' sessions: the staff sessions' kind in a table of their own, so neither can stand for the other. */
    clientSessions: sessionTable("client-session", "client_sessions"),
    /** Cases: the staff list filters on status, who it waits on and the expected finish. */
    cases: spec<Case, "reference" | "client_id" | "order_id" | "enquiry_id" | "status" | "waiting_on" | "due" | "closed_at" | "search" | "seq">({
      resource: "case",
      table: "cases",
      schema: caseSchema,
      order: "seq",
      defaultSort: ["-seq"],
      columns: {
        reference: (c) => c.reference,
        client_id: (c) => c.clientId,
        order_id: (c) => c.orderId ?? null,
        enquiry_id: (c) => c.enquiryId ?? null,
        status: (c) => c.status,
        waiting_on: (c) => c.waitingOn,
        due: (c) => (c.status === "open" ? stageDueOf(c) || null : null),
        closed_at: (c) => c.closedAt ?? null,
        search: (c) => [c.reference, c.client.name, c.client.email, c.client.phone, c.package.title].join("\n").toLowerCase(),
      },
    }),
    /** The files of cases (their bytes encrypted under DATA_DIR/documents). */
    caseDocuments: spec<CaseDocument, "case_id" | "status" | "uploaded_at" | "seq">({
      resource: "case-document",
      table: "case_documents",
      schema: caseDocumentSchema,
      order: "seq",
      columns: { case_id: (d) => d.caseId, status: (d) => d.status, uploaded_at: (d) => d.uploadedAt },
    }),
    /** Messages between a client and the firm, per case. */
    caseMessages: spec<CaseMessage, "case_id" | "at" | "seq">({
      resource: "case-message",
      table: "case_messages",
      schema: caseMessageSchema,
      order: "seq",
      columns: { case_id: (m) => m.caseId, at: (m) => m.at },
    }),
    /** Daily page-view counters. */
    pageViews: spec<z.infer<typeof viewCountsSchema>, "day" | "seq">({
      resource: "page-views",
      table: "page_views",
      schema: viewCountsSchema,
      order: "seq",
      columns: { day: (v) => v.day },
    }),
    /** Post revisions: the states saves replaced, at most REVISIONS_PER_POST per post. */
    revisions: spec<Revision, "post_id" | "saved_at" | "seq", ReturnType<typeof toRevisionSummary>>({
      resource: "revision",
      table: "revisions",
      schema: revisionSchema,
      order: "seq",
      columns: { post_id: (r) => r.postId, saved_at: (r) => r.savedAt },
      summary: { of: toRevisionSummary },
    }),
    /** Pages' revisions: the states saves replaced, at most PAGE_REVISIONS_PER_PAGE per page. */
    pageRevisions: spec<PageRevision, "page_id" | "saved_at" | "seq", ReturnType<typeof toPageRevisionSummary>>({
      resource: "page-revision",
      table: "page_revisions",
      schema: pageRevisionSchema,
      order: "seq",
      columns: { page_id: (r) => r.pageId, saved_at: (r) => r.savedAt },
      summary: { of: toPageRevisionSummary },
    }),
    /** The page editor's server autosave, one per user and page (its form's fields). */
    pageAutosaves: spec<PageAutosave, "user_id" | "page_id" | "saved_at" | "seq">({
      resource: "page-autosave",
      table: "page_autosaves",
      schema: pageAutosaveSchema,
      key: (a) => `${a.userId}:${a.pageId}`,
      order: "seq",
      columns: { user_id: (a) => a.userId, page_id: (a) => a.pageId, saved_at: (a) => a.savedAt },
    }),
    /** Working copies of pages shown by preview links, until the links expire. */
    pagePreviews: spec<PagePreview, "page_id" | "user_id" | "expires_at" | "seq">({
      resource: "page-preview",
      table: "page_previews",
      schema: pagePreviewSchema,
      order: "seq",
      columns: { page_id: (c) => c.pageId, user_id: (c) => c.userId ?? null, expires_at: (c) => c.expiresAt },
    }),
    /** The activity log. */
    activity: spec<z.infer<typeof activityEntrySchema>, "at" | "action" | "actor_email" | "seq">({
      resource: "activity",
      table: "activity",
      schema: activityEntrySchema,
      order: "seq",
      columns: { at: (a) => a.at, action: (a) => a.action, actor_email: (a) => a.actor?.email.toLowerCase() ?? null },
    }),
  };
}

export type MediaColumn = "sha256" | "uploaded_at" | "search" | "seq";
/** What the media library's search looks in: the file's name, the name it was uploaded with and its alt text, in lower case. */
export const mediaSearch = (m: Media): string => [m.name, m.originalName ?? "", m.alt].join("\n").toLowerCase();

export type PostColumn = "excerpt_key" | "status" | "date" | "time" | "created_at" | "featured" | "category_id" | "author_id" | "title_key" | "locale" | "translation_of" | "tags";

const enquiryColumns = {
  created_at: (e: Enquiry) => e.createdAt,
  status: (e: Enquiry) => e.status,
  source: (e: Enquiry) => e.source,
  channel: (e: Enquiry) => e.channel,
  page: (e: Enquiry) => e.page,
  referrer_host: (e: Enquiry) => e.referrerHost,
  utm_source: (e: Enquiry) => e.utm.utm_source ?? "",
  utm_medium: (e: Enquiry) => e.utm.utm_medium ?? "",
  utm_campaign: (e: Enquiry) => e.utm.utm_campaign ?? "",
  mail_state: (e: Enquiry) => e.mail.state,
  mail_due_at: (e: Enquiry) => e.mail.nextAttemptAt ?? null,
  ack_state: (e: Enquiry) => e.ack?.state ?? null,
  ack_due_at: (e: Enquiry) => e.ack?.nextAttemptAt ?? null,
  // The booked call-back, its reminder e-mail, and the earliest reply e-mail still to send.
  callback_at: (e: Enquiry) => e.callbackAt ?? null,
  reminder_state: (e: Enquiry) => e.reminder?.state ?? null,
  reminder_due_at: (e: Enquiry) => e.reminder?.nextAttemptAt ?? null,
  landing: (e: Enquiry) => e.landing ?? null,
  first_response_at: (e: Enquiry) => e.firstResponseAt ?? null,
  reply_due_at: (e: Enquiry) =>
    (e.replies ?? [])
      .filter((r) => r.mail.state === "pending" || r.mail.state === "retry")
      .map((r) => r.mail.nextAttemptAt ?? r.at)
      .sort()[0] ?? null,
  // Name, e-mail, phone, message, service, city and notes in lower case: what the inbox search looks in.
  search: (e: Enquiry) => [e.name, e.email, e.phone, e.message, e.service, e.offer, e.city, e.note, ...e.notes.map((n) => n.text)].join("\n").toLowerCase(),
};
export type EnquiryColumn = keyof typeof enquiryColumns | "seq";
