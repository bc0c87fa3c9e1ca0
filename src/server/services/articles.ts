// Latest news and resources/guides: one shape, one service factory, two repositories.
// Bodies are sanitised when saved and again when read, like blog content (docs/architecture.md#security-and-reliability). They are
// written in the same rich-text editor as posts; a plain-text body (stored before) keeps its line breaks.
import { articleInputSchema, toArticleListItem, type Article, type ArticleListItem } from "../../shared/schemas/article";
import { plainTextToHtml } from "../../shared/plain-text";
import { ARTICLE_BODY_MAX_LENGTH } from "../../shared/rich-text";
import type { Repository } from "../storage";
import { withoutEditor } from "./conflict";
import { createRecordService } from "./record-service";
import { cleanRichText, richTextForPage, sanitizeRichText } from "./sanitize";
import { publishedAt, type Viewer } from "./visibility";

/** Sanitised body, or "" when nothing readable is left (so "has a body" means "has content"); 400 when too long once cleaned. */
export const cleanBody = (html: string): string => cleanRichText(html, "body", ARTICLE_BODY_MAX_LENGTH).trim();

export function createArticleService(repo: Repository<Article>, notFound: string, { now = Date.now }: { now?: () => number } = {}) {
  const base = createRecordService(repo, articleInputSchema, {
    notFound,
    ...publishedAt<Article>(now),
    prepare: (input) => ({ ...input, body: cleanBody(plainTextToHtml(input.body)) }),
    present: (item) => withoutEditor({ ...item, body: sanitizeRichText(plainTextToHtml(item.body)) }) as Article,
  });
  return {
    ...base,
    /** List items carry no body, only whether there is one (an item with a body has its own page). */
    list(viewer: Viewer): ArticleListItem[] {
      return base.visible(viewer).map(toArticleListItem);
    },
    /** An item's own public page: null unless it is visible and has a body, which is prepared for the page. */
    pageById(viewer: Viewer, id: string): Article | null {
      const item = base.getById(viewer, id, (a) => withoutEditor(a) as Article);
      return item.body.trim() === "" ? null : { ...item, body: richTextForPage(plainTextToHtml(item.body)) };
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
