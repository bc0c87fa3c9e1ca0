// Web Push: staff devices that turned alerts on, and the server's VAPID key pair.
import { z } from "zod";
import { text } from "./common";
import type { Role } from "./user";

/**
 * Who gets staff alerts (a new enquiry or call-back, a paid order, a client's document or message): admins. Only they
 * are offered "Turn on alerts", and the API refuses to subscribe anyone else's device.
 */
export const ALERT_ROLES: readonly Role[] = ["admin"];
export const receivesAlerts = (role: string | undefined): boolean => (ALERT_ROLES as readonly string[]).includes(role ?? "");

/** Staff devices that turned alerts on (Web Push subscriptions). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: text().trim().min(1).max(2000),
  keys: z.object({ p256dh: text().min(1).max(200), auth: text().min(1).max(100) }),
});
export const pushSubscriptionSchema = pushSubscriptionInputSchema.extend({ id: z.string(), userId: z.string(), createdAt: z.string() });
export type PushSubscriptionRecord = z.infer<typeof pushSubscriptionSchema>;
/** The VAPID key pair, generated at first start (a list of one). */
export const pushKeySchema = z.object({ publicKey: z.string(), privateKey: z.string(), createdAt: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;
