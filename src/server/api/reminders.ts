// /api/reminders: the double opt-in sign-up, its confirmation link, the one-click unsubscribe
// (the link's GET, or the mail client's POST of RFC 8058), and the admin's subscriber count.
import { Router, type Response } from "express";
import { requireRole } from "../auth/middleware";
import { AppError } from "../errors";
import type { Services } from "../services";
import { calendarMessages } from "../../shared/tool-messages";

/** Where a link opened in a browser lands: the calendar page, which shows the outcome. */
const landing = (res: Response, outcome: "confirmed" | "unsubscribed" | "invalid") => res.redirect(303, `/compliance-calendar?reminders=${outcome}#reminders`);

export function remindersRouter({ reminders }: Services): Router {
  const r = Router();
  r.post("/", async (req, res) => {
    await reminders.request(req.body, req.ip ?? "");
    res.status(202).json({ data: { message: calendarMessages.reminderRequested } });
  });
  r.get("/stats", requireRole("admin"), (_req, res) => void res.json({ data: reminders.stats() }));
  // Links opened in a browser always land on the page (a stale link says so there, never as JSON).
  const viaLink = (action: (token: unknown) => Promise<void>, outcome: "confirmed" | "unsubscribed") => async (req: { query: Record<string, unknown> }, res: Response) => {
    try {
      await action(req.query.token);
      landing(res, outcome);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) landing(res, "invalid");
      else throw err;
    }
  };
  r.get(
    "/confirm",
    viaLink((t) => reminders.confirm(t), "confirmed"),
  );
  r.get(
    "/unsubscribe",
    viaLink((t) => reminders.unsubscribe(t), "unsubscribed"),
  );
  // One-click unsubscribe from the mail client (List-Unsubscribe-Post): 200, or 404 for a bad token.
  r.post("/unsubscribe", async (req, res) => {
    await reminders.unsubscribe(req.query.token);
    res.json({ data: { unsubscribed: true } });
  });
  return r;
}
