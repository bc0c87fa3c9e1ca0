// Web Push alerts on staff devices: the VAPID key pair (generated at first start, stored in
// push-keys), each device's subscription (push-subscriptions), and the notification of a new enquiry or a
// booked call-back. The message is encrypted (aes128gcm) and signed (VAPID) by web-push and sent with
// fetch; a push service that answers 404 or 410 has dropped the subscription, so it is removed.
import { randomUUID } from "node:crypto";
import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { loadWebPush } from "../lazy-modules";
import { leadMessages } from "../../shared/lead-messages";
import { pushSubscriptionInputSchema, type PushKey } from "../../shared/schemas/push";
import type { Enquiry } from "../../shared/schemas/enquiry";
import { Duplicate, Forbidden, Invalid } from "../errors";
import type { Logger } from "../log";
import type { Storage } from "../storage";
import type { ChangeEvents } from "./events";
import { parseInput } from "./validate";
import { dateTimeIn } from "../../shared/formats";

/** A resolver of host names to all their addresses, as node:dns/promises lookup(name, { all: true }). */
export type HostLookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

export type PushOptions = {
  /** PUSH_ALLOW_HTTP: plain-HTTP push endpoints (a local push service in tests). */
  allowHttp: boolean;
  /** The VAPID subject: the firm's contact (mailto:). */
  subject: () => string;
  /** Whether a user receives alerts (an admin who still exists, receivesAlerts of schemas/push.ts): others may not subscribe. */
  mayReceive: (userId: string) => boolean;
  log: Logger;
  /** Resolves a host name to all its addresses (node:dns/promises lookup with all: true; tests answer their own). */
  lookup?: HostLookup;
};

// Addresses a push endpoint may not reach: the server would otherwise send requests, on a staff member's say,
// into its own network (cloud metadata at 169.254.169.254, services on loopback or the private ranges).
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network", the unspecified address
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT (Alibaba's metadata is 100.100.100.200)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128],
  ["100::", 64], // discard
  ["fc00::", 7], // unique local (AWS's IPv6 metadata is fd00:ec2::254)
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, "ipv6");
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

// IPv6 addresses that carry an IPv4 address in their last 32 bits, which is what they reach: IPv4-mapped
// (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d, what DNS64 answers on an IPv6-only network).
const EMBEDS_IPV4 = new BlockList();
EMBEDS_IPV4.addSubnet("::ffff:0:0", 96, "ipv6");
EMBEDS_IPV4.addSubnet("64:ff9b::", 96, "ipv6");

/** The IPv4 address in the last 32 bits of an IPv6 address. */
function lastIpv4(address: string): string {
  const groups = new URL(`http://[${address}]`).hostname.slice(1, -1).split(":");
  const [hi, lo] = groups.slice(-2).map((g) => parseInt(g || "0", 16)) as [number, number];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
}

/** Whether `address` (an IP) is a public internet address; `allowLoopback` lets a local push service through (PUSH_ALLOW_HTTP). */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // Checked as their IPv4 address: a ::ffff:0:0/96 rule in NOT_PUBLIC would match every IPv4 address (BlockList maps them).
  if (family === 6 && EMBEDS_IPV4.check(address, "ipv6")) return isPublicAddress(lastIpv4(address), allowLoopback);
  const type = family === 4 ? "ipv4" : "ipv6";
  if (allowLoopback && LOOPBACK.check(address, type)) return true;
  return !NOT_PUBLIC.check(address, type);
}

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

  const lookup = opts.lookup ?? ((hostname: string) => dnsLookup(hostname, { all: true, verbatim: true }));

  /** Whether every address `url`'s host resolves to is public (loopback too with PUSH_ALLOW_HTTP); false when it does not resolve. */
  async function reachable(url: URL): Promise<boolean> {
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const addresses = await lookup(host).catch(() => []);
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address, opts.allowHttp));
  }

  async function endpointOf(raw: string): Promise<string> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw Invalid.field("", leadMessages.pushEndpoint);
    }
    if (url.protocol !== "https:" && !(opts.allowHttp && url.protocol === "http:")) throw Invalid.field("", leadMessages.pushEndpoint);
    if (!(await reachable(url))) throw Invalid.field("", leadMessages.pushEndpointPrivate);
    return url.href;
  }

  async function sendTo(sub: { id: string; endpoint: string; keys: { p256dh: string; auth: string } }, message: PushMessage): Promise<void> {
    // Checked again when sending: the name may point elsewhere now than when the device subscribed.
    if (!(await reachable(new URL(sub.endpoint)))) {
      opts.log.warn("[push] not sent: the push service's address is no longer a public one");
      return;
    }
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

    /** Stores (or refreshes) this device's subscription for the user; 403 for a user who gets no alerts. */
    async subscribe(userId: string, body: unknown): Promise<{ endpoint: string }> {
      if (!opts.mayReceive(userId)) throw new Forbidden(leadMessages.pushAdminsOnly);
      const raw = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
      const input = parseInput(pushSubscriptionInputSchema, { endpoint: raw.endpoint, keys: raw.keys });
      const endpoint = await endpointOf(input.endpoint);
      await keyPair();
      pushSubscriptions.transaction(() => {
        const old = pushSubscriptions.find({ where: { endpoint } })[0];
        // A device's endpoint is its first subscriber's: another account may not take over its alerts.
        if (old && old.userId !== userId) throw new Duplicate(leadMessages.pushEndpointTaken);
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
      const when = e.callbackAt ? dateTimeIn("en", e.callbackAt) : "";
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
