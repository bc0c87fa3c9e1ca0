import { Router } from "express";
import type { Services } from "../services";

export function sitemapRouter({ sitemap }: Services): Router {
  const r = Router();
  r.get("/", (_req, res) => void res.json(sitemap.data()));
  return r;
}
