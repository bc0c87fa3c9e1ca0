// Opens DATA_DIR/site.db (storage/db.ts): runs the migrations and gives the services one object with every
// collection and table. Opening writes nothing to a database that is up to date (a server on a full disk still
// starts). A DATA_DIR of the format before site.db is imported by `npm run import-legacy -- DIR`
// (importLegacyDataDir below), never by a start. Seeding (demo content, the firm's first records) is not done
// here: boot.ts runs it once the services exist.
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { articleSchema } from "../../shared/schemas/article";
import { blogSchema, type Blog } from "../../shared/schemas/blog";
import { enquirySchema, type Enquiry } from "../../shared/schemas/enquiry";
import { viewCountsSchema, type ViewCounts } from "../../shared/schemas/analytics";
import { offerSchema } from "../../shared/schemas/offer";
import { packageSchema } from "../../shared/schemas/package";
import { settingsSchema } from "../../shared/schemas/settings";
import { termSchema } from "../../shared/schemas/taxonomy";
import { revisionSchema, toRevisionSummary, type Revision, type RevisionSummary } from "../../shared/schemas/revision";
import { sidebarLinkSchema } from "../../shared/schemas/sidebar-link";
import { userSchema } from "../../shared/schemas/user";
import { activityEntrySchema, type ActivityEntry } from "../../shared/schemas/activity";
import { complianceDateSchema, reminderSubscriptionSchema } from "../../shared/schemas/compliance";
import { gstRateSchema, incorporationFeeSchema } from "../../shared/schemas/calculators";
import { autosaveSchema } from "../../shared/schemas/autosave";
import { previewCopySchema } from "../../shared/schemas/preview";
import { testimonialSchema } from "../../shared/schemas/testimonial";
import { mediaSchema } from "../../shared/schemas/media";
import { trashEntrySchema } from "../../shared/schemas/trash";
import { replyTemplateSchema } from "../../shared/schemas/reply-template";
import { pushKeySchema, pushSubscriptionSchema } from "../../shared/schemas/push";
import { Collection, tableName, type CollectionOptions } from "./collection";
import { backupDatabase, verifyDatabase } from "./backup";
import { Database, DB_FILE } from "./db";
import { legacyEntries, moveLegacyEntries, readLegacyJournal, readLegacyList, type LegacyJournal } from "./legacy-import";
import { backfillSidebarLinks, importPosts, migrate } from "./migrations";
import { PostSearchIndex } from "./post-search";
import { PostTable } from "./posts";
import { RecordTable, type Columns } from "./records";
import { CorruptFileError, syncDir } from "./json-file";
import type { Logger } from "../log";

export { DB_FILE } from "./db";
export { backupDatabase } from "./backup";

export const redirectSchema = z.object({ from: z.string(), to: z.string(), createdAt: z.string() });
export type Redirect = z.infer<typeof redirectSchema>;

// Staff access state: login counts, revoked token ids, password-reset token hashes. Their
// writes do not count as content changes (no page-cache clear).
export const loginAttemptSchema = z.object({ key: z.string(), count: z.number().int(), resetAt: z.number() });
export type LoginAttemptRecord = z.infer<typeof loginAttemptSchema>;
export const revokedTokenSchema = z.object({ jti: z.string(), exp: z.number() });
export type RevokedToken = z.infer<typeof revokedTokenSchema>;
export const passwordResetSchema = z.object({
  id: z.string(),
  userId: z.string(),
  tokenHash: z.string(),
  expiresAt: z.number(),
  createdAt: z.string(),
  /** A digest of the password hash the link was sent for: any later password change voids the link. */
  passwordStamp: z.string().optional(),
});
export type PasswordResetRecord = z.infer<typeof passwordResetSchema>;

type TableFactory = <T>(name: string, schema: z.ZodType<T>, options?: Pick<CollectionOptions<T>, "key" | "onRow">) => Collection<T>;

/**
 * Every small collection: one line each. `table(name, schema)` is a content collection (its service announces
 * each write: services/events.ts); `quiet(...)` one whose writes are not content. Records without an `id` name their key.
 * The name is the table's (with "-" as "_") and the old DATA_DIR/<name>.json file npm run import-legacy reads.
 */
function collections(table: TableFactory, quiet: TableFactory) {
  return {
    offers: table("offers", offerSchema),
    sidebarLinks: table("sidebar-links", sidebarLinkSchema, { key: (l) => l._id }),
    news: table("news", articleSchema),
    resources: table("resources", articleSchema),
    users: table("users", userSchema),
    redirects: table("redirects", redirectSchema, { key: (r) => r.from }),
    /** Service packages and prices. */
    packages: table("packages", packageSchema),
    /** The firm's details: a list of one. */
    settings: table("settings", settingsSchema, { key: () => "firm" }),
    categories: table("categories", termSchema),
    tags: table("tags", termSchema),
    loginAttempts: quiet("login-attempts", loginAttemptSchema, { key: (a) => a.key }),
    revokedTokens: quiet("revoked-tokens", revokedTokenSchema, { key: (t) => t.jti }),
    passwordResets: quiet("password-resets", passwordResetSchema),
    /** The compliance calendar's due dates (staff edit them). */
    complianceDates: table("compliance-dates", complianceDateSchema),
    /** E-mail reminder subscriptions (double opt-in); not content. */
    reminderSubscriptions: quiet("reminder-subscriptions", reminderSubscriptionSchema),
    /** The GST calculator's rates, in the admin's order. */
    gstRates: table("gst-rates", gstRateSchema),
    /** Government fee and stamp duty per entity type and state (incorporation-cost calculator). */
    incorporationFees: table("incorporation-fees", incorporationFeeSchema),
    /** Client testimonials (admins; shown on the home and service pages). */
    testimonials: table("testimonials", testimonialSchema),
    /** The editor's server autosave, one per user and post; not content. */
    autosaves: quiet("autosaves", autosaveSchema, { key: (a) => `${a.userId}:${a.postId}` }),
    /** The fields a working-copy preview shows over the saved post, until the link expires. */
    previewCopies: quiet("preview-copies", previewCopySchema),
    /** The media library, one record per uploaded image; its writes change no page. */
    media: quiet("media", mediaSchema, { key: (m) => m.name }),
    /** Deleted posts, offers, news items, resources and packages, as they were. */
    trash: table("trash", trashEntrySchema, { key: (t) => `${t.type}:${t.id}` }),
    /** The inbox's saved reply templates; staff devices' push subscriptions; the VAPID key pair (a list of one). */
    replyTemplates: quiet("reply-templates", replyTemplateSchema),
    pushSubscriptions: quiet("push-subscriptions", pushSubscriptionSchema),
    pushKeys: quiet("push-keys", pushKeySchema, { key: () => "vapid" }),
  };
}
type Collections = ReturnType<typeof collections>;

/** The enquiries' columns: what the inbox filters and sorts on, the retry job's due times, the analytics' attribution. */
const enquiryColumns: Columns<Enquiry> = {
  created_at: (e) => e.createdAt,
  status: (e) => e.status,
  source: (e) => e.source,
  channel: (e) => e.channel,
  page: (e) => e.page,
  referrer_host: (e) => e.referrerHost,
  utm_source: (e) => e.utm.utm_source ?? "",
  utm_medium: (e) => e.utm.utm_medium ?? "",
  utm_campaign: (e) => e.utm.utm_campaign ?? "",
  mail_state: (e) => e.mail.state,
  mail_due_at: (e) => e.mail.nextAttemptAt ?? null,
  ack_state: (e) => e.ack?.state ?? null,
  ack_due_at: (e) => e.ack?.nextAttemptAt ?? null,
  // The booked call-back, its reminder e-mail, and the earliest reply e-mail still to send.
  callback_at: (e) => e.callbackAt ?? null,
  reminder_state: (e) => e.reminder?.state ?? null,
  reminder_due_at: (e) => e.reminder?.nextAttemptAt ?? null,
  landing: (e) => e.landing ?? null,
  first_response_at: (e) => e.firstResponseAt ?? null,
  reply_due_at: (e) =>
    (e.replies ?? [])
      .filter((r) => r.mail.state === "pending" || r.mail.state === "retry")
      .map((r) => r.mail.nextAttemptAt ?? r.at)
      .sort()[0] ?? null,
  // Name, e-mail, phone, message, service, city and notes in lower case: what the inbox search looks in.
  search: (e) => [e.name, e.email, e.phone, e.message, e.service, e.offer, e.city, e.note, ...e.notes.map((n) => n.text)].join("\n").toLowerCase(),
};

function recordTables(db: Database) {
  return {
    /** Enquiries with their notes and mail states (queried, never held in memory). */
    enquiries: new RecordTable<Enquiry>(db, "enquiries", { schema: enquirySchema, columns: enquiryColumns }),
    /** Daily page-view counters. */
    pageViews: new RecordTable<ViewCounts>(db, "page_views", { schema: viewCountsSchema, columns: { day: (v) => v.day } }),
    /** Post revisions: the states saves replaced, at most REVISIONS_PER_POST per post. */
    revisions: new RecordTable<Revision, RevisionSummary>(db, "revisions", {
      schema: revisionSchema,
      columns: { post_id: (r) => r.postId, saved_at: (r) => r.savedAt },
      summarize: toRevisionSummary,
    }),
    /** The activity log. */
    activity: new RecordTable<ActivityEntry>(db, "activity", {
      schema: activityEntrySchema,
      columns: { at: (a) => a.at, action: (a) => a.action, actor_email: (a) => a.actor?.email.toLowerCase() ?? null },
    }),
  };
}
type RecordTables = ReturnType<typeof recordTables>;

export type Storage = Collections &
  RecordTables & {
    /** The blog posts (storage/posts.ts): their own table, read by query. */
    blogs: PostTable;
    dataDir: string;
    /** DATA_DIR/site.db. */
    file: string;
    db: Database;
    /** Collections whose table this start created (the firm's first records are seeded into those). */
    created: ReadonlySet<string>;
    /** The posts' search index (storage/post-search.ts): a write of a post marks it, the next search indexes it. */
    postSearch: PostSearchIndex;
    /** Runs `fn` (synchronous) in one transaction: all of its writes, or none. */
    transaction<R>(fn: () => R): R;
    /** An online copy of the database to the file `target` (storage/backup.ts): one moment, while writes go on. */
    backup(target: string): Promise<void>;
    /** The health check's cheap query: throws when the database cannot be read. */
    ping(): void;
    /** Closes the database (shutdown). */
    close(): Promise<void>;
  };

/** The old files, for the import of the old format. */
const LEGACY_JOURNALS: (LegacyJournal & { table: keyof RecordTables })[] = [
  { dir: "enquiries", schema: enquirySchema, table: "enquiries" },
  { dir: "activity", schema: activityEntrySchema, table: "activity" },
  { dir: "revisions", schema: revisionSchema, table: "revisions" },
  { dir: "page-views", schema: viewCountsSchema, table: "pageViews" },
];

type CollectionSpec = { field: keyof Collections | "blogs"; name: string; schema: z.ZodType<unknown>; key?: (item: unknown) => string; table?: string };
/** The posts: DATA_DIR/blogs.json in the old format, the `blogs` collection before migration 4, the `posts` table since. */
const POSTS_SPEC: CollectionSpec = { field: "blogs", name: "blogs", schema: blogSchema as z.ZodType<unknown>, table: "posts" };
/** What collections() declares, and the posts, without opening anything (the import reads the old files by it). */
function collectionSpecs(): CollectionSpec[] {
  const describe = ((name: string, schema: unknown, options?: { key?: unknown }) => ({ name, schema, key: options?.key })) as unknown as TableFactory;
  return [
    POSTS_SPEC,
    ...Object.entries(collections(describe, describe)).map(([field, spec]) => ({ field, ...(spec as unknown as Omit<CollectionSpec, "field">) }) as CollectionSpec),
  ];
}

/**
 * The schema of every collection and table (archive checks read rows through them). `table`: where the
 * records are now, when not in the collection's own table (the posts: `posts`; an older archive has `blogs`).
 */
export function storageSchemas(): {
  collections: { name: string; schema: z.ZodType<unknown>; table?: string }[];
  records: { name: string; legacy: string; schema: z.ZodType<unknown> }[];
} {
  return {
    collections: collectionSpecs().map(({ name, schema, table }) => ({ name, schema, ...(table && { table }) })),
    records: LEGACY_JOURNALS.map((j) => ({ name: j.dir === "page-views" ? "page_views" : j.dir, legacy: j.dir, schema: j.schema })),
  };
}

/**
 * Checks a database file (an archive's) without writing to it: integrity, a known schema version, every row
 * through its schema. Returns the rows per collection and table; throws CorruptFileError naming the file.
 */
export function verify(file: string): Record<string, number> {
  const { collections, records } = storageSchemas();
  return verifyDatabase(file, [...collections, ...records]);
}

/** DATA_DIR holds the files of the format before site.db and no site.db: `npm run import-legacy` makes it. */
export class LegacyDataError extends Error {
  constructor(
    readonly dataDir: string,
    readonly entries: string[],
  ) {
    super(
      `${dataDir} holds the data files of an earlier version (${entries.slice(0, 4).join(", ")}${entries.length > 4 ? ", …" : ""}) and no ${DB_FILE}. Import them first: npm run import-legacy -- ${dataDir}`,
    );
    this.name = "LegacyDataError";
  }
}

const legacyEntriesOf = (dataDir: string) =>
  legacyEntries(
    dataDir,
    collectionSpecs().map((c) => ({ file: c.name, schema: c.schema })),
    LEGACY_JOURNALS,
  );

/** `log`: the process's logger (a failed write is reported there). */
export async function openStorage(dataDir: string, { log }: { log: Logger }): Promise<Storage> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, DB_FILE);
  // An upgrade from the old format must not start as a new, empty site beside its data.
  if (!existsSync(file)) {
    const legacy = await legacyEntriesOf(dataDir);
    if (legacy.length) throw new LegacyDataError(dataDir, legacy);
  }

  const db = new Database(file, log);
  try {
    const migrated = migrate(db);
    const existing = new Set(db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => r.name));
    const created = new Set<string>();
    const factory: TableFactory = (name, schema, options) => {
      if (!existing.has(tableName(name))) created.add(name);
      return new Collection(db, name, schema, { ...options, log });
    };
    const postSearch = new PostSearchIndex(db);
    const own = collections(factory, factory);
    const blogs = new PostTable(db, (id) => postSearch.changed(id));
    // An empty index over stored posts (the first start with the search index in the database, migration 3):
    // filled now, reading the posts a batch at a time, by a start that migrated (it writes anyway); else by the
    // next search, because a start of an up-to-date database writes nothing (docs/architecture.md#storage).
    if (postSearch.empty && blogs.size > 0) {
      if (migrated.length) postSearch.fill(blogs.each());
      else postSearch.fillLater(() => blogs.each());
    }
    return {
      dataDir,
      file,
      db,
      created,
      ...own,
      blogs,
      ...recordTables(db),
      postSearch,
      transaction: (fn) => db.transaction(fn),
      backup: (target) => backupDatabase(db, target),
      ping() {
        db.get("SELECT 1 AS ok");
      },
      async close() {
        db.close();
      },
    };
  } catch (err) {
    db.close();
    throw err;
  }
}

/** DATA_DIR has a site.db already: `npm run import-legacy` changes nothing. */
export class AlreadyImportedError extends Error {
  constructor(readonly file: string) {
    super(`${file} already exists: this DATA_DIR has its database. Nothing was imported or changed.`);
    this.name = "AlreadyImportedError";
  }
}

export type LegacyImport = { file: string; counts: Record<string, number>; moved: string | null };

/**
 * `npm run import-legacy -- DIR` (and the restore of an archive of the old format): builds DIR/site.db from
 * the old files. Everything is read and checked first (a bad record throws CorruptFileError naming the file
 * and line, before anything is written), then written into site.db.import in one transaction, the counts
 * compared, and the file renamed to site.db; the old files are then moved to DIR/migrated-<YYYY-MM-DD>/.
 * Refuses (AlreadyImportedError) when site.db exists. `strict` (an archive): an unfinished last journal line
 * is an error, not a write a crash interrupted.
 */
export async function importLegacyDataDir(dataDir: string, { log, strict = false }: { log: Logger; strict?: boolean }): Promise<LegacyImport> {
  const file = path.join(dataDir, DB_FILE);
  if (existsSync(file)) throw new AlreadyImportedError(file);
  const legacy = await legacyEntriesOf(dataDir);
  const counts = await importLegacy(dataDir, file, collectionSpecs(), log, strict);
  const moved = legacy.length ? await moveLegacyEntries(dataDir, legacy) : null;
  if (moved) log.info(`Moved the files of the old format (${legacy.join(", ")}) to ${moved}`);
  return { file, counts, moved };
}

async function importLegacy(dataDir: string, file: string, specs: CollectionSpec[], log: Logger, strict: boolean): Promise<Record<string, number>> {
  const listData = new Map<string, unknown[]>();
  for (const c of specs) {
    const items = await readLegacyList(dataDir, { file: c.name, schema: c.schema });
    if (items) listData.set(c.name, items);
  }
  const journalData = new Map<keyof RecordTables, { id: string }[]>();
  for (const j of LEGACY_JOURNALS) {
    const records = await readLegacyJournal(dataDir, j, log, { strict });
    if (records) journalData.set(j.table, records);
  }
  // An enquiries.json of a version before the journal (moved into it on that version's first start).
  const older = (await readLegacyList(dataDir, { file: "enquiries", schema: enquirySchema })) as Enquiry[] | null;
  if (older) {
    const inJournal = new Set((journalData.get("enquiries") ?? []).map((e) => e.id));
    const missing = older.filter((e) => !inJournal.has(e.id)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    journalData.set("enquiries", [...(journalData.get("enquiries") ?? []), ...missing]);
  }

  const tmp = `${file}.import`;
  for (const suffix of ["", "-wal", "-shm"]) await fs.rm(tmp + suffix, { force: true });
  const db = new Database(tmp, log);
  try {
    migrate(db);
    const tables = recordTables(db);
    const counts: Record<string, number> = {};
    db.transaction(() => {
      for (const spec of specs) {
        const items = listData.get(spec.name);
        if (!items) continue;
        const where = path.join(dataDir, `${spec.name}.json`);
        if (spec === POSTS_SPEC) {
          counts[spec.name] = importPosts(
            db,
            (items as Blog[]).map((post, i) => ({ post, place: `record ${i + 1}` })),
            where,
          );
          continue;
        }
        const c = new Collection<unknown>(db, spec.name, spec.schema, { log, key: spec.key });
        try {
          c.writeSync((all) => void all.push(...items));
        } catch (err) {
          throw new CorruptFileError(where, (err as Error).message);
        }
        const stored = Number(db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${c.table}`)?.n);
        if (stored !== items.length) throw new Error(`Importing ${where}: ${items.length} records read, ${stored} stored`);
        counts[spec.name] = stored;
      }
      for (const [name, records] of journalData) {
        const table = tables[name] as unknown as RecordTable<{ id: string }, unknown>;
        table.insert(...records);
        if (table.size !== records.length) throw new Error(`Importing the ${name} journal: ${records.length} records read, ${table.size} stored`);
        counts[name] = table.size;
      }
      // The migrations ran before these rows were written: their steps for old rows run now, and the posts'
      // search index is filled (the first start of the new database then writes nothing).
      backfillSidebarLinks(db);
      new PostSearchIndex(db).fill((listData.get(POSTS_SPEC.name) ?? []) as Blog[]);
    });
    db.close();
    await fs.rename(tmp, file);
    await syncDir(dataDir);
    log.info(
      `Imported the old files of ${dataDir} into ${file}: ${Object.entries(counts)
        .map(([name, n]) => `${name} ${n}`)
        .join(", ")}`,
    );
    return counts;
  } catch (err) {
    db.close();
    for (const suffix of ["", "-wal", "-shm"]) await fs.rm(tmp + suffix, { force: true });
    throw err;
  }
}
