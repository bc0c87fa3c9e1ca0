// Sidebar quick links: text and url (https:// added when it has no scheme; then it must be a real web
// address), in the order the admin sets.
import { randomUUID } from "node:crypto";
import { apiMessages } from "../../shared/api-messages";
import { sidebarLinkInputSchema, sidebarLinkOrderSchema, type SidebarLink } from "../../shared/schemas/sidebar-link";
import { isWebUrl } from "../../shared/urls";
import { Invalid, NotFound } from "../errors";
import type { Storage } from "../storage";
import { assertNotStale, stamp, withoutEditor, type Editor } from "./conflict";
import { parseInput } from "./validate";
import { noEvents, SYSTEM, type Actor, type ChangeEvents } from "./events";

const byOrder = (a: SidebarLink, b: SidebarLink) => a.order - b.order;

/** `events`: writes are announced as link.created, .updated, .reordered, .deleted (services/events.ts). */
export function createSidebarLinkService(storage: Storage, events: ChangeEvents = noEvents()) {
  const { sidebarLinks } = storage;
  return {
    /** Every link in the admin's order. */
    list(): SidebarLink[] {
      return sidebarLinks.all().toSorted(byOrder).map(withoutEditor);
    },
    /** What visitors see: links stored before the URL rule that are not web addresses are left out. */
    listPublic(): SidebarLink[] {
      return this.list().filter((l) => isWebUrl(l.url));
    },
    async create(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<SidebarLink> {
      const input = parseInput(sidebarLinkInputSchema, body);
      const link = await sidebarLinks.write((items) => {
        const created: SidebarLink = { _id: randomUUID(), ...input, order: Math.max(-1, ...items.map((l) => l.order)) + 1, ...stamp(undefined, editor) };
        items.push(created);
        return created;
      });
      events.emit("link.created", actor, { after: link });
      return withoutEditor(link);
    },
    /** A stale updatedAt in the body answers 409 and changes nothing. The order stays. */
    async update(id: string, body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<SidebarLink> {
      const input = parseInput(sidebarLinkInputSchema, body);
      let before: SidebarLink | undefined;
      const saved = await sidebarLinks.write((items) => {
        const i = items.findIndex((l) => l._id === id);
        const old = items[i];
        if (!old) throw new NotFound();
        assertNotStale(body, old);
        const next = { _id: id, ...input, order: old.order, ...stamp(old, editor) };
        items[i] = next;
        before = old;
        return next;
      });
      events.emit("link.updated", actor, { before, after: saved });
      return withoutEditor(saved);
    },
    /**
     * Sets the order: `ids` lists every link once. Not an edit of any link's text or address,
     * so their updatedAt stays (an open edit form is not made stale by a move).
     */
    async reorder(body: unknown, actor: Actor = SYSTEM): Promise<SidebarLink[]> {
      const { ids } = parseInput(sidebarLinkOrderSchema, body);
      await sidebarLinks.write((items) => {
        const known = new Set(items.map((l) => l._id));
        if (ids.length !== items.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) throw Invalid.field("ids", apiMessages.linkOrderMismatch);
        const position = new Map(ids.map((id, i) => [id, i]));
        for (const l of items) l.order = position.get(l._id)!;
      });
      // The log names the order itself, not one link.
      events.emit("link.reordered", actor, { after: { _id: "order", text: "Sidebar links" } });
      return this.list();
    },
    async remove(id: string, actor: Actor = SYSTEM): Promise<{ id: string }> {
      const before = await sidebarLinks.write((items) => {
        const i = items.findIndex((l) => l._id === id);
        if (i < 0) throw new NotFound();
        return items.splice(i, 1)[0];
      });
      events.emit("link.deleted", actor, { before });
      return { id };
    },
  };
}

export type SidebarLinkService = ReturnType<typeof createSidebarLinkService>;
