// A preview of the editor's working copy: POST /api/blogs/{id}/preview with the fields as typed;
// they are kept as a preview copy that the signed link shows over the saved post, never touching it.
import { z } from "zod";
import { idSchema, optionalImageRef, richText, text } from "./common";
import { POST_CONTENT_MAX_LENGTH } from "../rich-text";

/** The optional body of POST /api/blogs/{id}/preview: any of these fields; absent ones show as saved. */
export const previewInputSchema = z.object({
  title: text().trim().max(200).optional(),
  content: richText().trim().max(POST_CONTENT_MAX_LENGTH).optional(),
  image: optionalImageRef.optional(),
  imageAlt: text().trim().max(300).optional(),
  metaTitle: text().trim().max(200).optional(),
  metaDescription: text("multiline").trim().max(500).optional(),
  /** A category's id or slug; "" for none. */
  category: text().trim().max(100).optional(),
  /** Tags by id or slug. */
  tags: z.array(text().trim().min(1).max(100)).max(50).optional(),
});
export type PreviewInput = z.infer<typeof previewInputSchema>;

/** The fields of a preview copy as they apply to the post (category and tags resolved to ids). */
export const previewFieldsSchema = z.object({
  title: z.string().optional(),
  content: z.string().optional(),
  image: z.string().optional(),
  imageAlt: z.string().optional(),
  metaTitle: z.string().optional(),
  metaDescription: z.string().optional(),
  categoryId: z.string().optional(),
  tagIds: z.array(z.string()).optional(),
});
export type PreviewFields = z.infer<typeof previewFieldsSchema>;

/** A stored preview copy; removed once its link has expired. `userId`: who made it (absent on copies made before it was kept). */
export const previewCopySchema = z.object({
  id: idSchema,
  postId: idSchema,
  userId: z.string().optional(),
  fields: previewFieldsSchema,
  expiresAt: z.number(),
  createdAt: z.string(),
});
export type PreviewCopy = z.infer<typeof previewCopySchema>;
