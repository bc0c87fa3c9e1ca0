import { Router } from "express";
import { requireRole } from "../auth/middleware";
import type { Services } from "../services";

export function uploadRouter({ uploads }: Services): Router {
  const r = Router();
  r.post("/", requireRole("admin", "editor"), async (req, res) => void res.status(201).json(await uploads.saveImage(req.headers, req)));
  return r;
}
