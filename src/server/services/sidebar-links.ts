// Sidebar quick links: text and url (https:// added when it has no scheme).
import { randomUUID } from "node:crypto";
import { sidebarLinkInputSchema, type SidebarLink } from "../../shared/schemas/sidebar-link";
import { NotFound } from "../errors";
import type { Storage } from "../storage";
import { assertNotStale, stamp, withoutEditor, type Editor } from "./conflict";
import { parseInput } from "./validate";

export function createSidebarLinkService(storage: Storage) {
  const { sidebarLinks } = storage;
  return {
    list(): SidebarLink[] {
      return sidebarLinks.all().map(withoutEditor);
    },
    async create(body: unknown, editor?: Editor): Promise<SidebarLink> {
      const link: SidebarLink = { _id: randomUUID(), ...parseInput(sidebarLinkInputSchema, body), ...stamp(undefined, editor) };
      await sidebarLinks.write((items) => void items.push(link));
      return withoutEditor(link);
    },
    /** A stale updatedAt in the body answers 409 and changes nothing. */
    async update(id: string, body: unknown, editor?: Editor): Promise<SidebarLink> {
      const input = parseInput(sidebarLinkInputSchema, body);
      const saved = await sidebarLinks.write((items) => {
        const i = items.findIndex((l) => l._id === id);
        if (i < 0) throw new NotFound();
        assertNotStale(body, items[i]);
        items[i] = { _id: id, ...input, ...stamp(items[i], editor) };
        return items[i];
      });
      return withoutEditor(saved);
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
