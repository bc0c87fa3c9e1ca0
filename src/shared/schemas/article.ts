// Latest news items and resources/guides share one shape (docs/product.md#api-conventions: additions to the original contract).
import { z } from "zod";
import { defaultStatus, idSchema, isoDateSchema, optionalHttpUrl, optionalText, requiredText, richText, timestamps } from "./common";
import { ARTICLE_BODY_MAX_LENGTH } from "../rich-text";

export const articleInputSchema = z.object({
  title: requiredText(200),
  summary: optionalText(1000, "multiline"),
  /** Sanitised HTML; optional. An item with a body has its own page. */
  body: richText().max(ARTICLE_BODY_MAX_LENGTH).optional().default(""),
  url: optionalHttpUrl,
  date: isoDateSchema,
  status: defaultStatus,
});
export type ArticleInput = z.infer<typeof articleInputSchema>;
export const articleSchema = articleInputSchema.extend({ id: idSchema, ...timestamps });
export type Article = z.infer<typeof articleSchema>;

/** A list entry: everything but the body, plus whether the item has a page of its own. */
export type ArticleListItem = Omit<Article, "body" | "updatedBy"> & { hasBody: boolean };
export function toArticleListItem({ body, updatedBy: _who, ...rest }: Article): ArticleListItem {
  return { ...rest, hasBody: body.trim() !== "" };
}
