// GET /og/{page path}.jpg: the share image of a public page (see services/share-images.ts).
// A post's image comes from the post itself; for any other page the title is read from the page as a
// visitor gets it (its og:title), so every page type has its own card without a list of titles here.
import type { Request, RequestHandler } from "express";
import { m } from "../../shared/i18n";
import { basePath, localeOfPath } from "../../shared/locale";
import { NotFound } from "../errors";
import type { Services } from "../services";
import type { ShareSource } from "../services/share-images";
import { VISITOR } from "../services/visibility";
import { pageTags, storedPageAt, tagHeaders } from "./cache-tags";

/** Not public pages: no share image. A preview link's path is its secret: never drawn, 404. */
const NOT_PAGES = /^\/(admin|api|og|uploads)(\/|$)|^\/(blog\/preview|page-preview)(\/|$)/i;

/** The small line above the title: what kind of page it is, in the page's language (/hi/... is Hindi). */
function labelFor(pagePath: string): string {
  const locale = localeOfPath(pagePath);
  const path = basePath(pagePath);
  if (path.startsWith("/category/")) return m.section_share_category({}, { locale });
  if (path.startsWith("/tag/")) return m.section_share_topic({}, { locale });
  if (path.startsWith("/news")) return m.section_share_news({}, { locale });
  if (path.startsWith("/resources")) return m.section_share_resources({}, { locale });
  if (path.startsWith("/blog")) return m.section_share_blog({}, { locale });
  if (/registration|private-limited|llp|opc|partnership/.test(path)) return m.section_share_registration({}, { locale });
  return m.section_share_default({}, { locale });
}

const decodeHtml = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[e] ?? "");

/** The page's title as a visitor's request gets it, without the firm's name; undefined when it is not a page. */
async function pageTitle(req: Request, pagePath: string, firmName: string): Promise<string | undefined> {
  const host = req.socket.localAddress?.includes(":") ? `[${req.socket.localAddress}]` : req.socket.localAddress;
  const res = await fetch(`http://${host}:${req.socket.localPort}${pagePath}`, {
    headers: { accept: "text/html", "user-agent": "share-image-bot (internal)" },
    redirect: "manual",
  });
  if (res.status !== 200) return undefined;
  const html = await res.text();
  const title = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
  return title ? decodeHtml(title).replace(` | ${firmName}`, "") : undefined;
}

export function shareImageHandler(services: Services): RequestHandler {
  return async (req, res) => {
    const m = /^\/og(\/.*)\.jpg$/.exec(req.path);
    let pagePath = "";
    try {
      pagePath = m?.[1] ? decodeURIComponent(m[1]) : "";
    } catch {
      throw new NotFound();
    }
    if (pagePath === "/index") pagePath = "/";
    if (!m || NOT_PAGES.test(pagePath) || pagePath.includes("..")) throw new NotFound();
    let source: ShareSource | undefined;
    const postExcerpt = /^\/blog\/([^/]+)$/.exec(pagePath)?.[1];
    if (postExcerpt) {
      const blog = services.blogs.getByExcerpt(VISITOR, postExcerpt);
      const category = services.blogs.item(blog).category;
      source = { upload: blog.image.startsWith("/uploads/") ? blog.image : undefined, title: blog.title, label: category?.name ?? labelFor(pagePath) };
    } else {
      // Each segment encoded whole: a "?" or "#" in the name stays part of the path, never a query.
      const title = await pageTitle(req, pagePath.split("/").map(encodeURIComponent).join("/"), services.settings.firm().name);
      if (title) source = { title, label: labelFor(pagePath) };
    }
    if (!source) throw new NotFound();
    const bytes = await services.shareImages.image(source);
    // The page's cache tags, `site` among them: a CDN in front drops the card with the page, and a
    // change of the firm's details (which every card shows) drops every card. This server keeps the
    // drawn cards on disk under a name made from the title and the firm's name and phone, so it redraws them.
    res.set(tagHeaders(pageTags(pagePath, (excerpt) => services.blogs.idOfExcerpt(excerpt), storedPageAt(services))));
    res.set("Cache-Control", "public, max-age=86400").type("image/jpeg").send(bytes);
  };
}
