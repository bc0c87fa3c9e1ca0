// The head of a page the firm edits, from its loader's data (lib/stored-page.server.ts).
import type { MetaDescriptor } from "react-router";
import type { StoredPageData } from "./stored-page";
import { marketingMeta } from "./page-meta";

type MatchLike = { id: string; data?: unknown } | undefined;

export function storedPageMeta({ data, matches }: { data: StoredPageData | undefined; matches: MatchLike[] }): MetaDescriptor[] {
  return data ? marketingMeta(matches, data.meta) : [];
}
