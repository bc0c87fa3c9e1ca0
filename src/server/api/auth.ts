import { Router } from "express";
import { requireRole } from "../auth/middleware";
import type { Services } from "../services";

export function authRouter({ users }: Services): Router {
  const r = Router();
  r.post("/login", async (req, res) => void res.json(await users.login(req.body)));
  r.get("/me", requireRole("admin", "editor"), (req, res) => {
    const { role, email, name } = req.user!;
    res.json({ role, email, name });
  });
  return r;
}
