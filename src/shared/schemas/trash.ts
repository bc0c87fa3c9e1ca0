// The trash: deleted posts, offers, news items, resources and packages, kept 30 days and restorable.
import { z } from "zod";

export const TRASH_TYPES = ["blog", "offer", "news", "resource", "package"] as const;
export const trashTypeSchema = z.enum(TRASH_TYPES);
export type TrashType = z.infer<typeof trashTypeSchema>;

/** How long an item stays in the trash before the nightly job removes it for good. */
export const TRASH_KEEP_DAYS = 30;

const redirectCopy = z.object({ from: z.string(), to: z.string(), createdAt: z.string() });

/** A stored trash entry: the item as it was, and (posts) the redirects of its old addresses. */
export const trashEntrySchema = z.object({
  type: trashTypeSchema,
  id: z.string(),
  title: z.string(),
  deletedAt: z.string(),
  /** The name of who deleted it. */
  deletedBy: z.string(),
  item: z.record(z.string(), z.unknown()),
  redirects: z.array(redirectCopy).optional(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

/** An entry of GET /api/trash. */
export const trashItemSchema = trashEntrySchema.pick({ type: true, id: true, title: true, deletedAt: true, deletedBy: true });
export type TrashItem = z.infer<typeof trashItemSchema>;
