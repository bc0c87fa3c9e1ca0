// Seeds demo content into an empty DATA_DIR (DEMO_CONTENT=true): posts, links, an offer, news, resources.
import { randomUUID } from "node:crypto";
import { articleInputSchema } from "../../shared/schemas/article";
import { blogInputSchema } from "../../shared/schemas/blog";
import { offerInputSchema } from "../../shared/schemas/offer";
import { sidebarLinkInputSchema } from "../../shared/schemas/sidebar-link";
import { sanitizeRichText } from "../services/sanitize";
import type { Storage } from ".";
import { seedBlogs, seedImageSpecs, seedNews, seedOffers, seedResources, seedSidebarLinks } from "./seed-data";
import { writeSeedImages } from "./seed-images";

export function isEmpty(storage: Storage): boolean {
  return [storage.blogs, storage.offers, storage.sidebarLinks, storage.news, storage.resources].every((c) => c.all().length === 0);
}

function stamped<T>(item: T) {
  const now = new Date().toISOString();
  return { ...item, id: randomUUID(), createdAt: now, updatedAt: now };
}

/** Seeds only when every content collection is empty; returns whether it seeded. */
export async function seedDemoContent(storage: Storage, uploadsDir: string): Promise<boolean> {
  if (!isEmpty(storage)) return false;
  await writeSeedImages(uploadsDir, seedImageSpecs);
  const blogs = seedBlogs.map((b) => blogInputSchema.parse(b)).map((b) => stamped({ ...b, content: sanitizeRichText(b.content) }));
  const articles = (list: unknown[]) => list.map((a) => articleInputSchema.parse(a)).map((a) => stamped({ ...a, body: sanitizeRichText(a.body) }));
  await storage.blogs.write((items) => void items.push(...blogs));
  await storage.sidebarLinks.write((items) => void items.push(...seedSidebarLinks.map((l) => ({ _id: randomUUID(), ...sidebarLinkInputSchema.parse(l), updatedAt: new Date().toISOString() }))));
  await storage.offers.write((items) => void items.push(...seedOffers.map((o) => stamped(offerInputSchema.parse(o)))));
  await storage.news.write((items) => void items.push(...articles(seedNews)));
  await storage.resources.write((items) => void items.push(...articles(seedResources)));
  return true;
}
