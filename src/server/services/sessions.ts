// Staff sessions: one row per signed-in browser or program, named by a random 256-bit token that only the
// browser's cookie (or a program's Bearer header) holds; the row stores its SHA-256. Ending a session deletes
// its row, so a cookie and a Bearer token are revoked in the same place. A session ends after 12 idle hours,
// and at the latest 30 days after sign-in with "Keep me signed in", 12 hours without.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { PublicUser, User } from "../../shared/schemas/user";
import type { SessionRecord } from "../storage/access-schemas";
import type { Storage } from "../storage";
import { apiMessages } from "../../shared/api-messages";
import { NotFound } from "../errors";
import { toPublicUser } from "./users";

const HOUR_MS = 60 * 60 * 1000;
/** Without a request for this long a session ends. */
export const SESSION_IDLE_MS = 12 * HOUR_MS;
/** The longest a session lasts: with "Keep me signed in", and without. */
export const SESSION_REMEMBER_MS = 30 * 24 * HOUR_MS;
export const SESSION_SHORT_MS = 12 * HOUR_MS;
/** "Last seen" is written at most this often per session (not on every request). */
export const LAST_SEEN_STEP_MS = 60 * 1000;
/** A user's sessions are capped: a sign-in past this ends the one seen longest ago. */
export const SESSIONS_PER_USER = 50;

/** What the sessions list shows of a session. */
export type SessionView = { id: string; browser: string; address: string; createdAt: string; lastSeenAt: string; current: boolean };

/** The session a request carries, resolved: its user, its row, and its token (to compare with the list). */
export type ActiveSession = { user: PublicUser; session: SessionRecord };

export type SignInFacts = { remember?: boolean; agent?: string; address?: string };

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A token is 43 base64url characters (32 random bytes); anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** "Chrome on Android" from a User-Agent: enough to tell one's own sessions apart. */
export function browserName(agent: string): string {
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /OPR\/|Opera/.test(agent)
      ? "Opera"
      : /Firefox\//.test(agent)
        ? "Firefox"
        : /Chrome\/|CriOS\//.test(agent)
          ? "Chrome"
          : /Safari\//.test(agent)
            ? "Safari"
            : /curl\//.test(agent)
              ? "curl"
              : "";
  const system = /Android/.test(agent)
    ? "Android"
    : /iPhone|iPad|iOS/.test(agent)
      ? "iOS"
      : /Windows/.test(agent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(agent)
          ? "macOS"
          : /Linux/.test(agent)
            ? "Linux"
            : "";
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || "A program or unknown browser";
}

/** The table sessions are kept in: staff's `sessions`, clients' `client_sessions` (the same kind of row). */
type SessionTable = Storage["sessions"];

/**
 * Sessions of one kind of owner (staff users, clients) in one table: `ownerOf` finds the owner a row names
 * (undefined: the owner is gone, and so is the session).
 */
export function createSessionStore<O>(sessions: SessionTable, ownerOf: (id: string) => O | undefined, now: () => number = Date.now) {
  const expired = (s: SessionRecord, at: number) => at >= s.expiresAt || at - s.lastSeenAt >= SESSION_IDLE_MS;
  const ofOwner = (ownerId: string) => sessions.find({ where: { user_id: ownerId }, sort: "-last_seen" });

  return {
    /** Starts a session for the owner: the token to hand to the browser (cookie) or the program (Bearer). */
    start(ownerId: string, { remember = false, agent = "", address = "" }: SignInFacts = {}): { token: string; session: SessionRecord } {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const session: SessionRecord = {
        id: hashToken(token),
        ref: randomUUID(),
        userId: ownerId,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: at + (remember ? SESSION_REMEMBER_MS : SESSION_SHORT_MS),
        remember,
        agent: agent.slice(0, 300),
        address: address.slice(0, 64),
      };
      sessions.transaction(() => {
        // The owner's ended sessions go; past the cap, the ones seen longest ago make room.
        const own = ofOwner(ownerId);
        const live = own.filter((s) => !expired(s, at));
        const gone = [...own.filter((s) => expired(s, at)), ...live.slice(SESSIONS_PER_USER - 1)];
        if (gone.length) sessions.removeWhere({ id: { in: gone.map((s) => s.id) } });
        sessions.create(session);
      });
      return { token, session };
    },

    /** The owner and session a token stands for, or null (unknown, ended, expired, or its owner removed). Notes the visit. */
    resolve(token: string): { owner: O; session: SessionRecord } | null {
      if (!TOKEN_SHAPE.test(token)) return null;
      const session = sessions.get(hashToken(token));
      if (!session) return null;
      const at = now();
      const owner = ownerOf(session.userId);
      if (owner === undefined || expired(session, at)) {
        sessions.remove(session.id);
        return null;
      }
      if (at - session.lastSeenAt >= LAST_SEEN_STEP_MS) {
        const seen = { ...session, lastSeenAt: at };
        sessions.update(session.id, seen);
        return { owner, session: seen };
      }
      return { owner, session };
    },

    /** Ends the session of this token (logout); nothing when there is none. */
    end(token: string): void {
      if (TOKEN_SHAPE.test(token)) sessions.removeWhere({ id: hashToken(token) });
    },

    /** An owner's live sessions, most recently seen first; `current` marks the one asking. */
    list(ownerId: string, current?: SessionRecord): SessionView[] {
      const at = now();
      return ofOwner(ownerId)
        .filter((s) => !expired(s, at))
        .map((s) => ({
          id: s.ref,
          browser: browserName(s.agent),
          address: s.address,
          createdAt: new Date(s.createdAt).toISOString(),
          lastSeenAt: new Date(s.lastSeenAt).toISOString(),
          current: s.id === current?.id,
        }));
    },

    /** Ends one of the owner's own sessions, named by its list id; 404 when they have none of that id. */
    endOne(ownerId: string, ref: string): { id: string } {
      const session = ofOwner(ownerId).find((s) => s.ref === ref);
      if (!session) throw new NotFound(apiMessages.sessionNotFound);
      sessions.remove(session.id);
      return { id: ref };
    },

    /** Ends every session of the owner but `keep` (the one asking); answers how many ended. */
    endOthers(ownerId: string, keep: SessionRecord): { ended: number } {
      return { ended: sessions.removeWhere({ user_id: ownerId, id: { ne: keep.id } }) };
    },

    /** Ends every session of the owner (a password change or reset, a removal, an erasure). */
    endAll(ownerId: string): number {
      return sessions.removeWhere({ user_id: ownerId });
    },

    /** Deletes the rows of sessions that have ended (the nightly upkeep). */
    prune(): number {
      const at = now();
      return sessions.removeWhere({ or: [{ expires_at: { lte: at } }, { last_seen: { lte: at - SESSION_IDLE_MS } }] });
    },
  };
}

/** Staff sessions: the store over `sessions`, its owners the users (as the API shows them). */
export function createSessionService({ sessions, users }: Pick<Storage, "sessions" | "users">, { now = Date.now }: { now?: () => number } = {}) {
  const store = createSessionStore(
    sessions,
    (id) => {
      const user = users.get(id);
      return user ? toPublicUser(user) : undefined;
    },
    now,
  );
  return {
    ...store,
    /** Starts a session for `user`. */
    start: (user: Pick<User, "id">, facts: SignInFacts = {}) => store.start(user.id, facts),
    /** The user and session a token stands for, or null. */
    resolve(token: string): ActiveSession | null {
      const found = store.resolve(token);
      return found && { user: found.owner, session: found.session };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
