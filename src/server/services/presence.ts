// Who has a post open in the editor: each open editor sends a heartbeat every PRESENCE_HEARTBEAT_MS;
// an editor not heard from for PRESENCE_TIMEOUT_MS has left. Kept in memory, not in DATA_DIR: it is only
// ever a few seconds old, means nothing after a restart (every open editor announces itself again within
// one heartbeat), and one process serves every request (docs/decisions/007), so there is nothing to share.
// There is no lock: the edit-conflict rule (409 on a stale updatedAt) still protects every save.
import { PRESENCE_HEARTBEAT_MS } from "../../shared/constants";

/** An editor not heard from for this long has closed the post (two heartbeats missed, plus slack). */
export const PRESENCE_TIMEOUT_MS = PRESENCE_HEARTBEAT_MS * 2 + 15_000;

export type PresenceEntry = { name: string; openedAt: string };
type Seen = { name: string; openedAt: number; seenAt: number };

export function createPresenceService(now: () => number = Date.now) {
  const posts = new Map<string, Map<string, Seen>>();

  function prune(postId: string, at: number): Map<string, Seen> | undefined {
    const users = posts.get(postId);
    if (!users) return undefined;
    for (const [id, seen] of users) if (at - seen.seenAt > PRESENCE_TIMEOUT_MS) users.delete(id);
    if (users.size === 0) posts.delete(postId);
    return users.size === 0 ? undefined : users;
  }

  return {
    /** A heartbeat of `user` on the post; answers the others who have it open, longest first. */
    beat(postId: string, user: { id: string; name: string }): PresenceEntry[] {
      const at = now();
      const users = prune(postId, at) ?? new Map<string, Seen>();
      posts.set(postId, users);
      const known = users.get(user.id);
      users.set(user.id, { name: user.name, openedAt: known?.openedAt ?? at, seenAt: at });
      return [...users]
        .filter(([id]) => id !== user.id)
        .sort(([, a], [, b]) => a.openedAt - b.openedAt)
        .map(([, s]) => ({ name: s.name, openedAt: new Date(s.openedAt).toISOString() }));
    },

    /** The user closed the post. */
    leave(postId: string, userId: string): void {
      posts.get(postId)?.delete(userId);
      prune(postId, now());
    },
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
