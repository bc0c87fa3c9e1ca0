// Web Push: staff devices that turned alerts on, and the server's VAPID key pair.
import { z } from "zod";
import { text } from "./common";

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
