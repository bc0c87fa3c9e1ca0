// The blog search index as tables of site.db: an inverted index in plain SQL, kept up
// to date with the posts' writes. Nothing of it is held in memory, and there is
// nothing to build at start-up: a search reads the rows of its words and the few columns it sorts on.
//
// A post's write only marks it (post_search_pending); the next search indexes the marked posts first.
// post_search_words holds, per post, each of its words (as searchWords() cuts them: folded, stop words
// dropped) with its weight in the post; post_search_docs the post's status, date, creation time, category
// and tags. A category's or tag's name is matched by the search service from the (small) term lists, so a
// rename needs no re-indexing.
import type { Blog } from "../../shared/schemas/blog";
import { searchWords } from "../../shared/search";
import { silentLogger, type Logger } from "../log";
import { Database } from "./db";
import { MIGRATIONS } from "./migrations";

/** Weight of one occurrence of a word, by field; text occurrences count at most TEXT_CAP times. */
export const WEIGHT = { title: 10, terms: 5, excerpt: 3, description: 2, text: 1 } as const;
export const TEXT_CAP = 5;

/**
 * The text of stored (already sanitised) post HTML, for the index and snippets only: a linear-time tag
 * strip, much cheaper than the sanitiser's parse that htmlToText does.
 */
export function indexText(html: string): string {
  return html
    .replace(/<\/(?:p|h\d|li|div|blockquote|pre)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|(amp|lt|gt|quot|apos|nbsp|#39));/gi, (_, dec: string, hex: string, name: string) => {
      if (dec || hex) {
        const code = dec ? Number(dec) : parseInt(hex, 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
      }
      return ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" } as Record<string, string>)[name.toLowerCase()] ?? " ";
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Each word of the post with its weight: title, keywords, excerpt, description and text (capped). */
export function postWordWeights(post: Pick<Blog, "title" | "keywords" | "excerpt" | "metaDescription" | "content">): Map<string, number> {
  const weights = new Map<string, number>();
  const textCount = new Map<string, number>();
  const add = (words: string[], weight: number, cap = Infinity) => {
    for (const w of words) {
      if (cap !== Infinity) {
        const n = (textCount.get(w) ?? 0) + 1;
        textCount.set(w, n);
        if (n > cap) continue;
      }
      weights.set(w, (weights.get(w) ?? 0) + weight);
    }
  };
  add(searchWords(post.title), WEIGHT.title);
  add(searchWords(post.keywords ?? ""), WEIGHT.terms);
  add(searchWords(post.excerpt), WEIGHT.excerpt);
  add(searchWords(post.metaDescription ?? ""), WEIGHT.description);
  add(searchWords(indexText(post.content)), WEIGHT.text, TEXT_CAP);
  return weights;
}

/** What a search sorts and filters on, per post. */
export type SearchDoc = { doc: number; postId: string; status: string; time: number; createdAt: string; categoryId: string; tagIds: string[] };

type DocRow = { doc: number; post_id: string; status: string; time: number; created_at: string; category_id: string; tag_ids: string };
const toDoc = (r: DocRow): SearchDoc => ({
  doc: Number(r.doc),
  postId: r.post_id,
  status: r.status,
  time: Number(r.time),
  createdAt: r.created_at,
  categoryId: r.category_id,
  tagIds: r.tag_ids ? r.tag_ids.split(" ") : [],
});

export class PostSearchIndex {
  /** The stored posts, while the index is empty over them (filled by the next search, not at start-up). */
  private unfilled: (() => Iterable<Blog>) | null = null;
  /** While the database cannot take the fill (a full disk): the same index in memory, so searches stay right. */
  private fallback: Database | null = null;
  private fallbackStale = false;
  /** Posts changed while their mark could not be written (a full disk): indexed by the next refresh that fits. */
  private readonly unmarked = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly log?: Logger,
  ) {}

  private get reader(): Database {
    return this.fallback ?? this.db;
  }

  /**
   * The index is empty over stored posts (the first start with this index): the next search fills it. A start
   * writes nothing, so that a server on a full disk still starts; until the fill fits, searches read an
   * index built in memory.
   */
  fillLater(posts: () => Iterable<Blog>): void {
    this.unfilled = posts;
  }

  /**
   * A write of the post: marks it to be indexed again before the next search (inside the write's
   * transaction, so the mark is kept exactly when the write is). The few hundred rows of its words are
   * written then, off the save's path.
   */
  changed(id: string): void {
    this.fallbackStale = this.fallback !== null;
    try {
      this.db.run("INSERT INTO post_search_pending (post_id) VALUES (?) ON CONFLICT (post_id) DO NOTHING", id);
    } catch (err) {
      this.unmarked.add(id);
      this.log?.warn(`[search] post ${id} will be indexed once the database takes writes again: ${(err as Error).message}`);
    }
  }

  /** Indexes the marked posts as `read` finds them now (undefined: gone); returns how many. One transaction per batch. */
  refresh(read: (id: string) => Blog | undefined): number {
    if (this.unfilled) {
      try {
        this.fill(this.unfilled());
      } catch (err) {
        if (!this.fallback || this.fallbackStale) {
          this.fallback?.close();
          this.fallback = memoryIndex(this.unfilled());
          this.fallbackStale = false;
        }
        throw err;
      }
      this.unfilled = null;
      this.fallback?.close();
      this.fallback = null;
    }
    let done = 0;
    if (this.unmarked.size) {
      const ids = [...this.unmarked];
      this.db.transaction(() => {
        for (const id of ids) this.write(id, read(id));
      });
      for (const id of ids) this.unmarked.delete(id);
      done += ids.length;
    }
    for (;;) {
      const ids = this.db.all<{ post_id: string }>("SELECT post_id FROM post_search_pending LIMIT 100").map((r) => r.post_id);
      if (!ids.length) return done;
      this.db.transaction(() => {
        for (const id of ids) {
          this.write(id, read(id));
          this.db.run("DELETE FROM post_search_pending WHERE post_id = ?", id);
        }
      });
      done += ids.length;
    }
  }

  /** Forgets what it kept about the database before: a restore put another file in place. */
  reset(): void {
    this.unfilled = null;
    this.fallback?.close();
    this.fallback = null;
    this.fallbackStale = false;
    this.unmarked.clear();
  }

  /** Indexes the post as it now is (undefined: it is gone). Inside the caller's transaction. */
  write(id: string, post: Blog | undefined): void {
    writeDoc(this.db, id, post);
  }

  /** Indexes every post afresh (the first start with this index, or of an imported DATA_DIR). */
  fill(posts: Iterable<Blog>): void {
    this.db.transaction(() => {
      for (const p of posts) this.write(p.id, p);
      this.db.run("DELETE FROM post_search_pending");
    });
  }

  /** Whether anything is indexed (an empty index over stored posts is filled by the next search). */
  get empty(): boolean {
    return !this.db.get("SELECT 1 AS one FROM post_search_docs LIMIT 1");
  }

  /**
   * The posts that have `word` (or, `prefix`, a word it begins) with their sort columns and, per matching
   * word, its weight in the post.
   */
  matches(word: string, prefix: boolean): Map<number, { doc: SearchDoc; words: Map<string, number> }> {
    const rows = this.reader.all<DocRow & { word: string; weight: number }>(
      `SELECT w.word, w.weight, d.doc, d.post_id, d.status, d.time, d.created_at, d.category_id, d.tag_ids
       FROM post_search_words w JOIN post_search_docs d ON d.doc = w.doc WHERE ${prefix ? "w.word >= ? AND w.word < ?" : "w.word = ?"}`,
      ...(prefix ? [word, `${word}\u{10ffff}`] : [word]),
    );
    const out = new Map<number, { doc: SearchDoc; words: Map<string, number> }>();
    for (const r of rows) {
      const doc = Number(r.doc);
      let m = out.get(doc);
      if (!m) out.set(doc, (m = { doc: toDoc(r), words: new Map() }));
      m.words.set(r.word, Number(r.weight));
    }
    return out;
  }

  /**
   * The public posts (published, dated `now` or before) that have `word` or (`prefix`) a word it begins,
   * with their sort columns and the best weight of a matching word: the word itself in full, a longer one
   * at half.
   */
  best(word: string, prefix: boolean, now: number): Map<number, { doc: SearchDoc; weight: number }> {
    const rows = this.reader.all<DocRow & { w2: number }>(
      `SELECT d.doc, d.post_id, d.status, d.time, d.created_at, '' AS category_id, '' AS tag_ids,
         MAX(CASE WHEN w.word = ? THEN 2 * w.weight ELSE w.weight END) AS w2
       FROM post_search_words w JOIN post_search_docs d ON d.doc = w.doc
       WHERE ${prefix ? "w.word >= ? AND w.word < ?" : "w.word = ?"} AND d.status = 'published' AND d.time <= ?
       GROUP BY d.doc, d.post_id, d.status, d.time, d.created_at`,
      word,
      ...(prefix ? [word, `${word}\u{10ffff}`] : [word]),
      now,
    );
    return new Map(rows.map((r) => [Number(r.doc), { doc: toDoc(r), weight: Number(r.w2) / 2 }]));
  }

  /** The posts carrying any of these categories or tags (by id), with their sort columns. */
  withTerms(ids: readonly string[]): SearchDoc[] {
    if (!ids.length) return [];
    const like = (id: string) => `% ${id.replace(/[\\%_]/g, (c) => `\\${c}`)} %`;
    const tagged = ids.map(() => "(' ' || tag_ids || ' ') LIKE ? ESCAPE '\\'").join(" OR ");
    return this.reader
      .all<DocRow>(
        `SELECT doc, post_id, status, time, created_at, category_id, tag_ids FROM post_search_docs WHERE category_id IN (${ids.map(() => "?").join(", ")}) OR ${tagged}`,
        ...ids,
        ...ids.map(like),
      )
      .map(toDoc);
  }
}

/** Indexes the post as it now is (undefined: it is gone) in `db`. Inside the caller's transaction. */
function writeDoc(db: Database, id: string, post: Blog | undefined): void {
  const old = db.get<{ doc: number }>("SELECT doc FROM post_search_docs WHERE post_id = ?", id);
  if (old) {
    db.run("DELETE FROM post_search_words WHERE doc = ?", old.doc);
    db.run("DELETE FROM post_search_docs WHERE doc = ?", old.doc);
  }
  if (!post) return;
  const doc = Number(
    db
      .prepare("INSERT INTO post_search_docs (post_id, status, time, created_at, category_id, tag_ids) VALUES (?, ?, ?, ?, ?, ?)")
      .run(id, post.status, Date.parse(post.date) || 0, post.createdAt ?? "", post.categoryId ?? "", (post.tagIds ?? []).join(" ")).lastInsertRowid,
  );
  const insert = db.prepare("INSERT INTO post_search_words (word, doc, weight) VALUES (?, ?, ?)");
  for (const [word, weight] of postWordWeights(post)) insert.run(word, doc, weight);
}

/** The search index of `posts` in an in-memory database (the tables of migration 3). */
function memoryIndex(posts: Iterable<Blog>): Database {
  const db = new Database(":memory:", silentLogger());
  const tables = MIGRATIONS.find((m) => m.version === 3);
  if (!tables) throw new Error("[search] the migration of the search index is missing");
  db.raw.exec(tables.sql);
  db.transaction(() => {
    for (const p of posts) writeDoc(db, p.id, p);
  });
  return db;
}
