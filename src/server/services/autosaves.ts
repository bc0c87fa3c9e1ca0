// Server autosave of the blog editor: each user's working copy of a post, one per user and post,
// kept while the form has unsaved changes and offered back when the post is opened again on any device.
// Not a revision and never public; a save of the post by that user clears it (a listener of the change feed),
// and a user keeps at most AUTOSAVES_PER_USER of them (the oldest go).
import { autosaveInputSchema, type AutosaveAnswer } from "../../shared/schemas/autosave";
import type { Storage } from "../storage";
import type { ChangeEvents } from "./events";
import { parseInput } from "./validate";

/** Working copies kept per user (each can be a large post). */
export const AUTOSAVES_PER_USER = 20;

const keyOf = (userId: string, postId: string) => `${userId}:${postId}`;

export function createAutosaveService({ autosaves }: Pick<Storage, "autosaves">) {
  return {
    /** The user's autosave of the post, or null. */
    get(userId: string, postId: string): AutosaveAnswer | null {
      const found = autosaves.get(keyOf(userId, postId));
      return found ? { values: found.values, savedAt: found.savedAt } : null;
    },

    /** Keeps `body.values` as the user's autosave of the post (replacing the last one). */
    async put(userId: string, postId: string, body: unknown): Promise<{ savedAt: string }> {
      const { values } = parseInput(autosaveInputSchema, body);
      const savedAt = new Date().toISOString();
      autosaves.transaction(() => {
        autosaves.remove(keyOf(userId, postId));
        autosaves.create({ userId, postId, values, savedAt });
        const [oldestKept] = autosaves.keys({ where: { user_id: userId }, sort: "-seq", offset: AUTOSAVES_PER_USER - 1, limit: 1 });
        if (oldestKept) autosaves.removeWhere({ user_id: userId, seq: { precedes: oldestKept } });
      });
      return { savedAt };
    },

    /** Removes the user's autosave of the post (nothing to remove: nothing happens). */
    async clear(userId: string, postId: string): Promise<void> {
      autosaves.remove(keyOf(userId, postId));
    },
  };
}

export type AutosaveService = ReturnType<typeof createAutosaveService>;

/** A save of a post ends the saver's working copy of it. */
export function subscribeAutosaveCleanup(events: ChangeEvents, autosaves: AutosaveService, userIdOf: (email: string) => string | undefined): () => void {
  return events.subscribe((e) => {
    if (e.kind !== "post" || !e.after || !e.before || !e.actor.user) return;
    const userId = userIdOf(e.actor.user.email);
    if (userId) void autosaves.clear(userId, e.after.id);
  });
}
