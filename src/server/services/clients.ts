// Clients (docs/product.md#cases): the people cases are opened for, one per e-mail address. A client signs in
// without a password: a link e-mailed to their address (only its SHA-256 is kept) works once, for 15 minutes;
// opening it shows a Continue button whose POST signs in, so a mail scanner that opens links does not use it up.
// The answer to "send me a link" is the same, and as quick, whether or not the address is a client's; requests
// are throttled like password resets. A client's session is a staff session's kind in a table of its own.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { caseMessages } from "../../shared/case-messages";
import { loginInputSchema, type Client } from "../../shared/schemas/case";
import { PRIVACY_NOTICE_VERSION } from "../../shared/privacy";
import { Invalid, NotFound, TooManyRequests } from "../errors";
import type { Logger } from "../log";
import type { Storage } from "../storage";
import type { CaseMailer } from "./case-mail";
import { clientNetwork } from "./login-throttle";
import { windowCounter } from "./rate-window";
import { createSessionStore, type SignInFacts } from "./sessions";
import { parseInput } from "./validate";

/** A link asked for at /client works this long. */
export const CLIENT_LINK_MINUTES = 15;
/** The first link, in the paid order's e-mail, is read later than one just asked for: it works for 3 days (still once). */
export const FIRST_LINK_MINUTES = 3 * 24 * 60;
const WINDOW_MS = 15 * 60 * 1000;
/** Link e-mails per address in a window; more requests are answered the same but send nothing. */
export const LINK_MAILS_PER_EMAIL = 3;
/** Link requests per client address (an IPv6 /64) in a window; then 429. */
export const LINK_REQUESTS_PER_IP = 10;
/** Live links per client at most (the newest kept). */
const LINKS_PER_CLIENT = 3;

const hashToken = (token: string) => createHash("sha256").update(`client-link:${token}`).digest("hex");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type ClientServiceOptions = { mailer: CaseMailer; siteUrl: string; log: Logger; now: () => number };

export function createClientService(storage: Pick<Storage, "clients" | "clientLinks" | "clientSessions" | "transaction">, { mailer, siteUrl, log, now }: ClientServiceOptions) {
  const { clients, clientLinks: links } = storage;
  const perIp = windowCounter(LINK_REQUESTS_PER_IP, WINDOW_MS, now);
  const perEmail = windowCounter(LINK_MAILS_PER_EMAIL, WINDOW_MS, now);
  const sessions = createSessionStore(storage.clientSessions, (id) => clients.get(id), now);
  const iso = () => new Date(now()).toISOString();
  const byEmail = (email: string) => clients.find({ where: { email: email.trim().toLowerCase() }, limit: 1 })[0];

  /** A new single-use link for the client, valid `minutes`; their oldest live links beyond the cap go. */
  function newLink(client: Client, minutes: number): string {
    const token = randomBytes(32).toString("base64url");
    const at = now();
    storage.transaction(() => {
      const live = links.find({ where: { client_id: client.id }, sort: "-seq" });
      const gone = live.filter((l, i) => l.expiresAt <= at || i >= LINKS_PER_CLIENT - 1).map((l) => l.id);
      if (gone.length) links.removeWhere({ id: { in: gone } });
      links.create({ id: hashToken(token), clientId: client.id, createdAt: at, expiresAt: at + minutes * 60_000 });
    });
    return `${siteUrl}/client/login?token=${token}`;
  }

  return {
    sessions,
    get: (id: string) => clients.get(id),
    byEmail,
    require(id: string): Client {
      const c = clients.get(id);
      if (!c) throw new NotFound(caseMessages.clientNotFound);
      return c;
    },

    /** The client of this address, made when there is none yet (a case is opening for them). Not a write of its own outside a transaction's caller. */
    ensure(person: { name: string; email: string; phone?: string }): Client {
      const email = person.email.trim().toLowerCase();
      const known = byEmail(email);
      if (known) return known;
      const at = iso();
      return clients.create({ id: randomUUID(), email, name: person.name.trim(), phone: person.phone?.trim() ?? "", createdAt: at, updatedAt: at });
    },

    /** The first link, for the paid order's e-mail (valid FIRST_LINK_MINUTES). */
    firstLink: (client: Client) => newLink(client, FIRST_LINK_MINUTES),

    /**
     * "Send me a link": answered at once and the same for any address; for a client's, a link is made and
     * e-mailed after the answer (at most LINK_MAILS_PER_EMAIL a window). 429 past LINK_REQUESTS_PER_IP.
     */
    requestLink(body: unknown, ip?: string): { sent: true } {
      const { email } = parseInput(loginInputSchema, body);
      const { allowed, retryAfterSeconds } = perIp(clientNetwork(ip));
      if (!allowed) throw new TooManyRequests(retryAfterSeconds);
      if (!perEmail(email).allowed) return { sent: true };
      setImmediate(() => {
        try {
          const client = byEmail(email);
          if (!client) return;
          void mailer.signInLink({ name: client.name, email: client.email }, newLink(client, CLIENT_LINK_MINUTES), CLIENT_LINK_MINUTES);
        } catch (err) {
          log.warn({ err }, "[clients] the sign-in link could not be made");
        }
      });
      return { sent: true };
    },

    /** True while the link may still be used (the Continue page asks before it shows its button). */
    linkWorks(token: string): boolean {
      if (!TOKEN_SHAPE.test(token)) return false;
      const link = links.get(hashToken(token));
      return Boolean(link && link.expiresAt > now());
    },

    /**
     * Uses the link: it is removed whatever follows, a session starts, and the first sign-in records consent
     * to the privacy notice's version. 400 when the link is unknown, used or expired.
     */
    signIn(token: string, facts: SignInFacts = {}): { token: string; client: Client } {
      const link = TOKEN_SHAPE.test(token) ? links.get(hashToken(token)) : undefined;
      if (!link || link.expiresAt <= now()) {
        if (link) links.remove(link.id);
        throw new Invalid(caseMessages.linkInvalid, [{ path: "token", message: caseMessages.linkInvalid }]);
      }
      const client = storage.transaction(() => {
        links.remove(link.id);
        const at = iso();
        return clients.update(link.clientId, (c) => ({
          ...c,
          lastSignInAt: at,
          ...(c.consent?.version === PRIVACY_NOTICE_VERSION ? {} : { consent: { version: PRIVACY_NOTICE_VERSION, at } }),
          updatedAt: at,
        }));
      });
      return { token: sessions.start(client.id, facts).token, client };
    },

    /** The client asks for their data to be erased: staff see it in /admin/cases and act on it. */
    requestErasure(id: string): Client {
      return clients.update(id, (c) => ({ ...c, erasureRequestedAt: c.erasureRequestedAt ?? iso(), updatedAt: iso() }), { verb: "erasure-requested" });
    },

    /** Clients who asked for erasure, oldest request first. */
    erasureRequests: () => clients.find({ where: { erasure_requested_at: { exists: true } }, sort: "erasure_requested_at" }),

    /** Deletes expired links and ended sessions (the nightly upkeep). */
    prune(): number {
      return links.removeWhere({ expires_at: { lte: now() } }) + sessions.prune();
    },
  };
}

export type ClientService = ReturnType<typeof createClientService>;
