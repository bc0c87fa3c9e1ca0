// Sidebar quick links: text and url (https:// added when it has no scheme; then it must be a real web
// address, issue 21), in the order the admin sets.
import { randomUUID } from "node:crypto";
import { apiMessages } from "../../shared/api-messages";
import { sidebarLinkInputSchema, sidebarLinkOrderSchema, type SidebarLink } from "../../shared/schemas/sidebar-link";
import { isWebUrl } from "../../shared/urls";
import { Invalid, NotFound } from "../errors";
import type { Storage } from "../storage";
import { assertNotStale, stamp, withoutEditor, type Editor } from "./conflict";
import { parseInput } from "./validate";

const byOrder = (a: SidebarLink, b: SidebarLink) => a.order - b.order;

export function createSidebarLinkService(storage: Storage) {
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
    async create(body: unknown, editor?: Editor): Promise<SidebarLink> {
      const input = parseInput(sidebarLinkInputSchema, body);
      const link = await sidebarLinks.write((items) => {
        const created: SidebarLink = { _id: randomUUID(), ...input, order: Math.max(-1, ...items.map((l) => l.order)) + 1, ...stamp(undefined, editor) };
        items.push(created);
        return created;
      });
      return withoutEditor(link);
    },
    /** A stale updatedAt in the body answers 409 and changes nothing. The order stays. */
    async update(id: string, body: unknown, editor?: Editor): Promise<SidebarLink> {
      const input = parseInput(sidebarLinkInputSchema, body);
      const saved = await sidebarLinks.write((items) => {
        const i = items.findIndex((l) => l._id === id);
        const old = items[i];
        if (!old) throw new NotFound();
        assertNotStale(body, old);
        const next = { _id: id, ...input, order: old.order, ...stamp(old, editor) };
        items[i] = next;
        return next;
      });
      return withoutEditor(saved);
    },
    /**
     * Sets the order (issue 21): `ids` lists every link once. Not an edit of any link's text or address,
     * so their updatedAt stays (an open edit form is not made stale by a move).
     */
    async reorder(body: unknown): Promise<SidebarLink[]> {
      const { ids } = parseInput(sidebarLinkOrderSchema, body);
      await sidebarLinks.write((items) => {
        const known = new Set(items.map((l) => l._id));
        if (ids.length !== items.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) throw Invalid.field("ids", apiMessages.linkOrderMismatch);
        const position = new Map(ids.map((id, i) => [id, i]));
        for (const l of items) l.order = position.get(l._id)!;
      });
      return this.list();
    },
    async remove(id: string): Promise<{ id: string }> {
      await sidebarLinks.write((items) => {
        const i = items.findIndex((l) => l._id === id);
        if (i < 0) throw new NotFound();
        items.splice(i, 1);
      });
      return { id };
    },
  };
}

export type SidebarLinkService = ReturnType<typeof createSidebarLinkService>;
