// Reads the seed content from its folder (src/server/storage/seed/; its README.md describes each file).
// This module checks the files' own structure; what an entry may contain is decided by the service it is
// created through (seed.ts, firm-seed.ts), as for anything staff save. Packages are read with their input
// schema already, since tests use them as the public site shows them.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { packageInputSchema, type PackageInput } from "../../shared/schemas/package";

/**
 * The seed folder: `seed/` beside this module, so the same line finds `src/server/storage/seed/` under tsx
 * and the copied folder beside the compiled module in the build.
 */
export const SEED_DIR = fileURLToPath(new URL("./seed/", import.meta.url));

/** One entry of a JSON list: a service's input, plus the keys of the file format named below. */
const entry = z.record(z.string(), z.unknown());
const term = z.looseObject({ slug: z.string(), name: z.string() });
/** A post: its body in `contentFile`, its category by slug in `category`; its tags are its keywords. */
const post = z.looseObject({ excerpt: z.string(), keywords: z.string().optional(), category: z.string().optional(), contentFile: z.string() });
/** A news or resource item: its body, if any, in `bodyFile`. */
const article = z.looseObject({ bodyFile: z.string().optional() });
/** A placeholder image drawn into UPLOADS_DIR (seed-images.ts). */
const image = z.strictObject({ file: z.string(), title: z.string(), accent: z.string() });

export type SeedTerm = z.infer<typeof term>;
/** A post as its service takes it, with its category (slug) beside. */
export type SeedPost = Record<string, unknown> & { excerpt: string; keywords?: string; category?: string; content: string };
export type SeedImage = z.infer<typeof image>;
export type SeedContent = {
  categories: SeedTerm[];
  tags: SeedTerm[];
  posts: SeedPost[];
  offers: Record<string, unknown>[];
  news: Record<string, unknown>[];
  resources: Record<string, unknown>[];
  sidebarLinks: Record<string, unknown>[];
  images: SeedImage[];
};

async function readList<T>(dir: string, name: string, schema: z.ZodType<T>): Promise<T[]> {
  const file = path.join(dir, name);
  const parsed = z.array(schema).safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid seed file ${file}: ${issue?.path.join(".")} ${issue?.message}`);
  }
  return parsed.data;
}

/** The text of an HTML body file (a path inside the seed folder), without its final newline. */
async function readBody(dir: string, rel: string): Promise<string> {
  const file = path.resolve(dir, rel);
  if (path.relative(dir, file).startsWith("..")) throw new Error(`Seed body file outside ${dir}: ${rel}`);
  return (await readFile(file, "utf8")).trimEnd();
}

/** The demo content (DEMO_CONTENT=true), bodies read in. */
export async function readSeedContent(dir = SEED_DIR): Promise<SeedContent> {
  const articles = async (name: string) =>
    Promise.all((await readList(dir, name, article)).map(async ({ bodyFile, ...a }) => ({ ...a, body: bodyFile ? await readBody(dir, bodyFile) : "" })));
  return {
    categories: await readList(dir, "categories.json", term),
    tags: await readList(dir, "tags.json", term),
    posts: await Promise.all((await readList(dir, "posts.json", post)).map(async ({ contentFile, ...p }) => ({ ...p, content: await readBody(dir, contentFile) }))),
    offers: await readList(dir, "offers.json", entry),
    news: await articles("news.json"),
    resources: await articles("resources.json"),
    sidebarLinks: await readList(dir, "sidebar-links.json", entry),
    images: await readList(dir, "images.json", image),
  };
}

/** The firm's six service packages as they were before the admin could edit them. */
export async function readSeedPackages(dir = SEED_DIR): Promise<PackageInput[]> {
  return readList(dir, "packages.json", packageInputSchema);
}

/** A page of the seed: its kind and the fields its service takes. */
const seedPage = z.looseObject({ kind: z.string(), path: z.string() });

/** The marketing pages as they were before the firm could edit them (home, services, entity, service, city, about, careers, legal). */
export async function readSeedPages(dir = SEED_DIR): Promise<Record<string, unknown>[]> {
  return readList(dir, "pages.json", seedPage);
}

/** Their Hindi versions (docs/product.md#languages), each at its English page's path. */
export async function readSeedHindiPages(dir = SEED_DIR): Promise<Record<string, unknown>[]> {
  return readList(dir, "pages.hi.json", seedPage);
}
