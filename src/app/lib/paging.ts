// Which slice of a list a ?page=N URL shows. A malformed page number (?page=abc, 0, -1, 1.5) sends the visitor
// to the first page with a 301, one address per page; a page after the last one is a 404.
import { data, redirect } from "react-router";

export type Paged<T> = { items: T[]; page: number; totalPages: number };

/**
 * paginate() over a list read a page at a time: `read(offset, limit)` answers the page's items and the
 * length of the whole list (the server reads only that page).
 */
export function paginateRead<T>(url: URL, pageSize: number, read: (offset: number, limit: number) => { items: T[]; total: number }): Paged<T> & { total: number } {
  const page = pageNumber(url);
  const { items, total } = read((page - 1) * pageSize, pageSize);
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (page > totalPages) throw data({ error: "Page not found" }, { status: 404 });
  return { items, page, totalPages, total };
}

/** The ?page=N of the URL (1 without one); a malformed one redirects to the first page. */
function pageNumber(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
    const rest = new URLSearchParams(url.searchParams);
    rest.delete("page");
    const query = rest.toString();
    throw redirect(`${url.pathname}${query ? `?${query}` : ""}`, 301);
  }
  return Number(raw);
}

export function paginate<T>(items: T[], url: URL, pageSize: number): Paged<T> {
  const { page, totalPages, items: shown } = paginateRead(url, pageSize, (offset, limit) => ({ items: items.slice(offset, offset + limit), total: items.length }));
  return { items: shown, page, totalPages };
}
