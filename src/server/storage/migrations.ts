// Numbered schema migrations of DATA_DIR/site.db. `PRAGMA user_version` holds the number of the last one
// applied; at start-up the missing ones run, in order, inside one transaction (all or nothing). Never edit a
// migration that has shipped: add the next number. The SQL stays within what PostgreSQL also runs, except
// where docs/decisions/016-sqlite-with-node-sqlite.md names it.
//
// The small lists (tables.ts, cached) need no migration: each has the same three columns (id, position, data)
// and its table is created on the first start.
import { randomUUID } from "node:crypto";
import { blogSchema, type Blog } from "../../shared/schemas/blog";
import { mediaSchema } from "../../shared/schemas/media";
import { sidebarLinkSchema } from "../../shared/schemas/sidebar-link";
import { membershipFromText, teamMemberSchema } from "../../shared/schemas/team-member";
import type { Database } from "./db";
import { CorruptFileError } from "./json-file";
import { backfillTitleKeys, postExcerptKey, writePostRow } from "./posts";
import { parseRow } from "./repository";
import { mediaSearch } from "./tables";

/** `run`: a step in JavaScript after the SQL, in the same transaction (rows whose new columns SQL cannot work out). */
export type Migration = { version: number; name: string; sql: string; run?: (db: Database) => void };

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "the growing records: enquiries, activity, revisions, page views",
    sql: `
      CREATE TABLE enquiries (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        status TEXT NOT NULL,
        source TEXT NOT NULL,
        channel TEXT NOT NULL,
        page TEXT NOT NULL,
        referrer_host TEXT NOT NULL,
        utm_source TEXT NOT NULL,
        utm_medium TEXT NOT NULL,
        utm_campaign TEXT NOT NULL,
        mail_state TEXT NOT NULL,
        mail_due_at TEXT,
        ack_state TEXT,
        ack_due_at TEXT,
        search TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX enquiries_created_at ON enquiries (created_at);
      CREATE INDEX enquiries_status ON enquiries (status, seq);
      CREATE INDEX enquiries_mail_state ON enquiries (mail_state);
      CREATE INDEX enquiries_ack_state ON enquiries (ack_state);

      CREATE TABLE activity (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        at TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX activity_at ON activity (at);

      CREATE TABLE revisions (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        post_id TEXT NOT NULL,
        saved_at TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX revisions_post ON revisions (post_id, seq);

      CREATE TABLE page_views (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        day TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX page_views_day ON page_views (day);
    `,
  },
  {
    version: 2,
    name: "the columns the inbox queries: call-backs, reminders, reply e-mails, landing pages, first responses; who did what in the activity log",
    // The new columns are filled from the rows' JSON once, here (the one place SQLite's json_extract is used;
    // PostgreSQL would say data->>'field'). From then on every write sets them with the record.
    sql: `
      ALTER TABLE enquiries ADD COLUMN callback_at TEXT;
      ALTER TABLE enquiries ADD COLUMN reminder_state TEXT;
      ALTER TABLE enquiries ADD COLUMN reminder_due_at TEXT;
      ALTER TABLE enquiries ADD COLUMN reply_due_at TEXT;
      ALTER TABLE enquiries ADD COLUMN landing TEXT;
      ALTER TABLE enquiries ADD COLUMN first_response_at TEXT;
      UPDATE enquiries SET
        callback_at = json_extract(data, '$.callbackAt'),
        reminder_state = json_extract(data, '$.reminder.state'),
        reminder_due_at = json_extract(data, '$.reminder.nextAttemptAt'),
        landing = json_extract(data, '$.landing'),
        first_response_at = json_extract(data, '$.firstResponseAt');
      CREATE INDEX enquiries_callback_at ON enquiries (callback_at);
      CREATE INDEX enquiries_reply_due_at ON enquiries (reply_due_at);
      ALTER TABLE activity ADD COLUMN action TEXT;
      ALTER TABLE activity ADD COLUMN actor_email TEXT;
      UPDATE activity SET action = json_extract(data, '$.action'), actor_email = lower(json_extract(data, '$.actor.email'));
    `,
  },
  {
    version: 3,
    name: "the blog search index in the database, instead of an index of every post held in memory",
    // An inverted index in plain SQL: each post's words with their weight in it, and the columns a search
    // sorts and filters on. Filled from the stored posts at the first start (storage/index.ts). A write of
    // a post only marks it in post_search_pending (in its transaction: one small row, not a few hundred
    // scattered ones); the next search indexes the marked posts first. WITHOUT ROWID keeps a word's rows together with their
    // weights (SQLite's clustered table; PostgreSQL has no such clause and would use a covering index).
    sql: `
      CREATE TABLE post_search_docs (
        doc INTEGER PRIMARY KEY,
        post_id TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL,
        time INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        category_id TEXT NOT NULL,
        tag_ids TEXT NOT NULL
      );
      CREATE INDEX post_search_docs_category ON post_search_docs (category_id);
      CREATE TABLE post_search_words (
        word TEXT NOT NULL,
        doc INTEGER NOT NULL REFERENCES post_search_docs (doc) ON DELETE CASCADE,
        weight INTEGER NOT NULL,
        PRIMARY KEY (word, doc)
      ) WITHOUT ROWID;
      CREATE INDEX post_search_words_doc ON post_search_words (doc);
      CREATE TABLE post_search_pending (post_id TEXT PRIMARY KEY);
    `,
  },
  {
    version: 4,
    name: "the posts in their own table, read by query, instead of a collection held in memory",
    // Columns for what the blog service filters, sorts and looks up on; the post itself as JSON in `data`.
    // `time` is Date.parse(date) in ms (a visitor sees a post once status = 'published' AND time <= now);
    // `summary` is what lists show (the post without its content, with its description): lists never read contents.
    // The excerpt's key (slugKey: Unicode-normalised, case-folded) and the summary cannot be worked out in SQL, so `run`
    // moves the rows of the old `blogs` collection over in JavaScript, then drops that table.
    sql: `
      CREATE TABLE posts (
        id TEXT PRIMARY KEY,
        excerpt_key TEXT NOT NULL,
        status TEXT NOT NULL,
        date TEXT NOT NULL,
        time BIGINT,
        created_at TEXT NOT NULL,
        featured INTEGER NOT NULL,
        category_id TEXT,
        author_id TEXT,
        summary TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE UNIQUE INDEX posts_excerpt_key ON posts (excerpt_key);
      CREATE INDEX posts_newest ON posts (date, created_at, id);
      CREATE INDEX posts_public ON posts (status, time);
      CREATE INDEX posts_category ON posts (category_id);
      CREATE INDEX posts_author ON posts (author_id);
      CREATE TABLE post_tags (
        post_id TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        tag_id TEXT NOT NULL,
        PRIMARY KEY (post_id, tag_id)
      );
      CREATE INDEX post_tags_tag ON post_tags (tag_id);
    `,
    run(db) {
      if (!hasTable(db, "blogs")) return;
      const rows = db.all<{ id: string; data: string }>("SELECT id, data FROM blogs ORDER BY position, id");
      importPosts(
        db,
        rows.map((row) => ({ post: parseRow(db.file, `table blogs, row ${row.id}`, row.data, blogSchema), place: `table blogs, row ${row.id}` })),
        db.file,
      );
      db.raw.exec("DROP TABLE blogs");
    },
  },
  {
    version: 5,
    name: "the page-view report's digest of each finished day, so that no page-view counter is held in memory",
    // A day's digest (services/analytics.ts: per table its largest keys and one OTHER row) is derived from the
    // day's page_views rows and stamped with their number and last seq: a digest whose stamp no longer matches
    // the rows is made again. GET /api/analytics reads the digests of its range and nothing else.
    sql: `
      CREATE TABLE page_view_digests (
        day TEXT PRIMARY KEY,
        parts INTEGER NOT NULL,
        last_seq INTEGER NOT NULL,
        views INTEGER NOT NULL,
        data TEXT NOT NULL
      );
    `,
  },
  {
    version: 6,
    name: "sidebar links stored before edit conflicts (no updatedAt) or before their order (no order) get them",
    // Done once here rather than checked at every start (a start writes nothing). The list's table is
    // made by the first start, so a new database has none yet.
    sql: "",
    run: backfillSidebarLinks,
  },
  {
    version: 7,
    name: "autosaves, preview copies and the trash as rows read by query, instead of lists held in memory and copied on each write",
    sql: `
      CREATE TABLE autosaves_rows (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, user_id TEXT NOT NULL, post_id TEXT NOT NULL, saved_at TEXT NOT NULL, data TEXT NOT NULL);
      CREATE TABLE preview_copies_rows (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, post_id TEXT NOT NULL, expires_at INTEGER NOT NULL, bytes INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE TABLE trash_rows (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, type TEXT NOT NULL, item_id TEXT NOT NULL, deleted_at TEXT NOT NULL, summary TEXT NOT NULL, data TEXT NOT NULL);
    `,
    run(db) {
      const exists = (name: string) => !!db.get("SELECT 1 AS one FROM sqlite_master WHERE type = 'table' AND name = ?", name);
      // The lists' rows, in their order, with the columns taken from each row's JSON.
      const moves: [string, string, string][] = [
        ["autosaves", "id, user_id, post_id, saved_at, data", "id, json_extract(data, '$.userId'), json_extract(data, '$.postId'), json_extract(data, '$.savedAt'), data"],
        [
          "preview_copies",
          "id, post_id, expires_at, bytes, data",
          "id, json_extract(data, '$.postId'), json_extract(data, '$.expiresAt'), length(json_extract(data, '$.fields')), data",
        ],
        [
          "trash",
          "id, type, item_id, deleted_at, summary, data",
          "id, json_extract(data, '$.type'), json_extract(data, '$.id'), json_extract(data, '$.deletedAt'), json_remove(data, '$.item', '$.redirects'), data",
        ],
      ];
      for (const [table, columns, values] of moves) {
        if (exists(table)) {
          db.raw.exec(`INSERT INTO ${table}_rows (${columns}) SELECT ${values} FROM ${table} ORDER BY position, id`);
          db.raw.exec(`DROP TABLE ${table}`);
        }
        db.raw.exec(`ALTER TABLE ${table}_rows RENAME TO ${table}`);
      }
      db.raw.exec(`
        CREATE INDEX autosaves_user ON autosaves (user_id, post_id);
        CREATE INDEX autosaves_post ON autosaves (post_id);
        CREATE INDEX preview_copies_post ON preview_copies (post_id, expires_at);
        CREATE INDEX preview_copies_expiry ON preview_copies (expires_at);
        CREATE INDEX trash_deleted_at ON trash (deleted_at);
      `);
    },
  },
  {
    version: 8,
    name: "staff sessions as rows (a cookie or a Bearer token names one), instead of signed tokens with a revocation list",
    sql: `
      CREATE TABLE sessions (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, user_id TEXT NOT NULL, last_seen INTEGER NOT NULL, expires_at INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE INDEX sessions_user ON sessions (user_id, last_seen);
      CREATE INDEX sessions_expiry ON sessions (expires_at);
      DROP TABLE IF EXISTS revoked_tokens;
    `,
  },
  {
    version: 9,
    name: "posts get their title as the staff list searches it (title_key), so Blog Management pages on the server",
    sql: "ALTER TABLE posts ADD COLUMN title_key TEXT NOT NULL DEFAULT '';",
    run: backfillTitleKeys,
  },
  {
    version: 10,
    name: "orders, the tax invoices and credit notes issued for them, and the payment events already handled",
    // An invoice's number is unique (a repeat fails the payment's transaction); the serial within its series
    // and financial year is what the next number is counted from.
    sql: `
      CREATE TABLE orders (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, reference TEXT NOT NULL UNIQUE, status TEXT NOT NULL, created_at TEXT NOT NULL, paid_at TEXT, package_slug TEXT NOT NULL, enquiry_id TEXT, razorpay_order_id TEXT, search TEXT NOT NULL, data TEXT NOT NULL);
      CREATE INDEX orders_status ON orders (status, created_at);
      CREATE INDEX orders_paid ON orders (paid_at);
      CREATE INDEX orders_enquiry ON orders (enquiry_id);
      CREATE INDEX orders_razorpay ON orders (razorpay_order_id);
      CREATE TABLE invoices (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, number TEXT NOT NULL UNIQUE, kind TEXT NOT NULL, fy TEXT NOT NULL, serial INTEGER NOT NULL, date TEXT NOT NULL, order_id TEXT NOT NULL, data TEXT NOT NULL, UNIQUE (kind, fy, serial));
      CREATE INDEX invoices_date ON invoices (date);
      CREATE INDEX invoices_order ON invoices (order_id);
      CREATE TABLE payment_events (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, at TEXT NOT NULL, data TEXT NOT NULL);
      CREATE INDEX payment_events_at ON payment_events (at);
    `,
  },
  {
    version: 11,
    name: "clients, their sign-in links and sessions, and their cases with documents and messages",
    sql: `
      CREATE TABLE clients (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, email TEXT NOT NULL UNIQUE, erasure_requested_at TEXT, created_at TEXT NOT NULL, data TEXT NOT NULL);
      CREATE INDEX clients_erasure ON clients (erasure_requested_at);
      CREATE TABLE client_links (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, client_id TEXT NOT NULL, expires_at INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE INDEX client_links_client ON client_links (client_id);
      CREATE INDEX client_links_expires ON client_links (expires_at);
      CREATE TABLE client_sessions (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, user_id TEXT NOT NULL, last_seen INTEGER NOT NULL, expires_at INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE INDEX client_sessions_user ON client_sessions (user_id, last_seen);
      CREATE INDEX client_sessions_expires ON client_sessions (expires_at);
      CREATE TABLE cases (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, reference TEXT NOT NULL UNIQUE, client_id TEXT NOT NULL, order_id TEXT UNIQUE, enquiry_id TEXT, status TEXT NOT NULL, waiting_on TEXT NOT NULL, due TEXT, closed_at TEXT, search TEXT NOT NULL, data TEXT NOT NULL);
      CREATE INDEX cases_client ON cases (client_id);
      CREATE INDEX cases_status ON cases (status, waiting_on);
      CREATE INDEX cases_due ON cases (due);
      CREATE INDEX cases_closed ON cases (closed_at);
      CREATE INDEX cases_enquiry ON cases (enquiry_id);
      CREATE TABLE case_documents (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, case_id TEXT NOT NULL, status TEXT NOT NULL, uploaded_at TEXT NOT NULL, data TEXT NOT NULL);
      CREATE INDEX case_documents_case ON case_documents (case_id);
      CREATE TABLE case_messages (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, case_id TEXT NOT NULL, at TEXT NOT NULL, data TEXT NOT NULL);
      CREATE INDEX case_messages_case ON case_messages (case_id, at);
    `,
  },
  {
    version: 12,
    name: "preview copies name the user who made them, so that each user keeps a bounded number of them",
    // Copies made before have no user: they count for their post only, and are gone within a week (their expiry).
    sql: `
      ALTER TABLE preview_copies ADD COLUMN user_id TEXT;
      CREATE INDEX preview_copies_user ON preview_copies (user_id);
    `,
  },
  {
    version: 13,
    name: "invitations of new staff: the hash of each link's token, one per invited user",
    sql: `
      CREATE TABLE invitations (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, user_id TEXT NOT NULL UNIQUE, expires_at INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE INDEX invitations_expires ON invitations (expires_at);
    `,
  },
  {
    version: 14,
    name: "staff public profiles become team members linked to their user, so that /team can list people without a login",
    // A new database has no users yet: its team_members table is made by the first start, like every small list.
    sql: "",
    run: moveProfilesToTeam,
  },
  {
    version: 15,
    name: "the media library as rows read by query, with the SHA-256 of each image's bytes, so that an upload of the same image finds the stored one",
    // The list of the media (id, position, data) becomes
    // a table with the columns the library filters on; the hashes are not known here (the files are in UPLOADS_DIR, which
    // storage does not read): the media service hashes the stored files at start-up (services/media.ts, discover), a
    // bounded number per start. The search text is made in JavaScript, as every later write makes it (lower case of any script).
    sql: `
      CREATE TABLE media_rows (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, sha256 TEXT, uploaded_at TEXT NOT NULL, search TEXT NOT NULL, data TEXT NOT NULL);
    `,
    run(db) {
      if (hasTable(db, "media")) {
        for (const row of db.all<{ id: string; data: string }>("SELECT id, data FROM media ORDER BY position, id")) {
          const m = parseRow(db.file, `table media, row ${row.id}`, row.data, mediaSchema);
          db.run(
            "INSERT INTO media_rows (id, sha256, uploaded_at, search, data) VALUES (?, ?, ?, ?, ?)",
            row.id,
            m.sha256 ?? null,
            m.uploadedAt,
            mediaSearch(m),
            JSON.stringify(m),
          );
        }
        db.raw.exec("DROP TABLE media");
      }
      db.raw.exec(`
        ALTER TABLE media_rows RENAME TO media;
        CREATE INDEX media_sha256 ON media (sha256);
        CREATE INDEX media_newest ON media (uploaded_at, id);
      `);
    },
  },
  {
    version: 16,
    name: "the pages the firm edits: their revisions, the editor's autosaves and the previews of working copies",
    // The pages themselves are a small list (tables.ts), made and seeded by the first start that lacks it.
    sql: `
      CREATE TABLE page_revisions (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, page_id TEXT NOT NULL, saved_at TEXT NOT NULL, data TEXT NOT NULL);
      CREATE INDEX page_revisions_page ON page_revisions (page_id, seq);
      CREATE TABLE page_autosaves (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, user_id TEXT NOT NULL, page_id TEXT NOT NULL, saved_at TEXT NOT NULL, data TEXT NOT NULL);
      CREATE INDEX page_autosaves_user ON page_autosaves (user_id, page_id);
      CREATE INDEX page_autosaves_page ON page_autosaves (page_id);
      CREATE TABLE page_previews (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, page_id TEXT NOT NULL, user_id TEXT, expires_at INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE INDEX page_previews_page ON page_previews (page_id, expires_at);
      CREATE INDEX page_previews_user ON page_previews (user_id);
      CREATE INDEX page_previews_expiry ON page_previews (expires_at);
    `,
  },
  {
    version: 17,
    name: "posts get a language (English or Hindi) and a Hindi post the English post it translates, at most one translation per post",
    // Every stored post is English. The search index is made again for every post (marked pending), so that words
    // are cut with the folding of Hindi text (shared/search.ts) that came with this version.
    sql: `
      ALTER TABLE posts ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
      ALTER TABLE posts ADD COLUMN translation_of TEXT;
      CREATE INDEX posts_locale ON posts (locale, status, time);
      CREATE UNIQUE INDEX posts_translation_of ON posts (translation_of) WHERE translation_of IS NOT NULL;
      INSERT INTO post_search_pending (post_id) SELECT id FROM posts WHERE true ON CONFLICT (post_id) DO NOTHING;
    `,
  },
];

const hasTable = (db: Database, name: string) => Boolean(db.get("SELECT 1 AS one FROM sqlite_master WHERE type = 'table' AND name = ?", name));

/**
 * Links without updatedAt get the time of this run; links without an order (-1) keep the order they were
 * stored in. Also run by the import of the old format (storage/index.ts), whose links are written after the
 * migrations.
 */
export function backfillSidebarLinks(db: Database): void {
  if (!hasTable(db, "sidebar_links")) return;
  const now = new Date().toISOString();
  const rows = db.all<{ id: string; data: string }>("SELECT id, data FROM sidebar_links ORDER BY position, id");
  rows.forEach((row, i) => {
    const link = parseRow(db.file, `table sidebar_links, row ${row.id}`, row.data, sidebarLinkSchema);
    if (link.updatedAt && link.order >= 0) return;
    link.updatedAt ||= now;
    if (link.order < 0) link.order = i;
    db.run("UPDATE sidebar_links SET data = ? WHERE id = ?", JSON.stringify(link), row.id);
  });
}

/**
 * Each user's public profile (a `profile` with a public name inside the user's JSON) becomes a team member linked
 * to the user, with the same slug (so /author/{slug} keeps its address), title, bio, photo, memberships (the
 * cited lines split into body and number) and "shown on /team"; ordered by name as /team listed them. The
 * profile leaves the user's record. A user already linked to a member is left as it is.
 */
export function moveProfilesToTeam(db: Database): void {
  if (!hasTable(db, "users")) return;
  db.raw.exec("CREATE TABLE IF NOT EXISTS team_members (id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)");
  const linked = new Set(
    db
      .all<{ id: string; data: string }>("SELECT id, data FROM team_members")
      .map((row) => parseRow(db.file, `table team_members, row ${row.id}`, row.data, teamMemberSchema).userId)
      .filter(Boolean),
  );
  const now = new Date().toISOString();
  const found: { userId: string; profile: Record<string, unknown> }[] = [];
  for (const row of db.all<{ id: string; data: string }>("SELECT id, data FROM users ORDER BY position, id")) {
    const user = JSON.parse(row.data) as { profile?: Record<string, unknown> };
    if (!user.profile) continue;
    const profile = user.profile;
    delete user.profile;
    db.run("UPDATE users SET data = ? WHERE id = ?", JSON.stringify(user), row.id);
    if (typeof profile.publicName === "string" && profile.publicName.trim() && !linked.has(row.id)) found.push({ userId: row.id, profile });
  }
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  found.sort((a, b) => str(a.profile.publicName).localeCompare(str(b.profile.publicName)));
  let position = Number(db.get<{ p: number }>("SELECT COALESCE(MAX(position) + 1, 0) AS p FROM team_members")?.p ?? 0);
  for (const [i, { userId, profile }] of found.entries()) {
    const memberships = Array.isArray(profile.memberships) ? profile.memberships.filter((m): m is string => typeof m === "string" && m.trim() !== "").map(membershipFromText) : [];
    const member = teamMemberSchema.parse({
      id: randomUUID(),
      slug: str(profile.slug) || `member-${i + 1}`,
      name: str(profile.publicName).trim(),
      title: str(profile.title),
      qualifications: [],
      memberships,
      photo: str(profile.photo),
      photoAlt: str(profile.photoAlt),
      bio: str(profile.bio),
      shown: profile.showOnTeam === true,
      order: position,
      userId,
      createdAt: now,
      updatedAt: now,
    });
    db.run("INSERT INTO team_members (id, position, data) VALUES (?, ?, ?)", member.id, position++, JSON.stringify(member));
  }
}

/**
 * Writes posts into the posts table (inside the caller's transaction): the old `blogs` collection's rows
 * (migration 4) and an old blogs.json's records (the import of the old format). Two posts with one id or one
 * excerpt stop it, naming `file` and the place; the count stored is compared with the count read.
 */
export function importPosts(db: Database, posts: readonly { post: Blog; place: string }[], file: string): number {
  const keys = new Map<string, string>();
  const ids = new Set<string>();
  for (const { post, place } of posts) {
    const key = postExcerptKey(post.excerpt);
    if (ids.has(post.id)) throw new CorruptFileError(file, `${place}: a second post with id ${post.id}`);
    const other = keys.get(key);
    if (other !== undefined) throw new CorruptFileError(file, `${place}: the same excerpt as post ${other} (${post.excerpt})`);
    ids.add(post.id);
    keys.set(key, post.id);
    writePostRow(db, post, false);
  }
  const stored = Number(db.get<{ n: number }>("SELECT COUNT(*) AS n FROM posts")?.n);
  if (stored !== posts.length) throw new Error(`Moving the posts of ${file}: ${posts.length} read, ${stored} stored`);
  return stored;
}

/** The schema version this code writes and reads. */
export const SCHEMA_VERSION = MIGRATIONS.at(-1)?.version ?? 0;

export function schemaVersion(db: Pick<Database, "get">): number {
  return Number(db.get<{ user_version: number }>("PRAGMA user_version")?.user_version ?? 0);
}

/** A database written by a newer version of the site: this code would not know its tables. */
export class NewerSchemaError extends Error {
  constructor(
    readonly file: string,
    readonly version: number,
  ) {
    super(`${file} has schema version ${version}, newer than this version of the site knows (${SCHEMA_VERSION}). Start the newer version, or restore an older backup.`);
    this.name = "NewerSchemaError";
  }
}

/** Applies the migrations the database lacks, in one transaction; returns the numbers applied. */
export function migrate(db: Database): number[] {
  const current = schemaVersion(db);
  if (current > SCHEMA_VERSION) throw new NewerSchemaError(db.file, current);
  const todo = MIGRATIONS.filter((m) => m.version > current);
  if (!todo.length) return [];
  db.transaction(() => {
    for (const m of todo) {
      if (m.sql) db.raw.exec(m.sql);
      m.run?.(db);
      db.raw.exec(`PRAGMA user_version = ${m.version}`);
    }
  });
  return todo.map((m) => m.version);
}
