import { z } from "zod";
import type { TermRef } from "./taxonomy";
import { defaultStatus, idSchema, isoDateSchema, optionalHttpUrl, optionalImageRef, optionalText, requiredText, statusSchema, timestamps } from "./common";

/** Excerpt = URL slug. Any characters but "/" (decoded form); unicode and spaces allowed. */
export const excerptSchema = z
  .string()
  .trim()
  .min(1, "is required")
  .max(200)
  .refine((s) => !s.includes("/"), "must not contain /");

/** Body accepted by POST /api/blogs and a full PUT. */
export const blogInputSchema = z.object({
  title: requiredText(200),
  excerpt: excerptSchema,
  content: z.string().trim().min(1, "is required").max(1_000_000),
  date: isoDateSchema,
  image: optionalImageRef,
  status: defaultStatus,
  featured: z.boolean().optional().default(false),
  metaTitle: optionalText(200),
  metaDescription: optionalText(500),
  keywords: optionalText(500),
  canonicalUrl: optionalHttpUrl,
  socialImage: optionalHttpUrl,
  // Issue 20: one category and any number of tags, by id ("" or absent: none; absent on PUT: unchanged).
  categoryId: z.string().trim().max(100).optional(),
  tagIds: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
});
export type BlogInput = z.infer<typeof blogInputSchema>;

/** The list toggle sends status alone. */
export const blogStatusSchema = z.object({ status: statusSchema });

export const blogSchema = blogInputSchema.extend({ id: idSchema, ...timestamps });
export type Blog = z.infer<typeof blogSchema>;

/** List item: every field but content, plus a plain-text description, its category and tags. */
export type BlogListItem = Omit<Blog, "content"> & { description: string; category: TermRef | null; tags: TermRef[] };
