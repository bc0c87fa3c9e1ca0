// The blog posts: one row per post in the `posts` table of site.db (migration 4), read by query,
// never held in memory. Each row has the columns the services filter, sort and look up on (the excerpt's
// key, unique; status; date and its time in ms; createdAt; featured; category; author), its tags in
// `post_tags`, `data`: the whole post as JSON, checked by blogSchema on the way out (decision 016's
// JSON-column rule), and `summary`: what a list shows of it (every field but the content, with the
// description worked out from the content at save time), so that a list never reads the contents. Writes are synchronous and may run inside storage.transaction(...); each calls the
// `onRow` hook (the search index's mark) inside its transaction.
import type { SQLInputValue } from "node:sqlite";
import { z } from "zod";
import { DESCRIPTION_LENGTH } from "../../shared/constants";
import { blogSchema, type Blog } from "../../shared/schemas/blog";
import { htmlToText, truncateText } from "../services/sanitize";
import { slugKey } from "../../shared/slug";
import type { Database } from "./db";
import { and, ALL, pageSql, parseRow, whereSql, type Where } from "./records";

export { and, ALL, or, type Where } from "./records";

/** Rows read per step by each(). */
export const POST_BATCH = 200;

/** The stored key of an excerpt: how URLs are matched (Unicode-normalised, case-folded). */
export const postExcerptKey = (excerpt: string) => slugKey(excerpt);

/** Newest first by date, then by creation time (visibility.ts byDateDesc), then by id (a stable order). */
export const NEWEST_FIRST = "date DESC, created_at DESC, id DESC";

/** A post's description in lists: its meta description, else the start of its text. */
export function postDescription(blog: Pick<Blog, "metaDescription" | "content">): string {
  return blog.metaDescription || truncateText(htmlToText(blog.content), DESCRIPTION_LENGTH);
}

/** What a list reads of a post (the `summary` column): every field but the content, and its description. */
export const postSummarySchema = blogSchema.omit({ content: true }).extend({ description: z.string() });
export type PostSummary = z.infer<typeof postSummarySchema>;

function summaryOf(blog: Blog): PostSummary {
  const { content: _content, ...rest } = blog;
  return { ...rest, description: postDescription(blog) };
}

/** The time a date stands for, in ms (null when it cannot be read: such a post is never public). */
function timeOf(date: string): number | null {
  const t = Date.parse(date);
  return Number.isFinite(t) ? t : null;
}

/** What the row's columns hold for a post. */
function columnValues(blog: Blog): SQLInputValue[] {
  return [
    postExcerptKey(blog.excerpt),
    blog.status,
    blog.date,
    timeOf(blog.date),
    blog.createdAt ?? "",
    blog.featured ? 1 : 0,
    blog.categoryId || null,
    blog.authorId || null,
    JSON.stringify(summaryOf(blog)),
    JSON.stringify(blog),
  ];
}

const COLUMNS = "excerpt_key, status, date, time, created_at, featured, category_id, author_id, summary, data";
const INSERT = `INSERT INTO posts (id, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const UPDATE = `UPDATE posts SET ${COLUMNS.split(", ")
  .map((c) => `${c} = ?`)
  .join(", ")} WHERE id = ?`;

/** Writes a post's row and tags (a new row, or over the one with its id). Used by the table and migration 4. */
export function writePostRow(db: Pick<Database, "run" | "get">, blog: Blog, exists: boolean): void {
  if (exists) db.run(UPDATE, ...columnValues(blog), blog.id);
  else db.run(INSERT, blog.id, ...columnValues(blog));
  if (exists) db.run("DELETE FROM post_tags WHERE post_id = ?", blog.id);
  for (const tag of new Set(blog.tagIds ?? [])) db.run("INSERT INTO post_tags (post_id, tag_id) VALUES (?, ?)", blog.id, tag);
}

export type PostQuery = { where?: Where; orderBy?: string; limit?: number; offset?: number };

export class PostTable {
  readonly name = "blogs";
  readonly table = "posts";

  constructor(
    private readonly db: Database,
    private readonly onRow: (id: string, item: Blog | undefined) => void = () => undefined,
  ) {}

  /** The database file and table, for messages. */
  get file(): string {
    return `${this.db.file} (table posts)`;
  }

  private parse(json: string, id: string): Blog {
    return parseRow(this.db.file, `table posts, row ${id}`, json, blogSchema);
  }

  // ---- conditions -------------------------------------------------------------------------------------

  /** Posts a visitor may see at `now`: published, their date come (visibility.ts isPublic). */
  static publicAt(now: number): Where {
    return { sql: "status = 'published' AND time <= ?", params: [now] };
  }
  static withCategory(id: string): Where {
    return { sql: "category_id = ?", params: [id] };
  }
  static withTag(id: string): Where {
    return PostTable.withAnyTag([id]);
  }
  static withAnyTag(ids: string[]): Where {
    return { sql: `id IN (SELECT post_id FROM post_tags WHERE tag_id IN (${ids.map(() => "?").join(", ")}))`, params: ids };
  }
  static withAuthor(id: string): Where {
    return { sql: "author_id = ?", params: [id] };
  }

  // ---- reads --------------------------------------------------------------------------------------------

  get(id: string): Blog | undefined {
    const row = this.db.get<{ data: string }>("SELECT data FROM posts WHERE id = ?", id);
    return row ? this.parse(row.data, id) : undefined;
  }

  /** The post whose excerpt has this key (postExcerptKey), by the unique index. */
  byExcerptKey(key: string): Blog | undefined {
    const row = this.db.get<{ id: string; data: string }>("SELECT id, data FROM posts WHERE excerpt_key = ?", key);
    return row ? this.parse(row.data, row.id) : undefined;
  }

  /** The id of the post whose excerpt has this key, whoever may see it. */
  idOfExcerptKey(key: string, exceptId?: string): string | undefined {
    const row = this.db.get<{ id: string }>("SELECT id FROM posts WHERE excerpt_key = ? AND id <> ?", key, exceptId ?? "");
    return row?.id;
  }

  get size(): number {
    return this.count(ALL);
  }

  count(where: Where = ALL): number {
    return Number(this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM posts ${whereSql(where)}`, ...where.params)?.n ?? 0);
  }

  /** Posts matching `where`, in `orderBy` (newest first by default); a page of them with limit/offset. */
  query({ where = ALL, orderBy = NEWEST_FIRST, limit, offset = 0 }: PostQuery = {}): Blog[] {
    const rows = this.db.all<{ id: string; data: string }>(`SELECT id, data FROM posts ${whereSql(where)} ORDER BY ${orderBy}${pageSql(limit, offset)}`, ...where.params);
    return rows.map((r) => this.parse(r.data, r.id));
  }

  /** What lists show of the posts matching `where` (the `summary` column: no content is read), in query()'s order. */
  summaries({ where = ALL, orderBy = NEWEST_FIRST, limit, offset = 0 }: PostQuery = {}): PostSummary[] {
    const rows = this.db.all<{ id: string; summary: string }>(`SELECT id, summary FROM posts ${whereSql(where)} ORDER BY ${orderBy}${pageSql(limit, offset)}`, ...where.params);
    return rows.map((r) => parseRow(this.db.file, `table posts, row ${r.id}, summary`, r.summary, postSummarySchema));
  }

  /** The ids of the posts matching `where` (no JSON read). */
  ids(where: Where = ALL): string[] {
    return this.db.all<{ id: string }>(`SELECT id FROM posts ${whereSql(where)} ORDER BY id`, ...where.params).map((r) => r.id);
  }

  /** How many posts matching `where` carry each category (by category_id) or tag (by post_tags), by GROUP BY. */
  countByTerm(kind: "category" | "tag", where: Where = ALL): Map<string, number> {
    const filter = where.sql ? `AND ${where.sql}` : "";
    const sql =
      kind === "category"
        ? `SELECT category_id AS term, COUNT(*) AS n FROM posts WHERE category_id IS NOT NULL ${filter} GROUP BY category_id`
        : `SELECT t.tag_id AS term, COUNT(*) AS n FROM post_tags t JOIN posts ON posts.id = t.post_id WHERE 1 = 1 ${filter} GROUP BY t.tag_id`;
    return new Map(this.db.all<{ term: string; n: number }>(sql, ...where.params).map((r) => [String(r.term), Number(r.n)]));
  }

  /** Every post matching `where`, read POST_BATCH rows at a time by id (memory stays bounded). */
  *each(where: Where = ALL): IterableIterator<Blog> {
    let after: string | null = null;
    for (;;) {
      const w = and(where, after === null ? null : { sql: "id > ?", params: [after] });
      const rows = this.db.all<{ id: string; data: string }>(`SELECT id, data FROM posts ${whereSql(w)} ORDER BY id LIMIT ${POST_BATCH}`, ...w.params);
      for (const r of rows) yield this.parse(r.data, r.id);
      if (rows.length < POST_BATCH) return;
      after = rows.at(-1)!.id;
    }
  }

  // ---- writes (synchronous; each is one transaction, or part of the caller's) ----------------------

  private check(blog: Blog): Blog {
    if (typeof blog.id !== "string" || blog.id === "") throw new Error("[storage] posts: a post without an id");
    return blog;
  }

  /** Adds a post; throws when its id (or its excerpt's key) exists. */
  insert(blog: Blog): Blog {
    const b = this.check(blog);
    this.db.transaction(() => {
      writePostRow(this.db, b, false);
      this.onRow(b.id, b);
    });
    return b;
  }

  /** Replaces the post with the same id, or adds it. */
  put(blog: Blog): Blog {
    const b = this.check(blog);
    this.db.transaction(() => {
      const exists = !!this.db.get("SELECT 1 AS one FROM posts WHERE id = ?", b.id);
      writePostRow(this.db, b, exists);
      this.onRow(b.id, b);
    });
    return b;
  }

  /** Deletes the post with this id; returns it (undefined when there was none). */
  delete(id: string): Blog | undefined {
    const gone = this.get(id);
    if (!gone) return undefined;
    this.db.transaction(() => {
      this.db.run("DELETE FROM post_tags WHERE post_id = ?", id);
      this.db.run("DELETE FROM posts WHERE id = ?", id);
      this.onRow(id, undefined);
    });
    return gone;
  }

  /** Applies `change` to every post matching `where` (rewriting the changed ones), in one transaction; returns how many changed. */
  updateWhere(where: Where, change: (blog: Blog) => Blog): number {
    return this.db.transaction(() => {
      let n = 0;
      for (const id of this.ids(where)) {
        const old = this.get(id);
        if (!old) continue;
        const next = change(structuredClone(old));
        if (JSON.stringify(next) === JSON.stringify(old)) continue;
        if (next.id !== id) throw new Error("[storage] posts: a change cannot alter the id");
        writePostRow(this.db, next, true);
        this.onRow(id, next);
        n++;
      }
      return n;
    });
  }
}
