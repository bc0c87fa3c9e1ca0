// The session tokens (jsonwebtoken, loaded at first use): HS256 with a 12-hour life, a token id and the
// user's token version; anything else is refused.
import jwt from "jsonwebtoken";
import { describe, expect, it } from "vitest";
import { signToken, TOKEN_TTL_SECONDS, verifyToken } from "../../src/server/auth/tokens";

const SECRET = "a-test-secret-that-is-long-enough-1234";

describe("session tokens", () => {
  it("carry the user, the token version, an id and a 12-hour expiry", () => {
    const ours = signToken(SECRET, { sub: "u1", ver: 3 });
    const read = jwt.verify(ours, SECRET, { algorithms: ["HS256"], maxAge: TOKEN_TTL_SECONDS }) as jwt.JwtPayload;
    expect(read).toMatchObject({ sub: "u1", ver: 3 });
    expect(read.exp! - read.iat!).toBe(TOKEN_TTL_SECONDS);
    expect(verifyToken(SECRET, ours)).toEqual({ sub: "u1", ver: 3, jti: read.jti, exp: read.exp });

    const theirs = jwt.sign({ ver: 1 }, SECRET, { algorithm: "HS256", subject: "u2", expiresIn: 600, jwtid: "j-1" });
    expect(verifyToken(SECRET, theirs)).toMatchObject({ sub: "u2", ver: 1, jti: "j-1" });
  });

  it("refuse a changed payload, an unsigned token, a future nbf, too old an iat, and what is not a token", () => {
    const [head, body, sig] = signToken(SECRET, { sub: "u1", ver: 0 }).split(".");
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), ver: 9 })).toString("base64url");
    expect(verifyToken(SECRET, `${head}.${other}.${sig}`)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    expect(verifyToken(SECRET, `${none}.${body}.`)).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    expect(verifyToken(SECRET, jwt.sign({ ver: 0, nbf: now + 60 }, SECRET, { subject: "u", expiresIn: 600, jwtid: "j" }))).toBeNull();
    const old = jwt.sign({ ver: 0, iat: now - TOKEN_TTL_SECONDS - 5, exp: now + 600 }, SECRET, { subject: "u", jwtid: "j" });
    expect(verifyToken(SECRET, old)).toBeNull();
    for (const t of ["", "a.b", "a.b.c.d", `${head}.${body}`, "x".repeat(40)]) expect(verifyToken(SECRET, t)).toBeNull();
  });
});
