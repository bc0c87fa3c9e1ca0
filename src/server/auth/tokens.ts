// JWTs: HS256 only (pinned on verify), 12 h expiry, the user's token version and a token id (jti) inside.
// The token id lets one session be revoked (logout); the version ends all of a user's sessions at once.
// jsonwebtoken and its dependencies cost the start-up ~50 ms: the package is loaded at the first
// sign-in or staff request (synchronously: signing and checking stay synchronous), not when the server starts.
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import type JsonWebToken from "jsonwebtoken";

export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export type TokenClaims = { sub: string; ver: number };
/** A verified token: its claims, its id and when it expires (seconds since the epoch). */
export type VerifiedToken = TokenClaims & { jti: string; exp: number };

let loaded: typeof JsonWebToken | undefined;
const jwt = (): typeof JsonWebToken => (loaded ??= createRequire(import.meta.url)("jsonwebtoken") as typeof JsonWebToken);

export function signToken(secret: string, claims: TokenClaims): string {
  return jwt().sign({ ver: claims.ver }, secret, { algorithm: "HS256", subject: claims.sub, expiresIn: TOKEN_TTL_SECONDS, jwtid: randomUUID() });
}

/** The claims of a valid token, or null for anything else (bad signature, expired, other algorithm, no id). */
export function verifyToken(secret: string, token: string): VerifiedToken | null {
  try {
    // maxAge also refuses tokens without iat; a token must carry an expiry too (ours always do).
    const payload = jwt().verify(token, secret, { algorithms: ["HS256"], maxAge: TOKEN_TTL_SECONDS });
    if (typeof payload !== "object" || typeof payload.exp !== "number" || typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    if (typeof payload.jti !== "string" || !payload.jti) return null;
    return { sub: payload.sub, ver: payload.ver, jti: payload.jti, exp: payload.exp };
  } catch {
    return null;
  }
}
