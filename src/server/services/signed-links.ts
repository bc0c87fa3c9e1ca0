// Links that carry their own proof: a payload of dot-separated parts signed with a key derived from the server's
// secret for one purpose (a post's preview, a page's preview), so a signature made for one purpose never passes
// for another. A forged or altered token reads as nothing.
import { createHmac, timingSafeEqual } from "node:crypto";

export function linkSigner(secret: string, purpose: string) {
  const key = createHmac("sha256", secret).update(purpose).digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest();
  return {
    /** The parts (none may contain a ".") and their signature, as one token. */
    token(parts: readonly string[]): string {
      const payload = parts.join(".");
      return `${payload}.${sign(payload).toString("base64url")}`;
    },
    /** The parts of a token whose signature holds and that has one of the `counts` of parts; null otherwise. */
    read(token: string, counts: readonly number[]): string[] | null {
      const parts = token.split(".");
      const signature = parts.pop() ?? "";
      if (!counts.includes(parts.length)) return null;
      const expected = sign(parts.join("."));
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return parts;
    },
  };
}
