// Opens every collection of DATA_DIR. Only this module (and collection.ts) touches lowdb.
import fs from "node:fs/promises";
import { z } from "zod";
import { articleSchema, type Article } from "../../shared/schemas/article";
import { blogSchema, type Blog } from "../../shared/schemas/blog";
import { enquirySchema, type Enquiry } from "../../shared/schemas/enquiry";
import { viewCountsSchema, type ViewCounts } from "../../shared/schemas/analytics";
import { offerSchema, type Offer } from "../../shared/schemas/offer";
import { packageSchema, type Package } from "../../shared/schemas/package";
import { settingsSchema, type Settings } from "../../shared/schemas/settings";
import { termSchema, type Term } from "../../shared/schemas/taxonomy";
import { revisionSchema, toRevisionSummary, type Revision, type RevisionSummary } from "../../shared/schemas/revision";
import { sidebarLinkSchema, type SidebarLink } from "../../shared/schemas/sidebar-link";
import { userSchema, type User } from "../../shared/schemas/user";
import { activityEntrySchema, type ActivityEntry } from "../../shared/schemas/activity";
import { replyTemplateSchema, type ReplyTemplate } from "../../shared/schemas/reply-template";
import { pushKeySchema, pushSubscriptionSchema, type PushKey, type PushSubscriptionRecord } from "../../shared/schemas/push";
import { Collection, type ChangeListener } from "./collection";
import { seedFirmRecords } from "./firm-seed";
import { migrateEnquiriesFile, summarizeEnquiry, type EnquirySummary } from "./enquiries";
import { Journal, type JournalOptions } from "./journal";
import type { Logger } from "../log";

export const redirectSchema = z.object({ from: z.string(), to: z.string(), createdAt: z.string() });
export type Redirect = z.infer<typeof redirectSchema>;

// Staff access state (issue 16): login counts, revoked token ids, password-reset token hashes. Their
// writes do not count as content changes (no page-cache clear).
export const loginAttemptSchema = z.object({ key: z.string(), count: z.number().int(), resetAt: z.number() });
export type LoginAttemptRecord = z.infer<typeof loginAttemptSchema>;
export const revokedTokenSchema = z.object({ jti: z.string(), exp: z.number() });
export type RevokedToken = z.infer<typeof revokedTokenSchema>;
export const passwordResetSchema = z.object({ id: z.string(), userId: z.string(), tokenHash: z.string(), expiresAt: z.number(), createdAt: z.string() });
export type PasswordResetRecord = z.infer<typeof passwordResetSchema>;

export interface Storage {
  dataDir: string;
  blogs: Collection<Blog>;
  offers: Collection<Offer>;
  sidebarLinks: Collection<SidebarLink>;
  news: Collection<Article>;
  resources: Collection<Article>;
  /** Append-only (DATA_DIR/enquiries/); moved there from enquiries.json on the first start. */
  enquiries: Journal<Enquiry, EnquirySummary>;
  /** Daily page-view counters (DATA_DIR/page-views/, issue 19). */
  pageViews: Journal<ViewCounts>;
  users: Collection<User>;
  redirects: Collection<Redirect>;
  /** Service packages and prices (issue 21). */
  packages: Collection<Package>;
  /** The firm's details (issue 21): a list of one. */
  settings: Collection<Settings>;
  categories: Collection<Term>;
  tags: Collection<Term>;
  /** Post revisions (issue 15): the states saves replaced, summaries in memory. */
  revisions: Journal<Revision, RevisionSummary>;
  loginAttempts: Collection<LoginAttemptRecord>;
  revokedTokens: Collection<RevokedToken>;
  passwordResets: Collection<PasswordResetRecord>;
  /** Issue 32: saved reply templates of the inbox; staff devices' push subscriptions; the VAPID key pair (a list of one). */
  replyTemplates: Collection<ReplyTemplate>;
  pushSubscriptions: Collection<PushSubscriptionRecord>;
  pushKeys: Collection<PushKey>;
  /** The activity log (issue 16), newest entries last on disk. */
  activity: Journal<ActivityEntry>;
  /** Called after every successful write, with the collection's name. */
  onChange(listener: ChangeListener): () => void;
  /** Runs `task` while no collection or journal is being written (for consistent backups). */
  quiesce<R>(task: () => Promise<R>): Promise<R>;
  /** Bumped on every write; a cheap cache key for rendered public content. */
  readonly version: number;
  /** Waits for writes in flight and closes the journals (shutdown). */
  close(): Promise<void>;
}

/** `log`: the process's logger (failed writes, a migration, a torn journal line are reported there). */
export async function openStorage(dataDir: string, { log }: { log: Logger }): Promise<Storage> {
  await fs.mkdir(dataDir, { recursive: true });
  const listeners = new Set<ChangeListener>();
  let version = 0;
  const changed: ChangeListener = (name) => {
    version++;
    for (const l of listeners) l(name);
  };
  const open = <T>(name: string, schema: z.ZodType<T>) => Collection.open<T>(dataDir, name, schema, { onChange: changed, log });
  // Staff access state: no change listener (not content).
  const openQuiet = <T>(name: string, schema: z.ZodType<T>) => Collection.open<T>(dataDir, name, schema, { onChange: () => undefined, log });
  // The firm's own records (issue 21) are seeded once (at the end), when their file does not exist yet.
  const firstOpen = async (name: string) => !(await fs.stat(`${dataDir}/${name}.json`).catch(() => null));
  const fresh = { packages: await firstOpen("packages") };
  // Collections that only grow live in append-only journals (DATA_DIR/<name>/). Journal writes are not
  // content changes: they do not call the change listeners. Open each one with journal(name, options)
  // below and give it a field of Storage; quiesce() and close() then cover it.
  const journals: Journal<{ id: string }, { id: string }>[] = [];
  const journal = async <T extends { id: string }, S extends { id: string } = T>(name: string, opts: Omit<JournalOptions<T, S>, "log">) => {
    const j = await Journal.open<T, S>(dataDir, name, { ...opts, log });
    journals.push(j as unknown as Journal<{ id: string }, { id: string }>);
    return j;
  };

  const collections = {
    blogs: await open("blogs", blogSchema),
    offers: await open("offers", offerSchema),
    sidebarLinks: await open("sidebar-links", sidebarLinkSchema),
    news: await open("news", articleSchema),
    resources: await open("resources", articleSchema),
    users: await open("users", userSchema),
    redirects: await open("redirects", redirectSchema),
    packages: await open("packages", packageSchema),
    settings: await open("settings", settingsSchema),
    categories: await open("categories", termSchema),
    tags: await open("tags", termSchema),
    loginAttempts: await openQuiet("login-attempts", loginAttemptSchema),
    revokedTokens: await openQuiet("revoked-tokens", revokedTokenSchema),
    passwordResets: await openQuiet("password-resets", passwordResetSchema),
    replyTemplates: await openQuiet("reply-templates", replyTemplateSchema),
    pushSubscriptions: await openQuiet("push-subscriptions", pushSubscriptionSchema),
    pushKeys: await openQuiet("push-keys", pushKeySchema),
  };
  const all = Object.values(collections) as Collection<unknown>[];
  // Sidebar links stored before edit conflicts were detected (issue 15) have no updatedAt: give them one, once.
  // ... and none had an order before issue 21: they keep the order they were stored in.
  if (collections.sidebarLinks.all().some((l) => !l.updatedAt || l.order < 0)) {
    const now = new Date().toISOString();
    await collections.sidebarLinks.write((items) =>
      items.forEach((l, i) => {
        l.updatedAt ||= now;
        if (l.order < 0) l.order = i;
      }),
    );
  }

  const closeJournals = async () => {
    for (const j of journals) await j.close();
  };
  let enquiries: Journal<Enquiry, EnquirySummary>;
  let activity: Journal<ActivityEntry>;
  let revisions: Journal<Revision, RevisionSummary>;
  let pageViews: Journal<ViewCounts>;
  try {
    enquiries = await journal("enquiries", { schema: enquirySchema, summarize: summarizeEnquiry });
    await migrateEnquiriesFile(dataDir, enquiries, log);
    activity = await journal<ActivityEntry>("activity", { schema: activityEntrySchema });
    revisions = await journal<Revision, RevisionSummary>("revisions", { schema: revisionSchema, summarize: toRevisionSummary });
    pageViews = await journal("page-views", { schema: viewCountsSchema });
  } catch (err) {
    await closeJournals();
    throw err;
  }

  const storage: Storage = {
    dataDir,
    ...collections,
    revisions,
    activity,
    enquiries,
    pageViews,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async quiesce(task) {
      // Take every collection's queue in a fixed order, run the task, then release them all.
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      const queues: ((task: () => Promise<void>) => Promise<void>)[] = [
        ...all.map((c) => (t: () => Promise<void>) => c.mutex.run(t)),
        ...journals.map((j) => (t: () => Promise<void>) => j.exclusive(t)),
      ];
      const acquired = queues.map((run) => new Promise<void>((ok) => void run(() => (ok(), released))));
      await Promise.all(acquired);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get version() {
      return version;
    },
    close: closeJournals,
  };
  try {
    await seedFirmRecords(storage, fresh.packages);
  } catch (err) {
    await closeJournals();
    throw err;
  }
  return storage;
}
