// Blog search (issue 20): published posts matching words of the title, excerpt, keywords, category, tags
// or text, best first, with a highlighted snippet. An inverted index over the posts is rebuilt when the
// posts change; each post's words are worked out once per version of the post, so a rebuild after one
// edit re-reads only that post.
import type { Blog, BlogListItem } from "../../shared/schemas/blog";
import { foldWord, queryWords, searchWords, SNIPPET_LENGTH, type SnippetPart } from "../../shared/search";
import type { Storage } from "../storage";
import type { BlogService } from "./blogs";
import { htmlToText, truncateText } from "./sanitize";
import { byDateDesc, isPublic } from "./visibility";

/** Weight of one occurrence of a word, by field; text occurrences count at most TEXT_CAP times. */
const WEIGHT = { title: 10, terms: 5, excerpt: 3, description: 2, text: 1 } as const;
const TEXT_CAP = 5;
/** A query word of at least this many letters also matches longer words it begins ("regist" → "registration"). */
const PREFIX_MIN = 3;

type Doc = { blog: Blog; version: string; text: string; weights: Map<string, number> };
export type SearchResult = { posts: BlogListItem[]; words: string[] };

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
  let indexedFrom: readonly Blog[] | undefined;
  let termsFrom: unknown[] = [];
  let postings = new Map<string, Map<string, number>>();
  let vocabulary: string[] = [];

  const termNames = (b: Blog) => {
    const c = b.categoryId ? storage.categories.find((t) => t.id === b.categoryId)?.name : "";
    return [c, ...(b.tagIds ?? []).map((id) => storage.tags.find((t) => t.id === id)?.name)].filter(Boolean).join(" ");
  };

  /** Brings the index up to date with the stored posts (and category/tag names). */
  function refresh() {
    const all = storage.blogs.all();
    const terms = [storage.categories.all(), storage.tags.all()];
    if (all === indexedFrom && terms.every((t, i) => t === termsFrom[i])) return;
    indexedFrom = all;
    termsFrom = terms;
    const live = new Set<string>();
    postings = new Map();
    for (const blog of all) {
      if (blog.status !== "published") continue;
      live.add(blog.id);
      const names = termNames(blog);
      const version = `${blog.updatedAt}|${names}`;
      let doc = docs.get(blog.id);
      if (!doc || doc.version !== version) {
        const text = doc && doc.blog.content === blog.content ? doc.text : htmlToText(blog.content);
        doc = { blog, version, text, weights: docWeights(blog, text, names) };
        docs.set(blog.id, doc);
      }
      doc.blog = blog;
      for (const [w, weight] of doc.weights) {
        let list = postings.get(w);
        if (!list) postings.set(w, (list = new Map()));
        list.set(blog.id, weight);
      }
    }
    for (const id of docs.keys()) if (!live.has(id)) docs.delete(id);
    vocabulary = [...postings.keys()].sort();
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
      if (vocabulary[mid] < word) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < vocabulary.length && vocabulary[i].startsWith(word); i++) if (vocabulary[i] !== word) out.push({ token: vocabulary[i], factor: 0.5 });
    return out;
  }

  return {
    /** Public posts matching the query: most query words matched first, then by weight, then newest. */
    search(q: string, now = Date.now()): SearchResult {
      const words = queryWords(q);
      if (words.length === 0) return { posts: [], words };
      refresh();
      const found = new Map<string, { matched: number; score: number }>();
      for (const word of words) {
        const best = new Map<string, number>();
        for (const { token, factor } of expand(word)) {
          for (const [id, weight] of postings.get(token) ?? []) best.set(id, Math.max(best.get(id) ?? 0, weight * factor));
        }
        for (const [id, score] of best) {
          const f = found.get(id) ?? { matched: 0, score: 0 };
          f.matched++;
          f.score += score;
          found.set(id, f);
        }
      }
      const hits = [...found].flatMap(([id, f]) => {
        const doc = docs.get(id);
        return doc && isPublic(doc.blog, now) ? [{ blog: doc.blog, ...f }] : [];
      });
      hits.sort((a, b) => b.matched - a.matched || b.score - a.score || byDateDesc(a.blog, b.blog));
      return { posts: hits.map((h) => blogs.item(h.blog)), words };
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
