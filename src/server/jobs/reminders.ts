// The reminders job: e-mails each confirmed subscriber the due dates three days ahead (services/reminders.ts).
import cron from "node-cron";
import { cronLogger, type Logger } from "../log";
import type { Services } from "../services";

/** When the job runs, India time: early morning, before the working day. */
export const REMINDER_CRON = "0 7 * * *";

/** One run of the job at `now` (the clock is injectable so tests run a day without waiting). */
export function reminderTick(services: Services, now: number = services.now()): Promise<number> {
  return services.reminders.sendDue(now);
}

/** Runs every day (a run sends nothing while mail is off: the admin may turn it on at any time); returns a stop function for shutdown. */
export function startReminderJob(services: Services, log: Logger): () => Promise<void> {
  const task = cron.schedule(
    REMINDER_CRON,
    async () => {
      try {
        const sent = await reminderTick(services);
        if (sent) log.info(`[reminders] ${sent} reminder e-mail(s) sent`);
      } catch (err) {
        log.warn(`[reminders] tick failed: ${(err as Error).message}`);
      }
    },
    { name: "compliance-reminders", timezone: "Asia/Kolkata", noOverlap: true, logger: cronLogger(log) },
  );
  return async () => void (await task.stop());
}
