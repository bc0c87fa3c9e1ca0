// The one HTML sanitiser for rich text (blog content, news and resource bodies), used on save and on render.
import sanitizeHtml from "sanitize-html";
import { ALIGNMENTS, LINE_SPACINGS, LINK_SCHEMES } from "../../shared/constants";

const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i];
const lineHeights = LINE_SPACINGS.map((v) => new RegExp(`^${v.replace(".", "\\.")}$`));
const alignments = ALIGNMENTS.map((v) => new RegExp(`^${v}$`));

// Quill 2 writes alignment and lists as classes (ql-align-*, data-list) unless told to use styles;
// our editor uses inline styles, and these classes are kept too so older content still renders.
const qlClasses = ["ql-align-center", "ql-align-right", "ql-align-justify", "ql-indent-1", "ql-indent-2", "ql-indent-3"];

const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h1", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "blockquote", "ul", "ol", "li", "a", "img", "span", "pre", "code", "hr", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: {
    a: ["href", "target", "rel", "title"],
    img: ["src", "alt", "width", "height", "title"],
    li: ["data-list"],
    "*": ["style", "class"],
  },
  allowedClasses: { "*": qlClasses },
  allowedStyles: {
    "*": {
      color: colour,
      "background-color": colour,
      "text-align": alignments,
      "line-height": lineHeights,
    },
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target === "_blank") out.rel = "noopener noreferrer";
      else delete out.target;
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** Plain text of an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h\d|li|div)>/gi, " </$1>"), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** First `max` characters of text, cut at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
