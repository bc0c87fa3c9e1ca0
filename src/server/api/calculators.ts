// /api/calculators: the GST calculator's rates and the incorporation-cost table; read by anyone,
// replaced whole by admins (with the table's updatedAt for the edit-conflict check).
import { Router } from "express";
import { requireRole } from "../auth/middleware";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";
import { actorOf } from "../services/events";

export function calculatorsRouter({ calculators }: Services): Router {
  const r = Router();
  r.get("/gst-rates", (_req, res) => void res.json({ data: { items: calculators.rates(), updatedAt: calculators.ratesStamp() } }));
  r.put("/gst-rates", requireRole("admin"), async (req, res) => {
    const items = await calculators.replaceRates(req.body, editorOf(req.user), actorOf(req));
    res.json({ data: { items, updatedAt: calculators.ratesStamp() } });
  });
  r.get("/incorporation-fees", (_req, res) => void res.json({ data: { items: calculators.fees(), updatedAt: calculators.feesStamp() } }));
  r.put("/incorporation-fees", requireRole("admin"), async (req, res) => {
    const items = await calculators.replaceFees(req.body, editorOf(req.user), actorOf(req));
    res.json({ data: { items, updatedAt: calculators.feesStamp() } });
  });
  return r;
}
