// A client's session (docs/product.md#cases): their cookie, on the client's pages and API only, resolved once
// per request into req.caseClient. A client is never req.user: no staff route can be reached with it, and a staff
// session reaches no client's page as a client.
import type { RequestHandler } from "express";
import type { Client } from "../../shared/schemas/case";
import type { SessionRecord } from "../storage/access-schemas";
import { Unauthenticated } from "../errors";
import { caseMessages } from "../../shared/case-messages";
import { CLIENT_COOKIES, clearedSessionCookies, sessionCookieOf } from "./session-cookie";

declare module "express-serve-static-core" {
  interface Request {
    /** The client of a valid client session, if any. */
    caseClient?: Client;
    clientSession?: { record: SessionRecord; token: string };
  }
}

/** The paths a client session is for: their pages and their API. */
export const CLIENT_PATH = /^\/(client|api\/client)(\/|\.data$|$)/;

/** Sets req.caseClient from the client cookie; a cookie that names no live session is removed. */
export function authenticateClient(resolve: (token: string) => { owner: Client; session: SessionRecord } | null): RequestHandler {
  return (req, res, next) => {
    const token = sessionCookieOf(req, CLIENT_COOKIES);
    if (!token) return next();
    const active = resolve(token);
    if (active) {
      req.caseClient = active.owner;
      req.clientSession = { record: active.session, token };
    } else res.append("Set-Cookie", clearedSessionCookies(req, CLIENT_COOKIES));
    next();
  };
}

/** 401 without a client session. */
export const requireClient: RequestHandler = (req, _res, next) => next(req.caseClient ? undefined : new Unauthenticated(caseMessages.signInNeeded));
