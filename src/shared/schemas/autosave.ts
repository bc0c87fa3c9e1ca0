// Server autosave of the blog editor: the working copy of one user on one post, kept every few
// seconds while the form has unsaved changes; not a revision, never public, cleared by a save.
import { z } from "zod";
import { booleanSchema, idSchema, richText, text } from "./common";
import { POST_CONTENT_MAX_LENGTH } from "../rich-text";

const field = (max: number, lines: "one" | "multiline" = "one") => text(lines).max(max).optional();

/** The editor's fields as the form holds them (the date as typed, in India time); every field optional. */
export const blogAutosaveValuesSchema = z.object({
  title: field(200),
  excerpt: field(200),
  content: richText().max(POST_CONTENT_MAX_LENGTH).optional(),
  date: field(64),
  image: field(2000),
  imageAlt: field(300),
  status: field(20),
  featured: booleanSchema.optional(),
  metaTitle: field(200),
  metaDescription: field(500, "multiline"),
  keywords: field(500),
  canonicalUrl: field(2000),
  socialImage: field(2000),
  categoryId: field(100),
  tagIds: z.array(text().max(100)).max(50).optional(),
  locale: field(8),
  translationOf: field(100),
});
export type BlogAutosaveValues = z.infer<typeof blogAutosaveValuesSchema>;

/** PUT /api/blogs/{id}/autosave. */
export const autosaveInputSchema = z.object({ values: blogAutosaveValuesSchema });

/** One stored autosave: one per user and post. */
export const autosaveSchema = z.object({ userId: idSchema, postId: idSchema, values: blogAutosaveValuesSchema, savedAt: z.string() });
export type Autosave = z.infer<typeof autosaveSchema>;

/** What GET answers: the values and when they were kept. */
export type AutosaveAnswer = { values: BlogAutosaveValues; savedAt: string };
