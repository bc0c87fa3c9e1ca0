// Preview links of posts (issue 15): a signed, expiring token in the URL lets anyone who holds it see the
// post's latest saved state as its public page would show it, whatever its status or date. The token
// names the post and its expiry and is signed with a key derived from the server secret; a forged or
// expired token, or one whose post was deleted, shows nothing.
import { createHmac, timingSafeEqual } from "node:crypto";
import { PREVIEW_LINK_DAYS } from "../../shared/constants";
import type { Blog } from "../../shared/schemas/blog";
import { AppError } from "../errors";
import type { BlogService } from "./blogs";
import { richTextForPage } from "./sanitize";
import { STAFF } from "./visibility";

const TTL_MS = PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;

/** The public path of a preview page. */
export const previewPath = (token: string) => `/blog/preview/${token}`;

export function createPreviewService(blogs: BlogService, opts: { secret: string; siteUrl: string; now?: () => number }) {
  const now = opts.now ?? Date.now;
  // A key of its own, so a preview signature can never be mistaken for any other signature of the secret.
  const key = createHmac("sha256", opts.secret).update("blog-preview-link").digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest();

  return {
    /** A new link to the post's preview (404 when the post does not exist). */
    create(id: string): { url: string; expiresAt: string } {
      blogs.getById(STAFF, id);
      const expires = now() + TTL_MS;
      const payload = `${Buffer.from(id).toString("base64url")}.${expires.toString(36)}`;
      const token = `${payload}.${sign(payload).toString("base64url")}`;
      return { url: opts.siteUrl + previewPath(token), expiresAt: new Date(expires).toISOString() };
    },

    /** The post a token shows, its content prepared for the page; null when forged, expired or deleted. */
    read(token: string): Blog | null {
      const [idPart = "", expiresPart = "", signature, ...rest] = token.split(".");
      if (signature === undefined || rest.length > 0) return null;
      const expected = sign(`${idPart}.${expiresPart}`);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const expires = Number.parseInt(expiresPart, 36);
      if (!Number.isFinite(expires) || expires <= now()) return null;
      try {
        return blogs.getById(STAFF, Buffer.from(idPart, "base64url").toString(), richTextForPage);
      } catch (err) {
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      }
    },
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;
