// Public API answers prepared once and served like pages: GET /api/blogs changes only on a content
// write, so its JSON is kept in the page cache (compressed, with an ETag) and answered in front of Express.
import type { Request, Response } from "express";
import type { PageCache } from "./page-cache";

/** Sends a JSON answer; for an anonymous GET that the cache may keep, hands it over (`query`: the parameters that vary it). */
export type SendKept = (req: Request, res: Response, body: unknown) => void;

export function sendKept(cache: PageCache | undefined, query: string[]): SendKept {
  return (req, res, body) => {
    if (!cache || req.headers.authorization || (req.method !== "GET" && req.method !== "HEAD")) return void res.json(body);
    const bytes = Buffer.from(JSON.stringify(body));
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("X-Page-Cache", "miss");
    res.set(cache.tagHeadersOf(req));
    cache.keep(req, { body: bytes, headers: res.getHeaders(), query, nonce: "" });
    res.send(bytes);
  };
}
