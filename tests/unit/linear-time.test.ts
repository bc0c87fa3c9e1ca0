// Every hand-written regex or parser run on staff or visitor text works in linear time. Each gets
// a 100,000-character input built to make a backtracking pattern go quadratic, and must finish well under
// 100 ms of CPU time (a quadratic one takes seconds: filterStyle took 4.3 s on main with 100,000 spaces).
import { describe, expect, it } from "vitest";
import { Parser } from "htmlparser2";
import { filterStyle, htmlToText, parsedNestingDepth, richTextForPage, sanitizeRichText, STYLE_MAX_LENGTH } from "../../src/server/services/sanitize";
import { contactFieldProblems, looksLikeEmail, stripSpecialChars } from "../../src/shared/enquiry-rules";
import { splitFeatures } from "../../src/shared/features";
import { htmlNestingDepth, isVoidTag, MAX_HTML_NESTING, normalizeLinkUrl, tidyEditorHtml } from "../../src/shared/rich-text";
import { blogInputSchema, excerptSchema } from "../../src/shared/schemas/blog";
import { isoDateSchema, text, textProblem } from "../../src/shared/schemas/common";
import { mailSettingsInputSchema } from "../../src/shared/schemas/mail-settings";
import { keywordList } from "../../src/shared/sitemap";
import { slugify, slugKey, slugProblem } from "../../src/shared/slug";
import { withScheme } from "../../src/shared/urls";

const N = 100_000;
const spaces = " ".repeat(N);
const BUDGET_MS = 100;

/** CPU time of this process in ms: on a shared machine, wall-clock time measures the neighbours too. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The best of three runs, in CPU time. */
function timed(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = cpuMs();
    run();
    best = Math.min(best, cpuMs() - start);
  }
  return best;
}

const cases: [name: string, run: () => unknown][] = [
  ["filterStyle: a value of spaces between two words", () => filterStyle(`color:x${spaces}y`)],
  ["filterStyle: many declarations of spaces", () => filterStyle(`color: ${" ".repeat(20)};`.repeat(N / 30))],
  ["sanitizeRichText: the issue's style attribute", () => sanitizeRichText(`<p style="color:x${spaces}y">a</p>`)],
  ["richTextForPage: the issue's style attribute", () => richTextForPage(`<h1 style="text-align:${spaces}x">a</h1>`)],
  ["sanitizeRichText: unclosed <span> nested 16,000 deep (quadratic in sanitize-html's parser)", () => sanitizeRichText("<span>".repeat(N / 6))],
  ["htmlNestingDepth: tag starts without an end", () => htmlNestingDepth("<a".repeat(N / 2))],
  // End tags the parser ignores, and "</" inside attribute values, hid the depth from the guard.
  ["sanitizeRichText: <span></x> (an end tag the parser ignores)", () => sanitizeRichText("<span></x>".repeat(N / 10))],
  ["sanitizeRichText: <span></span x> with a stray end tag between", () => sanitizeRichText("<span></b>".repeat(N / 10))],
  ["sanitizeRichText: <b></i> crossed end tags", () => sanitizeRichText("<b><i></b>".repeat(N / 10))],
  ["sanitizeRichText: </ inside a double-quoted attribute", () => sanitizeRichText('<span title="</span>">'.repeat(N / 22))],
  ["sanitizeRichText: </ inside a single-quoted attribute", () => sanitizeRichText("<span class='</span>'>".repeat(N / 22))],
  ["sanitizeRichText: </ inside an unquoted attribute", () => sanitizeRichText("<span a=</span>".repeat(N / 15))],
  ["richTextForPage: <span></x>", () => richTextForPage("<span></x>".repeat(N / 10))],
  ["htmlToText: <span></x>", () => htmlToText("<span></x>".repeat(N / 10))],
  ["htmlNestingDepth: attribute values with </", () => htmlNestingDepth('<span title="</span>">'.repeat(N / 22))],
  ["parsedNestingDepth: <span></x>", () => parsedNestingDepth("<span></x>".repeat(N / 10), MAX_HTML_NESTING)],
  ["htmlToText: closing tags and entities", () => htmlToText("</p>&amp;lt;".repeat(N / 11))],
  ["splitFeatures: a run of dots and spaces before a word", () => splitFeatures(`a${" .".repeat(N / 2)}x`)],
  ["splitFeatures: bullets", () => splitFeatures(`${"•-".repeat(N / 2)}x`)],
  ["looksLikeEmail: dots after the @", () => looksLikeEmail(`a@${".".repeat(N)}@`)],
  ["stripSpecialChars / contactFieldProblems", () => contactFieldProblems({ message: `${"a<".repeat(N / 2)}`, email: `a@${".".repeat(N)}` }, ["message", "email"])],
  ["slugify: dashes and punctuation", () => slugify(`a${"-".repeat(N)}b${"!?".repeat(N / 4)}`)],
  ["slugProblem: dots then a slash", () => slugProblem(`${".".repeat(N)}/`)],
  ["slugKey", () => slugKey("ß".repeat(N))],
  ["tidyEditorHtml: &nbsp; runs", () => tidyEditorHtml("&nbsp;".repeat(N / 6) + "&nbsp")],
  ["normalizeLinkUrl: a long scheme-like run", () => normalizeLinkUrl(`${"a+".repeat(N / 2)}:`)],
  ["withScheme: slashes", () => withScheme(`${"/".repeat(N)}x`)],
  ["keywordList: commas and spaces", () => keywordList(`${" ,".repeat(N / 2)}x`)],
  ["textProblem: a long clean text, then a lone surrogate", () => textProblem(`${"a\t".repeat(N / 2)}\ud800`, "multiline")],
  ["text() schema", () => text().safeParse(`${"x".repeat(N)}\u0000`)],
  ["excerptSchema", () => excerptSchema.safeParse(`${".".repeat(N)}`)],
  [
    "mailSettingsInputSchema: a host of dots and dashes, a sender's name of quotes",
    () => mailSettingsInputSchema.safeParse({ host: `a${".-".repeat(N / 2)}`, fromName: '"'.repeat(N), fromAddress: `a@${".".repeat(N)}` }),
  ],
  ["isoDateSchema", () => isoDateSchema.safeParse(`2026-01-01${"0".repeat(N)}`)],
  [
    "blogInputSchema with long fields",
    () => blogInputSchema.safeParse({ title: spaces, excerpt: `a${spaces}`, content: `<p>${spaces}</p>`, date: "2026-01-01", keywords: spaces }),
  ],
];

describe("linear time on 100,000-character adversarial inputs", () => {
  it.each(cases)("%s finishes well under 100 ms", (_name, run) => {
    expect(timed(run)).toBeLessThan(BUDGET_MS);
  });

  it("measures nesting from the tags (void elements do not nest) and gives nothing for markup nested too deep", () => {
    expect(htmlNestingDepth("<ul><li>a<ul><li>b</li></ul></li></ul><p>x<br><img src=a.png></p>")).toBe(4);
    expect(htmlNestingDepth("a < b, c<1 </p></p>")).toBe(0);
    const deep = `${"<span>".repeat(MAX_HTML_NESTING + 1)}x`;
    expect(sanitizeRichText(deep)).toBe("");
    expect(richTextForPage(deep)).toBe("");
    expect(htmlToText(deep)).toBe("");
    expect(sanitizeRichText(`${"<span>".repeat(MAX_HTML_NESTING)}x`)).toContain("x");
  });

  it("measures the depth the parser builds: ignored end tags and attribute values hide nothing", () => {
    for (const unit of ["<span></x>", "<span></b>", '<span title="</span>">', "<span class='</span>'>", "<span a=</span>", "<span><!-- </span> -->"]) {
      const html = `${unit.repeat(MAX_HTML_NESTING + 1)}x`;
      expect(htmlNestingDepth(html, MAX_HTML_NESTING), unit).toBeGreaterThan(MAX_HTML_NESTING);
      expect(parsedNestingDepth(html, MAX_HTML_NESTING), unit).toBeGreaterThan(MAX_HTML_NESTING);
      expect(sanitizeRichText(html), unit).toBe("");
    }
    // Editor output is not refused.
    const editor = '<p style="text-align: center;">a <strong>b</strong></p><ol><li data-list="bullet">c<br></li></ol><p><a href="https://x.in" title="a</b>">d</a></p>';
    expect(htmlNestingDepth(editor)).toBe(2);
    expect(parsedNestingDepth(editor)).toBe(2);
    expect(sanitizeRichText(editor)).toContain("<strong>b</strong>");
  });

  it("never counts less depth than the parser builds (random markup)", () => {
    const pieces = ["<span>", "</span>", "<b>", "</b>", "</x>", "<p>", "</p>", '<i title="</i>">', "<i a=</i>", "</i>", "<br>", "<!-- </b> -->", "text", "<li>", "<ul>", "</ul>"];
    let seed = 29;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 500; n++) {
      const html = Array.from({ length: 40 }, () => pieces[Math.floor(random() * pieces.length)]).join("");
      let depth = 0;
      let deepest = 0;
      const parser = new Parser(
        {
          onopentag: (name) => void (isVoidTag(name) || (deepest = Math.max(deepest, ++depth))),
          onclosetag: (name) => void (isVoidTag(name) || depth--),
        },
        { decodeEntities: true },
      );
      parser.end(html);
      expect(parsedNestingDepth(html), html).toBe(deepest);
      expect(htmlNestingDepth(html), html).toBeGreaterThanOrEqual(deepest);
    }
  });

  it("drops a style attribute longer than the cap", () => {
    expect(filterStyle(`color: #e60000;${" ".repeat(STYLE_MAX_LENGTH)}`)).toBe("");
    expect(filterStyle("color: #e60000;  text-align : center")).toBe("color: #e60000; text-align: center;");
  });

  it("keeps what the quadratic patterns did (same results, linear time)", () => {
    expect(splitFeatures("One. ;Two ..  ;• Three")).toEqual(["One", "Two", "Three"]);
    expect(looksLikeEmail("a@b.co")).toBe(true);
    expect(looksLikeEmail("a@.co")).toBe(false);
    expect(looksLikeEmail("a@b.")).toBe(false);
    expect(looksLikeEmail("a@@b.co")).toBe(false);
    expect(looksLikeEmail("a b@c.co")).toBe(false);
    expect(stripSpecialChars("a!<b>")).toBe("a!b");
  });
});
