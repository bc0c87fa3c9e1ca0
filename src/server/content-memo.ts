// Values the pages compute from content alone, kept between renders: the public layout's
// data (firm, menus, structured data: the same for every page until the content changes) and the post
// bodies' sanitised HTML.
// - createContentMemo: named values kept until the next change event that may change what visitors see
//   (services/events.ts), and at most ttlMs (items whose date comes, offers that end: no event marks them).
// - memoiseByInput: a pure function of one string kept by its input (the content itself is the key, so an
//   edited body is a new key; nothing to invalidate), least recently used first out, bounded in characters.
import type { ContentMemo } from "../shared/context";
import type { ChangeEvent, ChangeEvents } from "./services/events";

/** Changes that never alter a public page: sign-ins, enquiries, backups. */
function changesPublicContent(event: ChangeEvent): boolean {
  if (event.type === "backup.restored") return true;
  if (event.kind === "enquiry" || event.kind === "backup") return false;
  return !(event.type === "user.signed-in" || event.type === "user.sign-in-failed" || event.type === "user.password-reset-requested");
}

export type ContentMemoStore = ContentMemo & { clear(): void; stop(): void };

export function createContentMemo(events: ChangeEvents, { ttlMs = 10_000, now = Date.now }: { ttlMs?: number; now?: () => number } = {}): ContentMemoStore {
  const entries = new Map<string, { value: unknown; at: number }>();
  const stop = events.subscribe((event) => {
    if (changesPublicContent(event)) entries.clear();
  });
  return {
    get<T>(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value) {
      entries.set(key, { value, at: now() });
    },
    clear: () => entries.clear(),
    stop,
  };
}

/** `fn` kept by its input: at most `maxChars` characters of inputs and outputs together, least recently used out. */
export function memoiseByInput(fn: (input: string) => string, { maxChars = 4_000_000 }: { maxChars?: number } = {}): (input: string) => string {
  const kept = new Map<string, string>();
  let chars = 0;
  return (input) => {
    const hit = kept.get(input);
    if (hit !== undefined) {
      // Most recently used last (a Map keeps insertion order).
      kept.delete(input);
      kept.set(input, hit);
      return hit;
    }
    const output = fn(input);
    const size = input.length + output.length;
    if (size > maxChars) return output;
    kept.set(input, output);
    chars += size;
    for (const [k, v] of kept) {
      if (chars <= maxChars) break;
      kept.delete(k);
      chars -= k.length + v.length;
    }
    return output;
  };
}
