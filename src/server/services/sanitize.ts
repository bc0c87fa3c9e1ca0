// The one HTML sanitiser for rich text (blog content, news and resource bodies), used on save and on render.
import { decodeHTML } from "entities";
import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";
import { ALIGNMENTS, LINE_SPACINGS, LINK_SCHEMES } from "../../shared/constants";
import { htmlNestingDepth, isVoidTag, MAX_HTML_NESTING } from "../../shared/rich-text";
import { Invalid } from "../errors";
import { tooLongProblem } from "./validate";

const COLOUR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\d{1,3}, ?\d{1,3}, ?\d{1,3}\)|rgba\(\d{1,3}, ?\d{1,3}, ?\d{1,3}, ?(0|1|0?\.\d{1,3})\))$/i;

/** Browsers serialise `line-height: 1.0` as `1`, so each of the values of docs/product.md#validation-rules is accepted in either spelling. */
function lineHeightPattern(values: readonly string[]): RegExp {
  const alternatives = values.map((v) => {
    const [whole, frac = ""] = String(Number(v)).split(".");
    return frac ? `${whole}\\.${frac}0*` : `${whole}(?:\\.0+)?`;
  });
  return new RegExp(`^(?:${alternatives.join("|")})$`);
}

/** The only inline styles kept: what the editor produces (docs/architecture.md#security-and-reliability). Values are matched whole. */
const ALLOWED_STYLES = new Map<string, RegExp>([
  ["color", COLOUR],
  ["background-color", COLOUR],
  ["text-align", new RegExp(`^(?:${ALIGNMENTS.join("|")})$`)],
  ["line-height", lineHeightPattern(LINE_SPACINGS)],
]);

/** A style attribute longer than this is dropped whole: the editor never writes more than about 100 characters. */
export const STYLE_MAX_LENGTH = 500;

/**
 * Keeps the allowed declarations of a style attribute and writes them back the way browsers (and so
 * Quill) serialise them, `prop: value;` joined by spaces, so editor output passes through unchanged.
 * Anything that is not a plain `prop: value` pair (comments, escapes, url(), expression()) is dropped.
 * Linear time: split and trim, no backtracking pattern over the attribute.
 */
export function filterStyle(style: string): string {
  if (style.length > STYLE_MAX_LENGTH) return "";
  const kept: string[] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const prop = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (/^[a-z-]+$/.test(prop) && ALLOWED_STYLES.get(prop)?.test(value)) kept.push(`${prop}: ${value};`);
  }
  return kept.join(" ");
}

// Quill 2 writes alignment and indents as classes unless told to use styles; our editor uses inline
// styles, and these classes are kept too so older content still renders.
const qlClasses = ["ql-align-center", "ql-align-right", "ql-align-justify", "ql-indent-1", "ql-indent-2", "ql-indent-3"];

/** Escapes text the way Quill does, so its output is a fixed point of the sanitiser: one character may become six. */
export const escapeText = (text: string) =>
  text
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/\u00a0/g, "&nbsp;");

/** escapeText(text).length, counted without building the longer string. */
export function escapedLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // &quot; and &nbsp; are six characters for one, &#39; five.
    if (c === 0x22 || c === 0xa0) length += 5;
    else if (c === 0x27) length += 4;
  }
  return length;
}

function withFilteredStyle(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (attribs.style === undefined) return attribs;
  const { style, ...rest } = attribs;
  const kept = filterStyle(style);
  return kept ? { ...rest, style: kept } : rest;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h1",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "span",
    "pre",
    "code",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel", "title"],
    img: ["src", "alt", "width", "height", "title"],
    li: ["data-list"],
    "*": ["style", "class"],
  },
  allowedClasses: { "*": qlClasses },
  // Styles are filtered by filterStyle (in transformTags) rather than sanitize-html's own parser,
  // which rewrites every kept declaration and so would change the editor's output.
  parseStyleAttributes: false,
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  textFilter: escapeText,
  // A tag-specific transform replaces the "*" one, so each filters the style itself.
  transformTags: {
    "*": (tagName, attribs) => ({ tagName, attribs: withFilteredStyle(attribs) }),
    a: (tagName, attribs) => {
      const out = withFilteredStyle(attribs);
      // A link opening a new tab never gets a handle on this page.
      if (out.target === "_blank") out.rel = "noopener noreferrer";
      else delete out.target;
      return { tagName, attribs: out };
    },
  },
};

/**
 * Markup nested deeper than MAX_HTML_NESTING (refused on save, so only ever stored by other means) is
 * given as nothing: the parser's cost grows with the square of the depth (see MAX_HTML_NESTING).
 */
const tooDeep = (html: string) => htmlNestingDepth(html, MAX_HTML_NESTING) > MAX_HTML_NESTING || parsedNestingDepth(html, MAX_HTML_NESTING) > MAX_HTML_NESTING;

const pastLimit = new Error("nested too deep");

/**
 * The deepest nesting of elements that the parser under sanitize-html (htmlparser2, with sanitize-html's
 * options) builds from `html` (void elements, which hold nothing, not counted): what it opens and closes, implied closes included, so an end tag it ignores
 * (`</x>`) or one inside an attribute value cannot hide depth. Stops as soon as the depth passes
 * `limit`, so the parser's own stack never grows past it (its cost grows with the square of the depth).
 */
export function parsedNestingDepth(html: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (!isVoidTag(name) && ++depth > deepest && (deepest = depth) > limit) throw pastLimit;
      },
      onclosetag(name) {
        if (!isVoidTag(name)) depth--;
      },
    },
    { decodeEntities: true },
  );
  try {
    parser.end(html);
  } catch (err) {
    if (err !== pastLimit) throw err;
  }
  return deepest;
}

/** Thrown by sanitizeRichText when the cleaned text would be longer than the `maxLength` it was given. */
export class CleanedTooLong extends Error {
  constructor(readonly maxLength: number) {
    super(`longer than ${maxLength} characters once cleaned`);
  }
}

/**
 * The sanitiser's options with a budget: the escaped text (one character of input may make six) is counted
 * before it is written, and past `maxLength` the cleaning stops at once. The text alone is less than the
 * whole output, so nothing that would fit is refused, and too long an input never costs the whole cleaning
 * nor a string six times its size.
 */
function withinLength(maxLength: number): sanitizeHtml.IOptions {
  let written = 0;
  return {
    ...options,
    textFilter: (text) => {
      written += escapedLength(text);
      if (written > maxLength) throw new CleanedTooLong(maxLength);
      return escapeText(text);
    },
  };
}

/** Sanitised rich text; CleanedTooLong when it would be longer than `maxLength` characters. */
export function sanitizeRichText(html: string, maxLength = Infinity): string {
  if (tooDeep(html)) return "";
  // Void elements as HTML writes them (<img ...>, <br>), not XHTML's " />": text and attribute
  // values are escaped by then, so " />" can only be the end of a tag.
  const clean = sanitizeHtml(html, maxLength === Infinity ? options : withinLength(maxLength)).replace(/ \/>/g, ">");
  if (clean.length > maxLength) throw new CleanedTooLong(maxLength);
  return clean;
}

const seen = new Error("visible text");

/**
 * Whether sanitised HTML shows anything but white space as text (htmlToText(html) !== ""), stopping at the
 * first character that does rather than building the whole text.
 */
export function hasVisibleText(html: string): boolean {
  const parser = new Parser(
    {
      ontext(text) {
        if (/\S/.test(text)) throw seen;
      },
    },
    { decodeEntities: true },
  );
  try {
    parser.end(html);
  } catch (err) {
    if (err === seen) return true;
    throw err;
  }
  return false;
}

/**
 * Rich text as it is stored (a post's content, a preview's, a news item's or resource's body): sanitised,
 * "" when nothing visible is left (an empty editor, or only a script), and refused with a 400 naming `field`,
 * in the words of the schema's own limit, when longer than `maxLength` characters once cleaned: the limit
 * holds for what is kept, not only for what was sent.
 */
export function cleanRichText(html: string, field: string, maxLength: number): string {
  let clean: string;
  try {
    clean = sanitizeRichText(html, maxLength);
  } catch (err) {
    if (err instanceof CleanedTooLong) throw Invalid.field(field, tooLongProblem(maxLength));
    throw err;
  }
  return !hasVisibleText(clean) && !/<img\s/i.test(clean) ? "" : clean;
}

// For a public page: the page's title is its one h1, so a content h1 (the editor's H1) shows as h2
// (h2 and below stay, so levels are never skipped); an image without alt text gets an empty one
// (decorative) rather than none, so screen readers skip it.
const displayOptions: sanitizeHtml.IOptions = {
  ...options,
  transformTags: {
    ...options.transformTags,
    h1: (_tag, attribs) => ({ tagName: "h2", attribs: withFilteredStyle(attribs) }),
    img: (tagName, attribs) => ({ tagName, attribs: { alt: "", ...withFilteredStyle(attribs) } }),
  },
};

/** Rich text as a public page shows it under its own h1: sanitised, h1 as h2, alt on images. */
export function richTextForPage(html: string): string {
  if (tooDeep(html)) return "";
  return sanitizeHtml(html, displayOptions).replace(/ \/>/g, ">");
}

/** Plain text of an HTML fragment, entities decoded once (a real decoder: "&amp;lt;" stays "&lt;"), whitespace collapsed. */
export function htmlToText(html: string): string {
  if (tooDeep(html)) return "";
  const escaped = sanitizeHtml(html.replace(/<\/(p|h\d|li|div)>/gi, " </$1>"), { allowedTags: [], allowedAttributes: {} });
  return decodeHTML(escaped).replace(/\s+/g, " ").trim();
}

/** First `max` characters of text, cut at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
