// Bearer-token authentication and role checks. Every write route names its roles with requireRole(...).
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { PublicUser, Role } from "../../shared/schemas/user";
import { Forbidden, Unauthenticated } from "../errors";
import type { Viewer } from "../services/visibility";

declare module "express-serve-static-core" {
  interface Request {
    /** The staff user of a valid bearer token, if any. */
    user?: PublicUser;
  }
}

export function bearerToken(req: Request): string | null {
  const header = req.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Sets req.user from a valid bearer token; an invalid token on a route that requires one answers 401 later. */
export function authenticate(resolve: (token: string) => PublicUser | null): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req);
    if (token) req.user = resolve(token) ?? undefined;
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
