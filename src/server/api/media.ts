import { Router } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";

/** The media library: staff browse it, set alt texts and delete unused images. */
export function mediaRouter({ media }: Services): Router {
  const r = Router();
  r.get("/", requireRole("admin", "editor"), (req, res) => void res.json(media.list({ q: req.query.q, page: req.query.page, at: req.query.at })));
  r.put("/:name", requireRole("admin", "editor"), async (req, res) => void res.json({ data: await media.setAlt(param(req, "name"), req.body) }));
  r.delete("/:name", requireRole("admin", "editor"), async (req, res) => void res.json({ data: await media.remove(param(req, "name")) }));
  return r;
}
