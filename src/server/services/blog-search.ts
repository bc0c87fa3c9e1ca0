// Blog search (issue 20): published posts matching words of the title, excerpt, keywords, category, tags
// or text, best first, with a highlighted snippet. An inverted index over the posts is rebuilt when the
// posts change; each post's words are worked out once per version of the post, so a rebuild after one
// edit re-reads only that post.
import type { Blog } from "../../shared/schemas/blog";
import { foldWord, queryWords, searchWords, SNIPPET_LENGTH, type SearchHit, type SnippetPart } from "../../shared/search";
import type { Storage } from "../storage";
import type { BlogService } from "./blogs";
import { truncateText } from "./sanitize";

/** Weight of one occurrence of a word, by field; text occurrences count at most TEXT_CAP times. */
const WEIGHT = { title: 10, terms: 5, excerpt: 3, description: 2, text: 1 } as const;
const TEXT_CAP = 5;
/** A query word of at least this many letters also matches longer words it begins ("regist" → "registration"). */
const PREFIX_MIN = 3;

type Doc = { blog: Blog; version: string; text: string; weights: Map<string, number>; time: number };
export type SearchResult = { ids: string[]; words: string[] };

/**
 * The text of stored (already sanitised) post HTML, for the index and snippets only: a linear-time tag
 * strip, much cheaper than the sanitiser's parse that htmlToText does (a first index of 5,000 posts).
 */
export function indexText(html: string): string {
  return html
    .replace(/<\/(?:p|h\d|li|div|blockquote|pre)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|(amp|lt|gt|quot|apos|nbsp|#39));/gi, (_, dec: string, hex: string, name: string) => {
      if (dec || hex) {
        const code = dec ? Number(dec) : parseInt(hex, 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
      }
      return ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" } as Record<string, string>)[name.toLowerCase()] ?? " ";
    })
    .replace(/\s+/g, " ")
    .trim();
}

function docWeights(blog: Blog, text: string, termNames: string): Map<string, number> {
  const weights = new Map<string, number>();
  const textCount = new Map<string, number>();
  const add = (words: string[], weight: number, cap = Infinity) => {
    for (const w of words) {
      if (cap !== Infinity) {
        const n = (textCount.get(w) ?? 0) + 1;
        textCount.set(w, n);
        if (n > cap) continue;
      }
      weights.set(w, (weights.get(w) ?? 0) + weight);
    }
  };
  add(searchWords(blog.title), WEIGHT.title);
  add(searchWords(`${blog.keywords} ${termNames}`), WEIGHT.terms);
  add(searchWords(blog.excerpt), WEIGHT.excerpt);
  add(searchWords(blog.metaDescription), WEIGHT.description);
  add(searchWords(text), WEIGHT.text, TEXT_CAP);
  return weights;
}

export function createBlogSearch(storage: Storage, blogs: BlogService) {
  const docs = new Map<string, Doc>();
  const postings = new Map<string, Map<string, number>>();
  let vocabulary: string[] = [];
  let indexedFrom: unknown[] = [];

  const termNames = (b: Blog) => {
    const c = b.categoryId ? storage.categories.find((t) => t.id === b.categoryId)?.name : "";
    return [c, ...(b.tagIds ?? []).map((id) => storage.tags.find((t) => t.id === id)?.name)].filter(Boolean).join(" ");
  };

  function index(doc: Doc, add: boolean) {
    for (const [w, weight] of doc.weights) {
      let list = postings.get(w);
      if (add) {
        if (!list) postings.set(w, (list = new Map()));
        list.set(doc.blog.id, weight);
      } else if (list) {
        list.delete(doc.blog.id);
        if (list.size === 0) postings.delete(w);
      }
    }
  }

  /** Indexes one post unless its current version is already in (returns whether it changed anything). */
  function indexPost(blog: Blog): boolean {
    const names = termNames(blog);
    const version = `${blog.updatedAt}|${blog.date}|${names}`;
    const old = docs.get(blog.id);
    if (old && old.version === version) {
      old.blog = blog;
      return false;
    }
    if (old) index(old, false);
    const text = old && old.blog.content === blog.content ? old.text : indexText(blog.content);
    const doc: Doc = { blog, version, text, weights: docWeights(blog, text, names), time: Date.parse(blog.date) };
    docs.set(blog.id, doc);
    index(doc, true);
    return true;
  }

  /** Brings the index up to date with the stored posts (and category/tag names): only changed posts are re-read. */
  function refresh() {
    const sources = [storage.blogs.all(), storage.categories.all(), storage.tags.all()];
    if (sources.every((x, i) => x === indexedFrom[i])) return;
    indexedFrom = sources;
    const live = new Set<string>();
    let changed = false;
    for (const blog of storage.blogs.all()) {
      if (blog.status !== "published") continue;
      live.add(blog.id);
      if (indexPost(blog)) changed = true;
    }
    for (const [id, doc] of docs) {
      if (live.has(id)) continue;
      index(doc, false);
      docs.delete(id);
      changed = true;
    }
    if (changed) vocabulary = [...postings.keys()].sort();
  }

  /** Index words a query word matches: itself, and (when long enough) the words it begins. */
  function expand(word: string): { token: string; factor: number }[] {
    const out = postings.has(word) ? [{ token: word, factor: 1 }] : [];
    if (word.length < PREFIX_MIN) return out;
    // Binary search for the first vocabulary word >= word, then walk while the prefix holds.
    let lo = 0;
    let hi = vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((vocabulary[mid] ?? "") < word) lo = mid + 1;
      else hi = mid;
    }
    for (const token of vocabulary.slice(lo)) {
      if (!token.startsWith(word)) break;
      if (token !== word) out.push({ token, factor: 0.5 });
    }
    return out;
  }

  return {
    /**
     * Builds the index a few posts at a time, yielding to other requests in between, so the first search
     * on a large blog does not hold the server up (a first index of 5,000 posts takes seconds).
     */
    async warm(batch = 25): Promise<void> {
      const posts = storage.blogs.all().filter((b) => b.status === "published");
      for (let i = 0; i < posts.length; i += batch) {
        for (const blog of posts.slice(i, i + batch)) indexPost(blog);
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      refresh();
    },

    /** Ids of the public posts matching the query: most query words matched first, then by weight, then newest. */
    search(q: string, now = Date.now()): SearchResult {
      const words = queryWords(q);
      if (words.length === 0) return { ids: [], words };
      refresh();
      const found = new Map<string, { matched: number; score: number }>();
      for (const word of words) {
        const best = new Map<string, number>();
        for (const { token, factor } of expand(word)) {
          for (const [id, weight] of postings.get(token) ?? []) {
            const w = weight * factor;
            if (w > (best.get(id) ?? 0)) best.set(id, w);
          }
        }
        for (const [id, score] of best) {
          const f = found.get(id);
          if (f) {
            f.matched++;
            f.score += score;
          } else found.set(id, { matched: 1, score });
        }
      }
      const hits: { id: string; matched: number; score: number; time: number; created: string }[] = [];
      for (const [id, f] of found) {
        const doc = docs.get(id);
        if (doc && doc.time <= now) hits.push({ id, ...f, time: doc.time, created: doc.blog.createdAt });
      }
      hits.sort((a, b) => b.matched - a.matched || b.score - a.score || b.time - a.time || (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
      return { ids: hits.map((h) => h.id), words };
    },

    /** The found posts as list items, each with a short highlighted snippet (for one page of results). */
    hits(ids: string[], words: string[]): SearchHit[] {
      return ids.flatMap((id) => {
        const doc = docs.get(id);
        return doc ? [{ ...blogs.item(doc.blog), snippet: this.snippet(id, words) }] : [];
      });
    },

    /** A short piece of the post's text around the first matching word, the matching words marked. */
    snippet(id: string, words: string[]): SnippetPart[] {
      const doc = docs.get(id);
      if (!doc) return [];
      return highlight(pickWindow(doc.text, words) ?? truncateText(doc.blog.metaDescription || doc.text, SNIPPET_LENGTH), words);
    },
  };
}

export type BlogSearch = ReturnType<typeof createBlogSearch>;

/** Does a word of the text match a query word (the same word, or one it begins)? */
function wordMatches(textWord: string, words: string[]): boolean {
  const w = foldWord(textWord);
  return words.some((q) => w === q || (q.length >= PREFIX_MIN && w.startsWith(q)));
}

/** About SNIPPET_LENGTH characters of text around its first matching word, with ellipses; undefined when none. */
export function pickWindow(text: string, words: string[]): string | undefined {
  for (const m of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    if (!wordMatches(m[0], words)) continue;
    const at = m.index;
    let start = Math.max(0, at - Math.floor(SNIPPET_LENGTH / 3));
    if (start > 0) {
      const space = text.indexOf(" ", start);
      start = space >= 0 && space < at ? space + 1 : at;
    }
    let end = Math.min(text.length, start + SNIPPET_LENGTH);
    if (end < text.length) {
      const space = text.lastIndexOf(" ", end);
      if (space > at) end = space;
    }
    return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
  }
  return undefined;
}

/** Splits a snippet into plain and matching parts. */
export function highlight(text: string, words: string[]): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const m of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    if (!wordMatches(m[0], words)) continue;
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: m[0], hit: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
