// Blog search: published posts matching words of the title, excerpt, keywords, category, tags
// or text, best first, with a highlighted snippet. The index is a pair of tables of site.db
// (storage/post-search.ts), brought up to date with the posts' writes by the next search: nothing of it is
// held in memory, and there is nothing to build at start-up. Category and tag names are matched here, from
// the (small) lists of terms, so a rename needs no re-indexing.
import { foldWord, queryWords, searchWords, SNIPPET_LENGTH, WORD_PATTERN, type SearchHit, type SnippetPart } from "../../shared/search";
import { StorageUnavailable } from "../errors";
import type { Storage } from "../storage";
import { indexText, WEIGHT, type SearchDoc } from "../storage/post-search";
import type { BlogService } from "./blogs";
import { truncateText } from "./sanitize";

export { indexText } from "../storage/post-search";

/** A query word of at least this many letters also matches longer words it begins ("regist" → "registration"). */
const PREFIX_MIN = 3;

export type SearchResult = { ids: string[]; words: string[] };

export function createBlogSearch({ posts, categories, tags, postSearch: index }: Pick<Storage, "posts" | "categories" | "tags" | "postSearch">, blogs: BlogService) {
  /** The weight of one query word in each post that has it (its best matching word: itself in full, a longer one at half). */
  function weightsOf(word: string, now: number): Map<number, { doc: SearchDoc; weight: number }> {
    const prefix = word.length >= PREFIX_MIN;
    // Category and tag names count like keywords: occurrences of each matching word in the post's term names.
    const termWords = new Map<string, Map<string, number>>(); // word -> term id -> occurrences
    for (const t of [...categories.find(), ...tags.find()]) {
      for (const w of searchWords(t.name)) {
        if (w !== word && !(prefix && w.startsWith(word))) continue;
        let ids = termWords.get(w);
        if (!ids) termWords.set(w, (ids = new Map()));
        ids.set(t.id, (ids.get(t.id) ?? 0) + 1);
      }
    }
    // No term name matches (the usual case): the database picks each post's best word.
    if (!termWords.size) return index.best(word, prefix, now);
    const found = index.matches(word, prefix);
    {
      const ids = [...new Set([...termWords.values()].flatMap((m) => [...m.keys()]))];
      for (const d of index.withTerms(ids)) {
        for (const [w, byTerm] of termWords) {
          const n = (byTerm.get(d.categoryId) ?? 0) + d.tagIds.reduce((sum, id) => sum + (byTerm.get(id) ?? 0), 0);
          if (!n) continue;
          let m = found.get(d.doc);
          if (!m) found.set(d.doc, (m = { doc: d, words: new Map() }));
          m.words.set(w, (m.words.get(w) ?? 0) + WEIGHT.terms * n);
        }
      }
    }
    const best = new Map<number, { doc: SearchDoc; weight: number }>();
    for (const [n, { doc, words }] of found) {
      let top = 0;
      for (const [w, weight] of words) top = Math.max(top, weight * (w === word ? 1 : 0.5));
      best.set(n, { doc, weight: top });
    }
    return best;
  }

  return {
    /** Nothing to build any more: the index lives in the database (kept for callers of the in-memory index). */
    async warm(): Promise<void> {},

    /** Ids of the public posts matching the query: most query words matched first, then by weight, then newest. */
    search(q: string, now = Date.now()): SearchResult {
      const words = queryWords(q);
      if (words.length === 0) return { ids: [], words };
      // Posts written since the last search are indexed first (usually none or one). When the database
      // cannot take that write (a full disk), the search answers from the index as it is; the marks stay.
      try {
        index.refresh((id) => posts.get(id));
      } catch (err) {
        if (!(err instanceof StorageUnavailable)) throw err;
      }
      const found = new Map<number, { doc: SearchDoc; matched: number; score: number }>();
      for (const word of words) {
        for (const [n, { doc, weight }] of weightsOf(word, now)) {
          const f = found.get(n);
          if (f) {
            f.matched++;
            f.score += weight;
          } else found.set(n, { doc, matched: 1, score: weight });
        }
      }
      const hits: { id: string; matched: number; score: number; time: number; created: string }[] = [];
      for (const { doc, matched, score } of found.values()) {
        if (doc.status !== "published" || doc.time > now) continue;
        hits.push({ id: doc.postId, matched, score, time: doc.time, created: doc.createdAt });
      }
      hits.sort((a, b) => b.matched - a.matched || b.score - a.score || b.time - a.time || (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
      return { ids: hits.map((h) => h.id), words };
    },

    /** The found posts as list items, each with a short highlighted snippet (for one page of results). */
    hits(ids: string[], words: string[]): SearchHit[] {
      return ids.flatMap((id) => {
        const blog = posts.get(id);
        return blog ? [{ ...blogs.item(blog), snippet: this.snippet(id, words) }] : [];
      });
    },

    /** A short piece of the post's text around the first matching word, the matching words marked. */
    snippet(id: string, words: string[]): SnippetPart[] {
      const blog = posts.get(id);
      if (!blog) return [];
      const text = indexText(blog.content);
      return highlight(pickWindow(text, words) ?? truncateText(blog.metaDescription || text, SNIPPET_LENGTH), words);
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
  for (const m of text.matchAll(WORD_PATTERN)) {
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
  for (const m of text.matchAll(WORD_PATTERN)) {
    if (!wordMatches(m[0], words)) continue;
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: m[0], hit: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
