// The staff session's cookie: HttpOnly, SameSite=Lax, Path=/, no Domain. Over HTTPS it is `__Host-session`
// with Secure (the prefix requires both, and pins the cookie to this host); on plain HTTP (a firm trying the
// site on its LAN) it is `session`. Only the browser's admin uses it; programs send the same kind of token as
// `Authorization: Bearer`.
import { parse, serialize } from "cookie";
import type { Request } from "express";
import { SESSION_REMEMBER_MS } from "../services/sessions";

export const SECURE_COOKIE = "__Host-session";
export const PLAIN_COOKIE = "session";
/** A client's session (their cases): the same kind of cookie under its own names, so neither stands for the other. */
export const CLIENT_COOKIES = { secure: "__Host-client", plain: "client" } as const;
const STAFF_COOKIES = { secure: SECURE_COOKIE, plain: PLAIN_COOKIE } as const;
type CookieNames = { secure: string; plain: string };

/** The session token a request's cookie carries, if any (the secure name first). */
export function sessionCookieOf(req: Pick<Request, "headers">, names: CookieNames = STAFF_COOKIES): string | null {
  const header = req.headers.cookie;
  if (!header || header.length > 8192) return null;
  const jar = parse(header);
  return jar[names.secure] ?? jar[names.plain] ?? null;
}

/** True when this request arrived over HTTPS (directly, or through the trusted proxy's X-Forwarded-Proto). */
const overHttps = (req: Pick<Request, "secure">) => req.secure;

/**
 * The Set-Cookie value that hands `token` to the browser. With "Keep me signed in" the cookie lasts as long
 * as the session may; without, it is a browser-session cookie (the server ends the session after 12 hours anyway).
 */
export function sessionCookie(req: Pick<Request, "secure">, token: string, remember: boolean, names: CookieNames = STAFF_COOKIES): string {
  const secure = overHttps(req);
  return serialize(secure ? names.secure : names.plain, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    ...(remember ? { maxAge: Math.floor(SESSION_REMEMBER_MS / 1000) } : {}),
  });
}

/** The Set-Cookie values that remove the session cookie (both names: either may be held). */
export function clearedSessionCookies(req: Pick<Request, "secure">, names: CookieNames = STAFF_COOKIES): string[] {
  const gone = { httpOnly: true, sameSite: "lax" as const, path: "/", maxAge: 0 };
  const plain = serialize(names.plain, "", gone);
  return overHttps(req) ? [serialize(names.secure, "", { ...gone, secure: true }), plain] : [plain];
}
