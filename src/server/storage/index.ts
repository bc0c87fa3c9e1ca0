// Opens every collection of DATA_DIR. Only this module (and collection.ts) touches lowdb.
import fs from "node:fs/promises";
import { z } from "zod";
import { articleSchema, type Article } from "../../shared/schemas/article";
import { blogSchema, type Blog } from "../../shared/schemas/blog";
import { enquirySchema, type Enquiry } from "../../shared/schemas/enquiry";
import { offerSchema, type Offer } from "../../shared/schemas/offer";
import { termSchema, type Term } from "../../shared/schemas/taxonomy";
import { sidebarLinkSchema, type SidebarLink } from "../../shared/schemas/sidebar-link";
import { userSchema, type User } from "../../shared/schemas/user";
import { Collection, type ChangeListener } from "./collection";

export const redirectSchema = z.object({ from: z.string(), to: z.string(), createdAt: z.string() });
export type Redirect = z.infer<typeof redirectSchema>;

export interface Storage {
  dataDir: string;
  blogs: Collection<Blog>;
  offers: Collection<Offer>;
  sidebarLinks: Collection<SidebarLink>;
  news: Collection<Article>;
  resources: Collection<Article>;
  enquiries: Collection<Enquiry>;
  users: Collection<User>;
  redirects: Collection<Redirect>;
  categories: Collection<Term>;
  tags: Collection<Term>;
  /** Called after every successful write, with the collection's name. */
  onChange(listener: ChangeListener): () => void;
  /** Runs `task` while no collection is being written (for consistent backups). */
  quiesce<R>(task: () => Promise<R>): Promise<R>;
  /** Bumped on every write; a cheap cache key for rendered public content. */
  readonly version: number;
}

export async function openStorage(dataDir: string): Promise<Storage> {
  await fs.mkdir(dataDir, { recursive: true });
  const listeners = new Set<ChangeListener>();
  let version = 0;
  const changed: ChangeListener = (name) => {
    version++;
    for (const l of listeners) l(name);
  };
  const open = <T>(name: string, schema: z.ZodType<T>) => Collection.open<T>(dataDir, name, schema, changed);

  const collections = {
    blogs: await open("blogs", blogSchema),
    offers: await open("offers", offerSchema),
    sidebarLinks: await open("sidebar-links", sidebarLinkSchema),
    news: await open("news", articleSchema),
    resources: await open("resources", articleSchema),
    enquiries: await open("enquiries", enquirySchema),
    users: await open("users", userSchema),
    redirects: await open("redirects", redirectSchema),
    categories: await open("categories", termSchema),
    tags: await open("tags", termSchema),
  };
  const all = Object.values(collections) as Collection<unknown>[];

  return {
    dataDir,
    ...collections,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async quiesce(task) {
      // Take every collection's queue in a fixed order, run the task, then release them all.
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      const acquired = all.map((c) => new Promise<void>((ok) => void c.mutex.run(() => (ok(), released))));
      await Promise.all(acquired);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get version() {
      return version;
    },
  };
}
