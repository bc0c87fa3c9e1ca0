// Web Push alerts on staff devices: the VAPID key pair (generated at first start, stored in
// push-keys), each device's subscription (push-subscriptions), and the notification of a new enquiry or a
// booked call-back. The message is encrypted (aes128gcm) and signed (VAPID) by web-push and sent with
// fetch; a push service that answers 404 or 410 has dropped the subscription, so it is removed.
import { randomUUID } from "node:crypto";
import { loadWebPush } from "../lazy-modules";
import { leadMessages } from "../../shared/lead-messages";
import { pushSubscriptionInputSchema, type PushKey } from "../../shared/schemas/push";
import type { Enquiry } from "../../shared/schemas/enquiry";
import { Invalid } from "../errors";
import type { Logger } from "../log";
import type { Storage } from "../storage";
import type { ChangeEvents } from "./events";
import { parseInput } from "./validate";

export type PushOptions = {
  /** PUSH_ALLOW_HTTP: plain-HTTP push endpoints (a local push service in tests). */
  allowHttp: boolean;
  /** The VAPID subject: the firm's contact (mailto:). */
  subject: () => string;
  /** Whether a user may still receive enquiry alerts (an admin who still exists). */
  mayReceive: (userId: string) => boolean;
  log: Logger;
};

export type PushMessage = { title: string; body: string; url: string; tag?: string };

export function createPushService({ pushKeys, pushSubscriptions }: Pick<Storage, "pushKeys" | "pushSubscriptions">, opts: PushOptions) {
  let keys: Promise<PushKey> | undefined;
  const sending = new Set<Promise<void>>();

  /** The stored key pair, made and stored on first use. */
  function keyPair(): Promise<PushKey> {
    keys ??= (async () => {
      const stored = pushKeys.find()[0];
      if (stored) return stored;
      const { publicKey, privateKey } = (await loadWebPush()).generateVAPIDKeys();
      const made: PushKey = { publicKey, privateKey, createdAt: new Date().toISOString() };
      // A list of one: the new pair replaces any other.
      return pushKeys.transaction(() => {
        pushKeys.removeWhere({});
        return pushKeys.create(made);
      });
    })();
    keys.catch(() => (keys = undefined));
    return keys;
  }

  function endpointOf(raw: string): string {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw Invalid.field("", leadMessages.pushEndpoint);
    }
    if (url.protocol !== "https:" && !(opts.allowHttp && url.protocol === "http:")) throw Invalid.field("", leadMessages.pushEndpoint);
    return url.href;
  }

  async function sendTo(sub: { id: string; endpoint: string; keys: { p256dh: string; auth: string } }, message: PushMessage): Promise<void> {
    const { publicKey, privateKey } = await keyPair();
    const request = (await loadWebPush()).generateRequestDetails(sub, JSON.stringify(message), {
      vapidDetails: { subject: opts.subject(), publicKey, privateKey },
      TTL: 3600,
      urgency: "high",
      contentEncoding: "aes128gcm",
    });
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 404 || res.status === 410) {
      pushSubscriptions.remove(sub.id);
      opts.log.info(`[push] removed a subscription the push service no longer knows (${res.status})`);
    } else if (!res.ok) {
      opts.log.warn(`[push] push service answered ${res.status}`);
    }
  }

  return {
    async publicKey(): Promise<string> {
      return (await keyPair()).publicKey;
    },

    /** Stores (or refreshes) this device's subscription for the user. */
    async subscribe(userId: string, body: unknown): Promise<{ endpoint: string }> {
      const raw = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
      const input = parseInput(pushSubscriptionInputSchema, { endpoint: raw.endpoint, keys: raw.keys });
      const endpoint = endpointOf(input.endpoint);
      await keyPair();
      pushSubscriptions.transaction(() => {
        const old = pushSubscriptions.find({ where: { endpoint } })[0];
        const record = { id: old?.id ?? randomUUID(), userId, endpoint, keys: input.keys, createdAt: new Date().toISOString() };
        if (old) pushSubscriptions.update(old.id, record);
        else pushSubscriptions.create(record);
      });
      return { endpoint };
    },

    /** Removes this device's subscription (the user's own). */
    async unsubscribe(userId: string, body: unknown): Promise<{ endpoint: string }> {
      const endpoint = body && typeof body === "object" && typeof (body as { endpoint?: unknown }).endpoint === "string" ? (body as { endpoint: string }).endpoint : "";
      if (!endpoint) throw Invalid.field("endpoint", "is required");
      pushSubscriptions.removeWhere({ endpoint, userId });
      return { endpoint };
    },

    /** Sends `message` to every device of the users who may receive it; never throws. */
    notify(message: PushMessage): Promise<void> {
      const targets = pushSubscriptions.find().filter((s) => opts.mayReceive(s.userId));
      const run = Promise.all(targets.map((s) => sendTo(s, message).catch((err: Error) => opts.log.warn(`[push] could not send an alert: ${err.message}`)))).then(() => undefined);
      sending.add(run);
      void run.finally(() => sending.delete(run));
      return run;
    },

    /** The alert of a new enquiry (a booked call-back says when). */
    enquiryAlert(e: Enquiry): Promise<void> {
      const when = e.callbackAt ? new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(e.callbackAt)) : "";
      return this.notify({
        title: e.callbackAt ? leadMessages.pushCallback(e.name, when) : leadMessages.pushNewEnquiry(e.name),
        body: [e.service, e.message.split("\n")[0]?.slice(0, 120)].filter(Boolean).join(": "),
        url: `/admin/enquiries?open=${encodeURIComponent(e.id)}`,
        tag: `enquiry-${e.id}`,
      });
    },

    /** Resolves once no alert is being sent (tests, shutdown). */
    async settled(): Promise<void> {
      while (sending.size) await Promise.all([...sending]);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;

/** The staff's alert of each new enquiry, once it is stored (committed): never delays or fails the submission. */
export function subscribeEnquiryAlerts(events: ChangeEvents, push: Pick<PushService, "enquiryAlert">): () => void {
  return events.subscribe((e) => {
    // The feed carries the whole stored enquiry (its call-back, service and message).
    if (String(e.type) === "enquiry.created" && e.after) void push.enquiryAlert(e.after as unknown as Enquiry);
  });
}
