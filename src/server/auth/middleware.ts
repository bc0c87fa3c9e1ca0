// Who a request is: the staff session its cookie (the admin in a browser) or its Bearer header (a program)
// names, resolved once per request by `authenticate`; role checks per route with requireRole(...); and the
// refusal of cookie-borne writes sent from another site (`refuseCrossSite`).
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { apiMessages } from "../../shared/api-messages";
import type { PublicUser, Role } from "../../shared/schemas/user";
import { Forbidden, Unauthenticated } from "../errors";
import type { SessionRecord } from "../storage/access-schemas";
import type { ActiveSession } from "../services/sessions";
import type { Viewer } from "../services/visibility";
import { clearedSessionCookies, sessionCookieOf } from "./session-cookie";

/** How the request carried its session: the browser's cookie, or a program's Authorization header. */
export type Carrier = "cookie" | "bearer";

declare module "express-serve-static-core" {
  interface Request {
    /** The staff user of a valid session, if any. */
    user?: PublicUser;
    /** That session, its token and how it came. */
    staffSession?: { record: SessionRecord; token: string; carrier: Carrier };
  }
}

export function bearerToken(req: Request): string | null {
  const header = req.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Sets req.user and req.staffSession from a valid session: the Bearer header when there is one, else the cookie.
 * A cookie that names no live session is removed (the browser stops sending it); a route that requires a
 * session answers 401 later.
 */
export function authenticate(resolve: (token: string) => ActiveSession | null): RequestHandler {
  return (req, res, next) => {
    const bearer = bearerToken(req);
    const token = bearer ?? sessionCookieOf(req);
    if (!token) return next();
    const active = resolve(token);
    if (active) {
      req.user = active.user;
      req.staffSession = { record: active.session, token, carrier: bearer ? "bearer" : "cookie" };
    } else if (!bearer) {
      res.append("Set-Cookie", clearedSessionCookies(req));
      res.locals.sessionEnded = true;
    }
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins a form or script of this site sends from: the site's configured address and the one asked. */
function ownOrigins(req: Request, siteUrl: string): string[] {
  const asked = `${req.protocol}://${req.get("host") ?? ""}`;
  let site = "";
  try {
    site = new URL(siteUrl).origin;
  } catch {
    // A configured address that is not a URL names no origin.
  }
  return [asked, site];
}

/**
 * A write that carries the session cookie must come from this site: its Origin (or, without one, the
 * browser's Sec-Fetch-Site) names this site, else 403 and nothing changes. A browser sends at least one of
 * them with every POST, so a request with neither is not a browser's and is refused too. Requests without the
 * cookie (a visitor's enquiry, a program's Bearer call) are not cookie-borne and pass.
 */
export function refuseCrossSite(siteUrl: string, names?: Parameters<typeof sessionCookieOf>[1]): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || bearerToken(req) || !sessionCookieOf(req, names)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const sameSite = origin && origin !== "null" ? ownOrigins(req, siteUrl).includes(origin) : fetchSite === "same-origin";
    if (!sameSite) return next(new Forbidden(apiMessages.crossSite));
    next();
  };
}

export function requireRole(...roles: Role[]): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.user) return next(new Unauthenticated());
    if (!roles.includes(req.user.role)) return next(new Forbidden());
    next();
  };
}

/** Staff (admin or editor) see drafts and scheduled items; everyone else sees what is public. */
export function viewerOf(req: Request): Viewer {
  return { staff: req.user?.role === "admin" || req.user?.role === "editor" };
}
