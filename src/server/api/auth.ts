import { Router, type Request, type Response } from "express";
import { requireRole } from "../auth/middleware";
import { clearedSessionCookies, sessionCookie } from "../auth/session-cookie";
import { Invalid } from "../errors";
import type { Services } from "../services";
import { actorOf } from "../services/events";
import type { SignedIn } from "../services/users";
import { param } from "../http/params";

/** Aborts when the client goes away before its answer: a sign-in waiting its turn leaves the queue. */
function abandonedWith(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once("close", () => !res.writableFinished && controller.abort());
  return controller.signal;
}

/** The facts a session keeps of the browser that started it. */
const browserOf = (req: Request) => ({ agent: req.get("user-agent") ?? "" });

/**
 * A new session after a password change: a browser gets it as its cookie (and never sees the token), a
 * program in the answer, as it got the first one from the login.
 */
function handOver(req: Request, res: Response, signedIn: SignedIn) {
  if (req.staffSession?.carrier === "cookie") {
    res.append("Set-Cookie", sessionCookie(req, signedIn.token, signedIn.remember));
    return { user: signedIn.user };
  }
  return { token: signedIn.token, user: signedIn.user };
}

export function authRouter({ users, sessions, team, passwordResets, twoStep }: Services): Router {
  const r = Router();
  const staff = requireRole("admin", "editor");
  // Programs sign in here and send the token as `Authorization: Bearer`; the browser's admin signs in through
  // the /admin/login form, which sets the cookie instead.
  r.post("/login", async (req, res) => {
    const { token, user } = await users.login(req.body, req.ip, abandonedWith(res), browserOf(req));
    res.json({ token, user });
  });
  r.get("/me", staff, (req, res) => {
    const { role, email, name } = req.user!;
    res.json({ role, email, name });
  });
  // Own public profile (the team member linked to the user): name, title, bio, photo, memberships, shown on /team or not.
  r.get("/profile", staff, (req, res) => void res.json({ data: team.profileOf(req.user!.id) }));
  r.put("/profile", staff, async (req, res) => void res.json({ data: await team.updateProfile(req.user!.id, req.body, actorOf(req)) }));
  // Own password: every session ends, and the one that made the change goes on with a new one.
  r.put("/password", staff, async (req, res) => {
    const remember = req.staffSession?.record.remember ?? false;
    const signedIn = await users.changeOwnPassword(req.user!.id, req.body, req.ip, abandonedWith(res), { ...browserOf(req), remember });
    res.json({ data: handOver(req, res, signedIn) });
  });
  // Logout: this session ends on the server, and the browser forgets its cookie.
  r.post("/logout", staff, (req, res) => {
    users.logout(req.staffSession!.token);
    if (req.staffSession!.carrier === "cookie") res.append("Set-Cookie", clearedSessionCookies(req));
    res.json({ data: { loggedOut: true } });
  });
  // Own sessions: the list (this one marked), one ended, or every other one ended.
  r.get("/sessions", staff, (req, res) => void res.json({ data: sessions.list(req.user!.id, req.staffSession!.record) }));
  r.delete("/sessions/:id", staff, (req, res) => {
    const ended = sessions.endOne(req.user!.id, param(req, "id"));
    if (req.staffSession!.record.ref === ended.id && req.staffSession!.carrier === "cookie") res.append("Set-Cookie", clearedSessionCookies(req));
    res.json({ data: ended });
  });
  r.delete("/sessions", staff, (req, res) => {
    if (req.query.others !== "true") throw new Invalid("Add ?others=true to sign out every session but this one");
    res.json({ data: sessions.endOthers(req.user!.id, req.staffSession!.record) });
  });
  // Two-step sign-in: begin (a secret and its otpauth URL), confirm with a code (the recovery codes, shown once), turn off with a code.
  r.post("/totp", staff, async (req, res) => void res.json({ data: await twoStep.begin(req.user!.id) }));
  r.post("/totp/confirm", staff, async (req, res) => void res.json({ data: await twoStep.confirm(req.user!.id, req.body, actorOf(req)) }));
  r.delete("/totp", staff, async (req, res) => void res.json({ data: await twoStep.disable(req.user!.id, req.body, actorOf(req)) }));
  // Forgot / reset password by e-mail: the same answer whether or not the e-mail is known.
  r.post("/forgot-password", (req, res) => void res.json({ data: passwordResets.request(req.body, req.ip) }));
  r.post("/reset-password", async (req, res) => void res.json({ data: await passwordResets.reset(req.body, req.ip) }));
  return r;
}
