// JWTs: HS256 only (pinned on verify), 12 h expiry, the user's token version and a token id (jti) inside.
// The token id lets one session be revoked (logout); the version ends all of a user's sessions at once.
// Signed and checked with node:crypto (the standard compact form, as jsonwebtoken wrote it: tokens issued
// before keep working): the jsonwebtoken package and its dependencies cost the start-up ~50 ms (issue 28).
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export type TokenClaims = { sub: string; ver: number };
/** A verified token: its claims, its id and when it expires (seconds since the epoch). */
export type VerifiedToken = TokenClaims & { jti: string; exp: number };

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
const signature = (secret: string, signed: string) => createHmac("sha256", secret).update(signed).digest("base64url");
const seconds = () => Math.floor(Date.now() / 1000);

export function signToken(secret: string, claims: TokenClaims): string {
  const iat = seconds();
  const payload = { ver: claims.ver, iat, exp: iat + TOKEN_TTL_SECONDS, sub: claims.sub, jti: randomUUID() };
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
  return `${signed}.${signature(secret, signed)}`;
}

function decodePart(part: string): Record<string, unknown> | null {
  if (!/^[\w-]+$/.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The claims of a valid token, or null for anything else (bad signature, expired, other algorithm, no id). */
export function verifyToken(secret: string, token: string): VerifiedToken | null {
  const parts = typeof token === "string" ? token.split(".") : [];
  if (parts.length !== 3) return null;
  const [head = "", body = "", sig = ""] = parts;
  const header = decodePart(head);
  if (header?.alg !== "HS256") return null;
  const expected = Buffer.from(signature(secret, `${head}.${body}`));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = decodePart(body);
  if (!payload) return null;
  const now = seconds();
  // A token must carry when it was issued and when it expires (ours always do), and be within both limits.
  const { iat, exp, nbf, sub, ver, jti } = payload;
  if (typeof iat !== "number" || typeof exp !== "number" || now >= exp || now >= iat + TOKEN_TTL_SECONDS) return null;
  if (nbf !== undefined && (typeof nbf !== "number" || now < nbf)) return null;
  if (typeof sub !== "string" || typeof ver !== "number" || typeof jti !== "string" || !jti) return null;
  return { sub, ver, jti, exp };
}
