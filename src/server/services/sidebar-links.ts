// Sidebar quick links: text and url (https:// added when it has no scheme).
import { randomUUID } from "node:crypto";
import { sidebarLinkInputSchema, type SidebarLink } from "../../shared/schemas/sidebar-link";
import { NotFound } from "../errors";
import type { Storage } from "../storage";
import { parseInput } from "./validate";

export function createSidebarLinkService(storage: Storage) {
  const { sidebarLinks } = storage;
  return {
    list(): SidebarLink[] {
      return [...sidebarLinks.all()];
    },
    async create(body: unknown): Promise<SidebarLink> {
      const link: SidebarLink = { _id: randomUUID(), ...parseInput(sidebarLinkInputSchema, body) };
      await sidebarLinks.write((items) => void items.push(link));
      return link;
    },
    async update(id: string, body: unknown): Promise<SidebarLink> {
      const input = parseInput(sidebarLinkInputSchema, body);
      return sidebarLinks.write((items) => {
        const i = items.findIndex((l) => l._id === id);
        if (i < 0) throw new NotFound();
        items[i] = { _id: id, ...input };
        return items[i];
      });
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
