import { z } from "zod";
import type { TermRef } from "./taxonomy";
import { POST_CONTENT_MAX_LENGTH } from "../rich-text";
import { slugProblem } from "../slug";
import { LOCALES } from "../locale";
import {
  booleanSchema,
  defaultStatus,
  idSchema,
  isoDateSchema,
  optionalHttpUrl,
  optionalImageRef,
  optionalText,
  readingStored,
  requiredText,
  richText,
  statusSchema,
  text,
  timestamps,
} from "./common";

/** Excerpt = URL slug (decoded form); unicode and spaces allowed, within the rules of slugProblem. */
export const excerptSchema = text()
  .trim()
  .min(1, "is required")
  .max(200)
  .superRefine((s, ctx) => {
    const problem = readingStored() ? null : slugProblem(s);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Body accepted by POST /api/blogs and a full PUT. */
export const blogInputSchema = z.object({
  title: requiredText(200),
  excerpt: excerptSchema,
  // May be empty on a draft; the blog service requires it for any other status.
  content: richText().trim().max(POST_CONTENT_MAX_LENGTH),
  date: isoDateSchema,
  image: optionalImageRef,
  /** Alt text of the featured image: its alt on the post, its cards and og:image:alt. */
  imageAlt: optionalText(300),
  status: defaultStatus,
  featured: booleanSchema.optional().default(false),
  metaTitle: optionalText(200),
  metaDescription: optionalText(500, "multiline"),
  keywords: optionalText(500),
  canonicalUrl: optionalHttpUrl,
  socialImage: optionalHttpUrl,
  // One category and any number of tags, by id ("" or absent: none; absent on PUT: unchanged).
  categoryId: text().trim().max(100).optional(),
  tagIds: z.array(text().trim().min(1).max(100)).max(50).optional(),
  /** The staff user who wrote the post (its byline); absent on create: whoever creates it. */
  authorId: text().trim().max(100).optional(),
  /** The post's language; absent on create: English; absent on PUT: unchanged. */
  locale: z.enum(LOCALES).optional(),
  /** A Hindi post's English original (its id): the two are one article in two languages. "" none; absent on PUT: unchanged. */
  translationOf: text().trim().max(100).optional(),
});
export type BlogInput = z.infer<typeof blogInputSchema>;

/** The list toggle sends status alone. */
export const blogStatusSchema = z.object({ status: statusSchema });

/** Stored posts have a language: posts written before languages existed are English. */
export const blogSchema = blogInputSchema.extend({ id: idSchema, locale: z.enum(LOCALES).default("en"), ...timestamps });
export type Blog = z.infer<typeof blogSchema>;

/** List item: every field but content, plus a plain-text description, its category and tags (and, for staff, its author's name). */
export type BlogListItem = Omit<Blog, "content" | "updatedBy"> & { description: string; category: TermRef | null; tags: TermRef[]; authorName?: string };
