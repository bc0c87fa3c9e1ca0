// Seeds the demo content of the seed folder (seed-files.ts) into an empty DATA_DIR (DEMO_CONTENT=true):
// categories, tags, posts, sidebar links, an offer, news and resources. Every item is created through its
// service, so it passes the validation, slug and sanitising rules of anything staff save
// (docs/decisions/014-seed-content-as-files.md).
import type { Services } from "../services";
import { slugify } from "../../shared/slug";
import { keywordList } from "../../shared/sitemap";
import type { Term } from "../../shared/schemas/taxonomy";
import { readSeedContent, SEED_DIR } from "./seed-files";
import { writeSeedImages } from "./seed-images";

type SeedServices = Pick<Services, "storage" | "blogs" | "categories" | "tags" | "offers" | "news" | "resources" | "sidebarLinks">;

export function isEmpty(storage: Services["storage"]): boolean {
  return [storage.posts, storage.offers, storage.sidebarLinks, storage.news, storage.resources].every((c) => c.count() === 0);
}

const DAY_MS = 86_400_000;
/** `startsInDays` / `endsInDays` (days from now) become the offer's `date` / `validUntil`. */
export function relativeDates({ startsInDays, endsInDays, ...offer }: Record<string, unknown>, now = Date.now()): Record<string, unknown> {
  const at = (days: unknown) => new Date(now + Number(days) * DAY_MS).toISOString();
  return { ...offer, ...(typeof startsInDays === "number" && { date: at(startsInDays) }), ...(typeof endsInDays === "number" && { validUntil: at(endsInDays) }) };
}

/** Seeds only when every content collection is empty; returns whether it seeded. */
export async function seedDemoContent(services: SeedServices, uploadsDir: string, dir = SEED_DIR): Promise<boolean> {
  if (!isEmpty(services.storage)) return false;
  const seed = await readSeedContent(dir);
  await writeSeedImages(uploadsDir, seed.images);

  const createAll = async (create: (body: unknown) => Promise<Term>, terms: unknown[]) => {
    const bySlug = new Map<string, string>();
    for (const body of terms) {
      const t = await create(body);
      bySlug.set(t.slug, t.id);
    }
    return bySlug;
  };
  const categories = await createAll((b) => services.categories.create(b), seed.categories);
  const tags = await createAll((b) => services.tags.create(b), seed.tags);
  const idOf = (ids: Map<string, string>, slug: string, what: string) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`Seed post names an unknown ${what}: ${slug}`);
    return id;
  };

  for (const { category, ...post } of seed.posts) {
    // A post's tags are its keywords (each keyword's slug names a tag of tags.json).
    const tagIds = keywordList(post.keywords).map((k) => idOf(tags, slugify(k), "tag"));
    await services.blogs.create({ ...post, ...(category && { categoryId: idOf(categories, category, "category") }), tagIds });
  }
  for (const link of seed.sidebarLinks) await services.sidebarLinks.create(link);
  // Offers' dates are relative to the seeding: the demo offer is current in a fresh install.
  for (const offer of seed.offers) await services.offers.create(relativeDates(offer));
  for (const item of seed.news) await services.news.create(item);
  for (const item of seed.resources) await services.resources.create(item);
  return true;
}
