// Post revisions (issue 15), kept in the append-only "revisions" journal: each save that changes a post
// keeps the state it replaced (with who saved that state and when), at most REVISIONS_PER_POST per post,
// oldest dropped; deleting a post deletes its revisions. The blog service calls record/removeFor; restore
// lives there too (it is an update of the post).
import { randomUUID } from "node:crypto";
import { REVISIONS_PER_POST } from "../../shared/constants";
import { apiMessages } from "../../shared/api-messages";
import type { Blog } from "../../shared/schemas/blog";
import type { Revision, RevisionDetail, RevisionSummary } from "../../shared/schemas/revision";
import { NotFound } from "../errors";
import type { Storage } from "../storage";
import { withoutEditor } from "./conflict";
import { sanitizeRichText } from "./sanitize";

/** Who saved a state stored before saves were signed (issue 15). */
const UNKNOWN_EDITOR = { name: "Unknown", email: "" };

/** The fields a revision compares: everything a save can change (not the stamps). */
function editable(blog: Blog): Omit<Blog, "updatedAt" | "updatedBy"> {
  const { updatedAt: _at, updatedBy: _by, ...rest } = blog;
  return rest;
}

/** Whether a save changed anything worth a revision. */
export const changed = (before: Blog, after: Blog) => JSON.stringify(editable(before)) !== JSON.stringify(editable(after));

export function createRevisionService(storage: Storage) {
  const { revisions } = storage;
  const ofPost = (postId: string) => revisions.list({ where: (s) => s.postId === postId }).items;

  return {
    /** Keeps `previous` (the state a save replaced) and drops the oldest beyond the cap. */
    async record(previous: Blog): Promise<void> {
      const revision: Revision = {
        id: randomUUID(),
        postId: previous.id,
        savedAt: previous.updatedAt,
        savedBy: previous.updatedBy ?? UNKNOWN_EDITOR,
        post: withoutEditor(previous),
      };
      await revisions.append(revision);
      const beyond = ofPost(previous.id).slice(REVISIONS_PER_POST);
      if (beyond.length > 0) await revisions.remove(beyond.map((r) => r.id));
    },

    /** The post's revisions, newest first. */
    list(postId: string): RevisionSummary[] {
      return ofPost(postId);
    },

    /** A revision of this post (404 when unknown or of another post). */
    async get(postId: string, revisionId: string): Promise<Revision> {
      const summary = revisions.summary(revisionId);
      const revision = summary?.postId === postId ? await revisions.get(revisionId) : undefined;
      if (!revision) throw new NotFound(apiMessages.revisionNotFound);
      return revision;
    },

    /** As GET /api/blogs/{id}/revisions/{rid} answers it: every post field, content sanitised again. */
    detail({ id, savedAt, savedBy, post }: Revision): RevisionDetail {
      return { ...withoutEditor(post), content: sanitizeRichText(post.content), revisionId: id, savedAt, savedBy };
    },

    async removeFor(postId: string): Promise<void> {
      const ids = ofPost(postId).map((r) => r.id);
      if (ids.length > 0) await revisions.remove(ids);
    },
  };
}

export type RevisionService = ReturnType<typeof createRevisionService>;
