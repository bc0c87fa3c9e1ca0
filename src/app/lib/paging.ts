// Which slice of a list a ?page=N URL shows. A malformed page number (?page=abc, 0, -1, 1.5) sends the visitor
// to the first page with a 301, one address per page; a page after the last one is a 404.
import { data, redirect } from "react-router";

export type Paged<T> = { items: T[]; page: number; totalPages: number };

export function paginate<T>(items: T[], url: URL, pageSize: number): Paged<T> {
  const raw = url.searchParams.get("page");
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  if (raw === null) return { items: items.slice(0, pageSize), page: 1, totalPages };
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
    const rest = new URLSearchParams(url.searchParams);
    rest.delete("page");
    const query = rest.toString();
    throw redirect(`${url.pathname}${query ? `?${query}` : ""}`, 301);
  }
  const page = Number(raw);
  if (page > totalPages) throw data({ error: "Page not found" }, { status: 404 });
  return { items: items.slice((page - 1) * pageSize, page * pageSize), page, totalPages };
}
