// The in-process job that re-sends enquiry e-mails that failed (back-off is in services/enquiry-delivery.ts).
import cron from "node-cron";
import { cronLogger, type Logger } from "../log";
import type { Services } from "../services";

/**
 * One run of the job: sends what is due at `now` (retries, and the reminders of call-backs within the
 * hour). Exported so tests can run a tick with their own clock without waiting.
 */
export async function mailRetryTick(services: Services, now: number = services.now()): Promise<number> {
  const reminders = await services.enquiryDelivery.remindDue(now);
  return reminders + (await services.enquiryDelivery.retryDue(now));
}

/** Runs every minute (a tick sends nothing while mail is off: the admin may turn it on at any time); returns a stop function for shutdown. */
export function startMailRetryJob(services: Services, log: Logger): () => Promise<void> {
  const task = cron.schedule(
    "* * * * *",
    async () => {
      try {
        await mailRetryTick(services);
      } catch (err) {
        log.warn(`[mail-retry] tick failed: ${(err as Error).message}`);
      }
    },
    { name: "mail-retry", noOverlap: true, logger: cronLogger(log) },
  );
  return async () => {
    await task.stop();
    await services.enquiryDelivery.settled();
  };
}
