// The invitation link's two calls, for whoever holds it: who it is for (the page it opens), and accepting it with
// a password, which signs the new user in (the session's cookie comes with the answer, as from the sign-in form).
import { Router } from "express";
import { sessionCookie } from "../auth/session-cookie";
import { param } from "../http/params";
import type { Services } from "../services";

export function invitationsRouter({ invitations }: Services): Router {
  const r = Router();
  r.post("/accept", async (req, res) => {
    const { token, user, twoStepSetup } = await invitations.accept(req.body, req.ip, { agent: req.get("user-agent") ?? "" });
    res.append("Set-Cookie", sessionCookie(req, token, false));
    res.json({ data: { user, twoStepSetup } });
  });
  r.get("/:token", (req, res) => void res.json({ data: invitations.check(param(req, "token")) }));
  return r;
}
