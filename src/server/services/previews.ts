// Preview links of posts: a signed, expiring token in the URL lets anyone who holds it see the
// post's latest saved state as its public page would show it, whatever its status or date. The token
// names the post and its expiry and is signed with a key derived from the server secret; a forged or
// expired token, or one whose post was deleted, shows nothing.
// A preview may show the editor's working copy instead (the fields sent with the request): they
// are kept as a preview copy (a row of preview_copies, removed once expired; at most PREVIEW_COPIES_PER_POST
// per post and PREVIEW_COPIES_PER_USER per user, the oldest dropped) that the token also names, shown over the
// saved post; the post itself is never changed.
import { randomUUID } from "node:crypto";
import { PREVIEW_LINK_DAYS } from "../../shared/constants";
import type { Blog } from "../../shared/schemas/blog";
import { previewInputSchema, type PreviewFields } from "../../shared/schemas/preview";
import { AppError } from "../errors";
import type { Storage } from "../storage";
import type { BlogService } from "./blogs";
import { richTextForPage } from "./sanitize";
import { parseInput } from "./validate";
import { linkSigner } from "./signed-links";
import { STAFF } from "./visibility";

const TTL_MS = PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;

/** Working-copy previews kept per post; a link to an older one shows nothing (like an expired link). */
export const PREVIEW_COPIES_PER_POST = 10;
/**
 * Working-copy previews kept per user, whatever their posts (each can be a large post): without it, one
 * editor previewing many posts would keep ten of each for a week.
 */
export const PREVIEW_COPIES_PER_USER = 20;

/** The public path of a preview page. */
export const previewPath = (token: string) => `/blog/preview/${token}`;

/** Whether a request body carries any field of a working copy (no body, or `{}`: the saved version). */
function hasFields(body: unknown): boolean {
  return typeof body === "object" && body !== null && Object.keys(previewInputSchema.shape).some((k) => (body as Record<string, unknown>)[k] !== undefined);
}

type Copies = Storage["previewCopies"];

/** Removes the copies matching `where` but the newest `n`. */
function keepNewest(copies: Copies, where: { post_id: string } | { user_id: string }, n: number): void {
  const [oldestKept] = copies.keys({ where, sort: "-seq", offset: n - 1, limit: 1 });
  if (oldestKept) copies.removeWhere({ ...where, seq: { precedes: oldestKept } });
}

export function createPreviewService(blogs: BlogService, opts: { secret: string; siteUrl: string; now?: () => number; storage?: Pick<Storage, "previewCopies"> }) {
  const now = opts.now ?? Date.now;
  const copies = opts.storage?.previewCopies;
  // A key of its own, so a preview signature can never be mistaken for any other signature of the secret.
  const signer = linkSigner(opts.secret, "blog-preview-link");

  /** The fields of a working copy as they apply to the post: content cleaned as a save would, terms as ids. */
  function fieldsOf(body: unknown): PreviewFields {
    const { category, tags, content, ...rest } = parseInput(previewInputSchema, body);
    const fields: PreviewFields = { ...rest, ...blogs.termIds(category, tags) };
    if (content !== undefined) fields.content = blogs.cleanContent(content);
    // A blank title shows the saved one (a page needs a title).
    if (fields.title === "") delete fields.title;
    for (const k of Object.keys(fields) as (keyof PreviewFields)[]) if (fields[k] === undefined) delete fields[k];
    return fields;
  }

  return {
    /**
     * A new link to the post's preview (404 when the post does not exist): of the saved post, or, when
     * `body` carries fields, of those fields over it (400 naming a bad field), a copy counted as `userId`'s.
     */
    async create(id: string, body?: unknown, userId?: string): Promise<{ url: string; expiresAt: string }> {
      blogs.getById(STAFF, id);
      const expires = now() + TTL_MS;
      const parts = [Buffer.from(id).toString("base64url"), expires.toString(36)];
      if (copies && hasFields(body)) {
        const fields = fieldsOf(body);
        const copyId = randomUUID();
        const at = now();
        copies.transaction(() => {
          // Expired copies go when a new one comes, and so do the oldest of this post's, and of this user's, beyond their caps.
          copies.removeWhere({ expires_at: { lte: at } });
          copies.create({ id: copyId, postId: id, ...(userId ? { userId } : {}), fields, expiresAt: expires, createdAt: new Date(at).toISOString() });
          keepNewest(copies, { post_id: id }, PREVIEW_COPIES_PER_POST);
          if (userId) keepNewest(copies, { user_id: userId }, PREVIEW_COPIES_PER_USER);
        });
        parts.push(copyId);
      }
      const token = signer.token(parts);
      return { url: opts.siteUrl + previewPath(token), expiresAt: new Date(expires).toISOString() };
    },

    /** The post a token shows, its content prepared for the page; null when forged, expired or deleted. */
    read(token: string): Blog | null {
      const parts = signer.read(token, [2, 3]);
      if (!parts) return null;
      const [idPart = "", expiresPart = "", copyId] = parts;
      const expires = Number.parseInt(expiresPart, 36);
      if (!Number.isFinite(expires) || expires <= now()) return null;
      const postId = Buffer.from(idPart, "base64url").toString();
      let fields: PreviewFields = {};
      if (copyId !== undefined) {
        const copy = copies?.get(copyId);
        if (!copy || copy.postId !== postId) return null;
        fields = copy.fields;
      }
      try {
        const saved = blogs.getById(STAFF, postId, richTextForPage);
        const shown: Blog = { ...saved, ...fields };
        if (fields.content !== undefined) shown.content = richTextForPage(fields.content);
        if (shown.categoryId === "") delete shown.categoryId;
        return shown;
      } catch (err) {
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      }
    },
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;
