import { Router, type Response } from "express";
import { bearerToken, requireRole } from "../auth/middleware";
import type { Services } from "../services";
import { actorOf } from "../services/events";

/** Aborts when the client goes away before its answer: a sign-in waiting its turn leaves the queue. */
function abandonedWith(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once("close", () => !res.writableFinished && controller.abort());
  return controller.signal;
}

export function authRouter({ users, authors, passwordResets }: Services): Router {
  const r = Router();
  r.post("/login", async (req, res) => void res.json(await users.login(req.body, req.ip, abandonedWith(res))));
  r.get("/me", requireRole("admin", "editor"), (req, res) => {
    const { role, email, name } = req.user!;
    res.json({ role, email, name });
  });
  // Own public profile: name, title, bio, photo, memberships, shown on /team or not.
  r.get("/profile", requireRole("admin", "editor"), (req, res) => void res.json({ data: authors.profileOf(req.user!.id) }));
  r.put("/profile", requireRole("admin", "editor"), async (req, res) => void res.json({ data: await authors.updateProfile(req.user!.id, req.body, actorOf(req)) }));
  // Own password: the answer holds a fresh token, since the change ends every earlier session.
  r.put(
    "/password",
    requireRole("admin", "editor"),
    async (req, res) => void res.json({ data: await users.changeOwnPassword(req.user!.id, req.body, req.ip, abandonedWith(res)) }),
  );
  // Logout: this session's token is revoked on the server.
  r.post("/logout", requireRole("admin", "editor"), async (req, res) => {
    await users.logout(bearerToken(req) ?? "");
    res.json({ data: { loggedOut: true } });
  });
  // Forgot / reset password by e-mail: the same answer whether or not the e-mail is known.
  r.post("/forgot-password", (req, res) => void res.json({ data: passwordResets.request(req.body, req.ip) }));
  r.post("/reset-password", async (req, res) => void res.json({ data: await passwordResets.reset(req.body, req.ip) }));
  return r;
}
