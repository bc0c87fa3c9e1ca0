// Sidebar quick links: text and url (https:// added when it has no scheme; then it must be a real web
// address), in the order the admin sets.
import { apiMessages } from "../../shared/api-messages";
import { sidebarLinkInputSchema, sidebarLinkOrderSchema, type SidebarLink } from "../../shared/schemas/sidebar-link";
import { isWebUrl } from "../../shared/urls";
import { Invalid } from "../errors";
import type { Storage } from "../storage";
import { SYSTEM, type Actor } from "./events";
import { createRecordService } from "./record-service";
import { parseInput } from "./validate";
import { STAFF } from "./visibility";

const byOrder = (a: SidebarLink, b: SidebarLink) => a.order - b.order;

export function createSidebarLinkService({ sidebarLinks }: Pick<Storage, "sidebarLinks">) {
  const base = createRecordService(sidebarLinks, sidebarLinkInputSchema, {
    notFound: apiMessages.notFound,
    key: "_id",
    order: byOrder,
    created: false,
    // A new link goes last; an edit keeps its place.
    prepare: (input, old, all) => ({ ...input, order: old?.order ?? Math.max(-1, ...all().map((l) => l.order)) + 1 }),
  });
  const list = (): SidebarLink[] => base.list(STAFF);
  return {
    /** Every link in the admin's order. */
    list,
    /** What visitors see: links stored before the URL rule that are not web addresses are left out. */
    listPublic(): SidebarLink[] {
      return list().filter((l) => isWebUrl(l.url));
    },
    create: base.create,
    /** A stale updatedAt in the body answers 409 and changes nothing. The order stays. */
    update: base.update,
    remove: base.remove,
    /**
     * Sets the order: `ids` lists every link once. Not an edit of any link's text or address,
     * so their updatedAt stays (an open edit form is not made stale by a move).
     */
    async reorder(body: unknown, actor: Actor = SYSTEM): Promise<SidebarLink[]> {
      const { ids } = parseInput(sidebarLinkOrderSchema, body);
      sidebarLinks.transaction(() => {
        const items = sidebarLinks.find();
        const known = new Set(items.map((l) => l._id));
        if (ids.length !== items.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) throw Invalid.field("ids", apiMessages.linkOrderMismatch);
        // The log names the order itself, not one link.
        const subject = { _id: "order", text: "Sidebar links" };
        ids.forEach((id, order) => sidebarLinks.update(id, { order }, { actor, verb: "reordered", subject }));
      });
      return list();
    },
  };
}

export type SidebarLinkService = ReturnType<typeof createSidebarLinkService>;
