// Categories and tags of blog posts: the same record for both kinds.
import { z } from "zod";
import { idSchema, optionalText, requiredText, text, timestamps } from "./common";

export const TERM_KINDS = ["category", "tag"] as const;
export type TermKind = (typeof TERM_KINDS)[number];

/** Body of POST /api/categories|tags and PUT: a name, an optional slug (else from the name), a description. */
export const termInputSchema = z.object({
  name: requiredText(80),
  slug: optionalText(100),
  description: optionalText(500),
});
export type TermInput = z.infer<typeof termInputSchema>;

/**
 * PUT: every field optional (rename, change the slug, edit the description); `updatedAt`, the version
 * the form loaded, makes a stale save a 409 like every other resource.
 */
export const termUpdateSchema = termInputSchema.partial().extend({ updatedAt: z.string().max(40).nullish() });

/** POST /api/categories/{id}/merge: the term that takes over this one's posts. */
export const termMergeSchema = z.object({ into: idSchema });

export const termSchema = z.object({
  id: idSchema,
  slug: text().min(1),
  name: text().min(1),
  description: text("multiline").default(""),
  ...timestamps,
});
export type Term = z.infer<typeof termSchema>;

/** A term as a post names it (list items, post pages). */
export type TermRef = Pick<Term, "id" | "slug" | "name">;

/** GET /api/categories and /api/tags: each term with how many posts the viewer can see carry it. */
export type TermWithCount = Term & { count: number };
