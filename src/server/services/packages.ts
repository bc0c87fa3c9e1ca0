// Service packages and prices: stored records, admin-managed; visitors see published ones in the
// admin's order. Prices are whole rupees, positive, the original not below the price (packageInputSchema).
import { randomUUID } from "node:crypto";
import { apiMessages } from "../../shared/api-messages";
import { packageInputSchema, type Package, type ServicePackage } from "../../shared/schemas/package";
import { Invalid, NotFound } from "../errors";
import type { Storage } from "../storage";
import { assertNotStale, stamp, withoutEditor, type Editor } from "./conflict";
import { parseInput } from "./validate";
import { statusVerb, SYSTEM, type Actor, type Announce } from "./events";
import type { Viewer } from "./visibility";

const byOrder = (a: Package, b: Package) => a.order - b.order || a.title.localeCompare(b.title);

/** The fields the public site shows (no ids, status or who saved). */
export const publicPackage = (p: Package): ServicePackage => ({
  slug: p.slug,
  title: p.title,
  description: p.description,
  features: p.features,
  price: p.price,
  originalPrice: p.originalPrice,
  duration: p.duration,
  popular: p.popular,
  includes: p.includes,
  excludes: p.excludes,
  steps: p.steps,
});

/** `announce`: writes are announced as package.created, .published, ... (services/events.ts). */
export function createPackageService(storage: Storage, announce: Announce = () => undefined) {
  const { packages } = storage;
  const assertSlugFree = (items: Package[], slug: string, id?: string) => {
    if (items.some((p) => p.slug === slug && p.id !== id)) throw Invalid.field("slug", apiMessages.packageSlugTaken);
  };

  return {
    /** Admins see every package; everyone else the published ones. In the admin's order. */
    list(viewer: Viewer): Package[] {
      return packages
        .all()
        .filter((p) => viewer.staff || p.status === "published")
        .toSorted(byOrder)
        .map((p) => withoutEditor(p) as Package);
    },

    /** What the public pages show: published packages in order. */
    listPublic(): ServicePackage[] {
      return packages
        .all()
        .filter((p) => p.status === "published")
        .toSorted(byOrder)
        .map(publicPackage);
    },

    getById(viewer: Viewer, id: string): Package {
      const p = packages.find((x) => x.id === id);
      if (!p || (!viewer.staff && p.status !== "published")) throw new NotFound(apiMessages.packageNotFound);
      return withoutEditor(p) as Package;
    },

    async create(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<Package> {
      const input = parseInput(packageInputSchema, body);
      const saved = await packages.write((items) => {
        assertSlugFree(items, input.slug);
        const order = input.order ?? Math.max(-1, ...items.map((p) => p.order)) + 1;
        const stamped = stamp(undefined, editor);
        const item: Package = { ...input, order, id: randomUUID(), createdAt: stamped.updatedAt, ...stamped };
        items.push(item);
        return item;
      });
      announce("created", actor, { after: saved });
      return withoutEditor(saved) as Package;
    },

    /** A full update; a stale updatedAt in the body answers 409 and changes nothing. */
    async update(id: string, body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<Package> {
      const input = parseInput(packageInputSchema, body);
      let before: Package | undefined;
      const saved = await packages.write((items) => {
        const i = items.findIndex((p) => p.id === id);
        const old = items[i];
        if (!old) throw new NotFound(apiMessages.packageNotFound);
        assertNotStale(body, old);
        assertSlugFree(items, input.slug, id);
        const next: Package = { ...old, ...input, order: input.order ?? old.order, id, ...stamp(old, editor) };
        items[i] = next;
        before = old;
        return next;
      });
      announce(statusVerb(before?.status, saved.status), actor, { before, after: saved });
      return withoutEditor(saved) as Package;
    },

    async remove(id: string, actor: Actor = SYSTEM): Promise<{ id: string }> {
      const before = await packages.write((items) => {
        const i = items.findIndex((p) => p.id === id);
        if (i < 0) throw new NotFound(apiMessages.packageNotFound);
        return items.splice(i, 1)[0];
      });
      announce("deleted", actor, { before });
      return { id };
    },
  };
}

export type PackageService = ReturnType<typeof createPackageService>;
