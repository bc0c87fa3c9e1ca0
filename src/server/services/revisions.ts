// Post revisions, rows of the revisions table: each save that changes a post keeps the state it
// replaced (with who saved that state and when), at most REVISIONS_PER_POST per post on disk (the oldest
// rows are deleted in the same transaction); deleting a post deletes its revisions. The blog service calls
// record/removeFor inside its own transaction; restore lives there too (it is an update of the post).
import { randomUUID } from "node:crypto";
import { REVISIONS_PER_POST } from "../../shared/constants";
import { apiMessages } from "../../shared/api-messages";
import type { Blog } from "../../shared/schemas/blog";
import { type Revision, type RevisionDetail, type RevisionSummary } from "../../shared/schemas/revision";
import { NotFound } from "../errors";
import type { Storage } from "../storage";
import { withoutEditor } from "./conflict";
import { sanitizeRichText } from "./sanitize";

/** Who saved a state stored before saves were signed. */
const UNKNOWN_EDITOR = { name: "Unknown", email: "" };

/** The fields a revision compares: everything a save can change (not the stamps). */
function editable(blog: Blog): Omit<Blog, "updatedAt" | "updatedBy"> {
  const { updatedAt: _at, updatedBy: _by, ...rest } = blog;
  return rest;
}

/** Whether a save changed anything worth a revision. */
export const changed = (before: Blog, after: Blog) => JSON.stringify(editable(before)) !== JSON.stringify(editable(after));

export function createRevisionService({ revisions }: Pick<Storage, "revisions">) {
  return {
    /**
     * Keeps `previous` (the state a save replaced) and deletes the oldest beyond the cap; synchronous, so
     * that it runs inside the caller's transaction (the post save).
     */
    recordIn(previous: Blog): void {
      const revision: Revision = {
        id: randomUUID(),
        postId: previous.id,
        savedAt: previous.updatedAt,
        savedBy: previous.updatedBy ?? UNKNOWN_EDITOR,
        post: withoutEditor(previous),
      };
      revisions.transaction(() => {
        revisions.create(revision);
        // The oldest beyond the cap: those before the REVISIONS_PER_POST-th newest.
        const [oldestKept] = revisions.keys({ where: { post_id: previous.id }, sort: "-seq", offset: REVISIONS_PER_POST - 1, limit: 1 });
        if (oldestKept) revisions.removeWhere({ post_id: previous.id, seq: { precedes: oldestKept } });
      });
    },

    /** recordIn in a transaction of its own. */
    async record(previous: Blog): Promise<void> {
      this.recordIn(previous);
    },

    /** The post's revisions, newest first. */
    list(postId: string): RevisionSummary[] {
      return revisions.summaries({ where: { post_id: postId }, sort: "-seq" });
    },

    /** A revision of this post (404 when unknown or of another post). */
    async get(postId: string, revisionId: string): Promise<Revision> {
      const revision = revisions.get(revisionId);
      if (revision?.postId !== postId) throw new NotFound(apiMessages.revisionNotFound);
      return revision;
    },

    /** As GET /api/blogs/{id}/revisions/{rid} answers it: every post field, content sanitised again. */
    detail({ id, savedAt, savedBy, post }: Revision): RevisionDetail {
      return { ...withoutEditor(post), content: sanitizeRichText(post.content), revisionId: id, savedAt, savedBy };
    },

    /** Deletes the post's revisions (synchronous: part of the post's delete). */
    removeIn(postId: string): void {
      revisions.removeWhere({ post_id: postId });
    },

    async removeFor(postId: string): Promise<void> {
      this.removeIn(postId);
    },
  };
}

export type RevisionService = ReturnType<typeof createRevisionService>;
