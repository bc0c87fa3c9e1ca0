// Seeds demo content into an empty DATA_DIR (DEMO_CONTENT=true): posts, links, an offer, news, resources.
import { randomUUID } from "node:crypto";
import { articleInputSchema } from "../../shared/schemas/article";
import { blogInputSchema } from "../../shared/schemas/blog";
import { offerInputSchema } from "../../shared/schemas/offer";
import { sidebarLinkInputSchema } from "../../shared/schemas/sidebar-link";
import { sanitizeRichText } from "../services/sanitize";
import type { Storage } from ".";
import { slugify } from "../../shared/slug";
import { keywordList } from "../../shared/sitemap";
import type { Term } from "../../shared/schemas/taxonomy";
import { seedBlogs, seedCategories, seedPostCategory, seedImageSpecs, seedNews, seedOffers, seedResources, seedSidebarLinks } from "./seed-data";
import { writeSeedImages } from "./seed-images";

export function isEmpty(storage: Storage): boolean {
  return [storage.blogs, storage.offers, storage.sidebarLinks, storage.news, storage.resources].every((c) => c.all().length === 0);
}

function stamped<T>(item: T) {
  const now = new Date().toISOString();
  return { ...item, id: randomUUID(), createdAt: now, updatedAt: now };
}

const ACRONYMS = new Set(["llp", "gst", "opc", "mca", "tds", "dsc", "roc", "msme", "ngo", "ip", "fema", "dpiit", "run", "spice+"]);
/** "ip india" -> "IP India": the demo keywords as tag names. */
const tagName = (keyword: string) => keyword.split(" ").map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1))).join(" ");

/** Seeds only when every content collection is empty; returns whether it seeded. */
export async function seedDemoContent(storage: Storage, uploadsDir: string): Promise<boolean> {
  if (!isEmpty(storage)) return false;
  await writeSeedImages(uploadsDir, seedImageSpecs);
  // Categories and tags (issue 20): the demo categories, and one tag per distinct keyword of the posts.
  const categories: Term[] = seedCategories.map((c) => stamped({ ...c }));
  const tags = new Map<string, Term>();
  const tagIdsOf = (keywords: string | undefined) =>
    keywordList(keywords).map((k) => {
      const slug = slugify(k);
      if (!tags.has(slug)) tags.set(slug, stamped({ slug, name: tagName(k), description: "" }));
      return tags.get(slug)!.id;
    });
  const blogs = seedBlogs
    .map((b) => blogInputSchema.parse(b))
    .map((b) => {
      const categoryId = categories.find((c) => c.slug === seedPostCategory[b.excerpt])?.id;
      return stamped({ ...b, content: sanitizeRichText(b.content), ...(categoryId && { categoryId }), tagIds: tagIdsOf(b.keywords) });
    });
  await storage.categories.write((items) => void items.push(...categories));
  await storage.tags.write((items) => void items.push(...tags.values()));
  const articles = (list: unknown[]) => list.map((a) => articleInputSchema.parse(a)).map((a) => stamped({ ...a, body: sanitizeRichText(a.body) }));
  await storage.blogs.write((items) => void items.push(...blogs));
  await storage.sidebarLinks.write((items) => void items.push(...seedSidebarLinks.map((l, order) => ({ _id: randomUUID(), ...sidebarLinkInputSchema.parse(l), order, updatedAt: new Date().toISOString() }))));
  await storage.offers.write((items) => void items.push(...seedOffers.map((o) => stamped(offerInputSchema.parse(o)))));
  await storage.news.write((items) => void items.push(...articles(seedNews)));
  await storage.resources.write((items) => void items.push(...articles(seedResources)));
  return true;
}
