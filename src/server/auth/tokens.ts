// JWTs: HS256 only (pinned on verify), 12 h expiry, the user's token version inside.
import jwt from "jsonwebtoken";

export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export type TokenClaims = { sub: string; ver: number };

export function signToken(secret: string, claims: TokenClaims): string {
  return jwt.sign({ ver: claims.ver }, secret, { algorithm: "HS256", subject: claims.sub, expiresIn: TOKEN_TTL_SECONDS });
}

/** The claims of a valid token, or null for anything else (bad signature, expired, other algorithm). */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    // maxAge also refuses tokens without iat; a token must carry an expiry too (ours always do).
    const payload = jwt.verify(token, secret, { algorithms: ["HS256"], maxAge: TOKEN_TTL_SECONDS });
    if (typeof payload !== "object" || typeof payload.exp !== "number" || typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    return { sub: payload.sub, ver: payload.ver };
  } catch {
    return null;
  }
}
