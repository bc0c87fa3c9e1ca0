// Post revisions: the state a save replaced, who saved that state and when.
import { z } from "zod";
import { blogSchema } from "./blog";
import { editorSchema, idSchema } from "./common";

export const revisionSchema = z.object({
  id: idSchema,
  postId: idSchema,
  /** When the kept state was saved (its updatedAt) and by whom. */
  savedAt: z.string(),
  savedBy: editorSchema,
  post: blogSchema,
});
export type Revision = z.infer<typeof revisionSchema>;

/** A revision in the list (GET /api/blogs/{id}/revisions), also what storage keeps in memory. */
export type RevisionSummary = Pick<Revision, "id" | "postId" | "savedAt" | "savedBy"> & Pick<Revision["post"], "title" | "status">;
export const toRevisionSummary = ({ id, postId, savedAt, savedBy, post }: Revision): RevisionSummary => ({ id, postId, savedAt, savedBy, title: post.title, status: post.status });

/** One revision as answered: every field of the post as it was, plus which revision it is. */
export type RevisionDetail = Omit<Revision["post"], "updatedBy"> & { revisionId: string; savedAt: string; savedBy: Revision["savedBy"] };
