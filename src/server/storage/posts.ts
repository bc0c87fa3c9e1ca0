// What the posts table holds besides the post's JSON (tables.ts declares it as a repository): the excerpt's key
// that URLs are matched by (unique), the time its date stands for, and the summary a list reads instead of the
// content (every field but the content, with the description worked out at save time).
import type { SQLInputValue } from "node:sqlite";
import { z } from "zod";
import { DESCRIPTION_LENGTH } from "../../shared/constants";
import { blogSchema, type Blog } from "../../shared/schemas/blog";
import { htmlToText, truncateText } from "../services/sanitize";
import { slugKey } from "../../shared/slug";
import type { Database } from "./db";

/** The stored key of an excerpt: how URLs are matched (Unicode-normalised, case-folded). */
export const postExcerptKey = (excerpt: string) => slugKey(excerpt);

/** A post's description in lists: its meta description, else the start of its text. */
export function postDescription(blog: Pick<Blog, "metaDescription" | "content">): string {
  return blog.metaDescription || truncateText(htmlToText(blog.content), DESCRIPTION_LENGTH);
}

/** What a list reads of a post (the `summary` column): every field but the content, and its description. */
export const postSummarySchema = blogSchema.omit({ content: true }).extend({ description: z.string() });
export type PostSummary = z.infer<typeof postSummarySchema>;

export function summaryOf(blog: Blog): PostSummary {
  const { content: _content, ...rest } = blog;
  return { ...rest, description: postDescription(blog) };
}

/** A title as the staff list's search matches it: lower case, accents apart (NFKD), so "Pvt" finds "PVT". */
export const titleKey = (title: string) => title.toLocaleLowerCase("en-IN").normalize("NFKD");

/** Fills the `title_key` column of posts written without it (migration 9, and posts imported after the migrations). */
export function backfillTitleKeys(db: Pick<Database, "all" | "run">): void {
  for (const row of db.all<{ id: string; title: string | null }>("SELECT id, json_extract(data, '$.title') AS title FROM posts WHERE title_key = ''"))
    db.run("UPDATE posts SET title_key = ? WHERE id = ?", titleKey(row.title ?? ""), row.id);
}

/** The time a date stands for, in ms (null when it cannot be read: such a post is never public). */
export function timeOf(date: string): number | null {
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
