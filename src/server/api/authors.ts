// Authors: the public profiles of staff, for the byline, /author/{slug} and /team.
import { Router } from "express";
import { param } from "../http/params";
import type { Services } from "../services";

export function authorsRouter({ authors }: Services): Router {
  const r = Router();
  r.get("/", (_req, res) => void res.json({ data: authors.list() }));
  r.get("/:slug", (req, res) => void res.json({ data: authors.bySlug(param(req, "slug")) }));
  return r;
}
