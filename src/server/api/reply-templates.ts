// The inbox's saved reply templates, admin only.
import { Router } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";

export function replyTemplatesRouter({ replyTemplates }: Services): Router {
  const r = Router();
  r.get("/", requireRole("admin"), async (_req, res) => void res.json({ data: await replyTemplates.list() }));
  r.post("/", requireRole("admin"), async (req, res) => void res.status(201).json({ data: await replyTemplates.create(req.body) }));
  r.put("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await replyTemplates.update(param(req, "id"), req.body) }));
  r.delete("/:id", requireRole("admin"), async (req, res) => {
    await replyTemplates.remove(param(req, "id"));
    res.json({ data: { id: param(req, "id") } });
  });
  return r;
}
