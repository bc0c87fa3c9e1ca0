// Server autosave of the blog editor: each user's working copy of a post, one per user and post,
// kept while the form has unsaved changes and offered back when the post is opened again on any device.
// Not a revision and never public; a save of the post by that user clears it (the blogs router calls clear).
import { autosaveInputSchema, type AutosaveAnswer } from "../../shared/schemas/autosave";
import type { Storage } from "../storage";
import { parseInput } from "./validate";

export function createAutosaveService(storage: Storage) {
  const { autosaves } = storage;
  const mine = (userId: string, postId: string) => (a: { userId: string; postId: string }) => a.userId === userId && a.postId === postId;

  return {
    /** The user's autosave of the post, or null. */
    get(userId: string, postId: string): AutosaveAnswer | null {
      const found = autosaves.find(mine(userId, postId));
      return found ? { values: found.values, savedAt: found.savedAt } : null;
    },

    /** Keeps `body.values` as the user's autosave of the post (replacing the last one). */
    async put(userId: string, postId: string, body: unknown): Promise<{ savedAt: string }> {
      const { values } = parseInput(autosaveInputSchema, body);
      const savedAt = new Date().toISOString();
      await autosaves.write((items) => {
        const i = items.findIndex(mine(userId, postId));
        const record = { userId, postId, values, savedAt };
        if (i < 0) items.push(record);
        else items[i] = record;
      });
      return { savedAt };
    },

    /** Removes the user's autosave of the post (nothing to remove: nothing happens). */
    async clear(userId: string, postId: string): Promise<void> {
      if (!autosaves.find(mine(userId, postId))) return;
      await autosaves.write((items) => {
        items.splice(0, items.length, ...items.filter((a) => !mine(userId, postId)(a)));
      });
    },
  };
}

export type AutosaveService = ReturnType<typeof createAutosaveService>;
