// Staff accounts, admin only. Created or reset without a password: the generated one is in that answer only.
import { Router } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { peek, userTarget } from "../services/activity";

export function usersRouter({ users, activity }: Services): Router {
  const r = Router();
  r.get("/", requireRole("admin"), (_req, res) => void res.json({ data: users.list() }));
  r.get("/:id", requireRole("admin"), (req, res) => void res.json({ data: users.get(param(req, "id")) }));
  // Writes are recorded in the activity log (issue 16); a generated password is in the answer only.
  r.post("/", requireRole("admin"), async (req, res) => {
    const data = await users.add(req.body);
    await activity.record(req, "create", userTarget(data));
    res.status(201).json({ data });
  });
  r.put("/:id", requireRole("admin"), async (req, res) => {
    const data = await users.update(param(req, "id"), req.body);
    await activity.record(req, "update", userTarget(data));
    res.json({ data });
  });
  r.put("/:id/password", requireRole("admin"), async (req, res) => {
    const data = await users.resetPassword(param(req, "id"), req.body);
    await activity.record(req, "password-reset", userTarget(data));
    res.json({ data });
  });
  // End all sessions of a user (issue 16): every token they hold stops working.
  r.delete("/:id/sessions", requireRole("admin"), async (req, res) => {
    const data = await users.endSessions(param(req, "id"));
    await activity.record(req, "sessions-ended", userTarget(data));
    res.json({ data });
  });
  r.delete("/:id", requireRole("admin"), async (req, res) => {
    const before = peek(() => users.get(param(req, "id")));
    const data = await users.remove(param(req, "id"));
    await activity.record(req, "delete", userTarget(before ?? { id: data.id, email: "" }));
    res.json({ data });
  });
  return r;
}
