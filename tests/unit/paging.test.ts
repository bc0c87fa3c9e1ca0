// ?page=N of the list pages (src/app/lib/paging.ts): paginate() over a whole list, paginateRead() asking
// the server for one page and the list's length (/blog, category, tag and author pages).
import { describe, expect, it } from "vitest";
import { paginate, paginateRead } from "../../src/app/lib/paging";

const url = (query: string) => new URL(`http://localhost/blog${query}`);
const thrown = (run: () => unknown): Response => {
  try {
    run();
  } catch (err) {
    return err as Response;
  }
  throw new Error("nothing was thrown");
};
const status = (run: () => unknown) => {
  const r = thrown(run) as Response | { init?: { status?: number } };
  return r instanceof Response ? r.status : r.init?.status;
};

describe("paging", () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it("paginateRead reads only the page shown, and numbers pages by the total it answers", () => {
    const asked: [number, number][] = [];
    const read = (offset: number, limit: number) => {
      asked.push([offset, limit]);
      return { items: items.slice(offset, offset + limit), total: items.length };
    };
    expect(paginateRead(url(""), 10, read)).toEqual({ items: items.slice(0, 10), page: 1, totalPages: 3, total: 25 });
    expect(paginateRead(url("?page=3"), 10, read)).toEqual({ items: [21, 22, 23, 24, 25], page: 3, totalPages: 3, total: 25 });
    expect(asked).toEqual([
      [0, 10],
      [20, 10],
    ]);
  });

  it("answers as paginate() does: a page past the last is a 404, a malformed one a 301 to the first; an empty list has one page", () => {
    const read = (offset: number, limit: number) => ({ items: items.slice(offset, offset + limit), total: items.length });
    expect(status(() => paginateRead(url("?page=4"), 10, read))).toBe(404);
    expect(status(() => paginate(items, url("?page=4"), 10))).toBe(404);
    const moved = thrown(() => paginateRead(url("?page=abc&x=1"), 10, read));
    expect([moved.status, moved.headers.get("Location")]).toEqual([301, "/blog?x=1"]);
    expect(paginateRead(url(""), 10, () => ({ items: [], total: 0 }))).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
    expect(paginate(items, url("?page=2"), 10)).toEqual({ items: items.slice(10, 20), page: 2, totalPages: 3 });
  });
});
