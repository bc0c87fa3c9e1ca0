// The GST tax invoice (Rule 46 of the CGST Rules) or credit note (Rule 53) of an order as an A4 PDF. Its text is
// real text in embedded fonts, so the client's accountant can search and copy it, and tests can read it back.
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import { gstStateName } from "../../shared/gst";
import { shortDateIn } from "../../shared/locale";
import { paiseIn } from "../../shared/formats";
import type { Invoice, OrderLine } from "../../shared/schemas/order";
import { loadPdfkit } from "../lazy-modules";

const require = createRequire(import.meta.url);

type Doc = PDFKit.PDFDocument;
type Script = "latin" | "latinExt" | "devanagari";
type FontName = `${Script}-${"regular" | "bold"}`;

/**
 * Noto Sans in @fontsource's subsets. pdfkit has no fallback from one font to another, so each piece of text is
 * drawn in the subset that holds its characters: "latin" (ASCII, Latin-1, punctuation), "latinExt" (the other
 * Latin letters and the rupee sign ₹, U+20B9, which "latin" lacks) and "devanagari" (Hindi names, shaped by
 * fontkit). pdfkit embeds only the fonts a document uses, each cut down to the glyphs drawn.
 */
/** Where each font file is, resolved when first read (each `require.resolve` names its package for tests/unit/dependencies.test.ts). */
const FONT_FILES: Record<FontName, () => string> = {
  "latin-regular": () => require.resolve("@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff"),
  "latin-bold": () => require.resolve("@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff"),
  "latinExt-regular": () => require.resolve("@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff"),
  "latinExt-bold": () => require.resolve("@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff"),
  "devanagari-regular": () => require.resolve("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff"),
  "devanagari-bold": () => require.resolve("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff"),
};

/** The code points of the "latin" subset: the unicode-range of @fontsource/noto-sans/latin-400.css. */
const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * The subset that draws a code point. The joiners go with Devanagari, where they choose a conjunct's form;
 * whatever neither "latin" nor "devanagari" holds goes to "latinExt" (a script none of them has shows as boxes).
 */
function scriptOf(codePoint: number): Script {
  if ((codePoint >= 0x0900 && codePoint <= 0x097f) || codePoint === 0x200c || codePoint === 0x200d) return "devanagari";
  return LATIN_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? "latin" : "latinExt";
}

/**
 * A WOFF font as the plain OpenType (SFNT) font it wraps: each table inflated once, here, with Node's zlib.
 * Given the WOFF itself, fontkit inflates every table of every font again for each document in JavaScript
 * (tiny-inflate): 85% of an invoice's 370 ms of CPU. The table checksums are copied; fontkit checks none.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF font");
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, original] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const raw = woff.subarray(offset, offset + compressed);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: compressed < original ? inflateSync(raw) : raw };
  });
  const header = Buffer.alloc(12 + count * 16);
  // The search fields of the offset table, from the largest power of two not above the table count.
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const body: Buffer[] = [];
  let offset = header.length;
  tables.forEach((t, i) => {
    header.writeUInt32BE(t.tag, 12 + i * 16);
    header.writeUInt32BE(t.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(t.data.length, 24 + i * 16);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    body.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...body]);
}

let fontData: Promise<[FontName, Buffer][]> | undefined;
/** The font files, read and unwrapped at the first invoice and kept (about 0.9 MB); a failed read is tried again next time. */
function loadFontData(): Promise<[FontName, Buffer][]> {
  fontData ??= Promise.all(Object.entries(FONT_FILES).map(async ([name, file]): Promise<[FontName, Buffer]> => [name as FontName, woffToSfnt(await fs.readFile(file()))]));
  fontData.catch(() => (fontData = undefined));
  return fontData;
}

const INK = "#1f2937";
const MUTED = "#6b7280";
const BRAND = "#1a40a8";
const RULE = "#d1d5db";
const SHADE = "#eef2fa";
/** A line's height, and its baseline below its top, as multiples of the font size (room for Devanagari's marks). */
const LEADING = 1.4;
const ASCENT = 1.02;

/** A stretch of text in one weight and colour; a paragraph is made of spans, all at its size. */
type Span = { text: string; bold?: boolean; color?: string };
type Char = { text: string; font: FontName; color: string };
/** Text drawn in one call: one font and colour, `width` points wide. */
type Run = Char & { width: number };
type Line = { runs: Run[]; width: number };
type Paragraph = { lines: Line[]; size: number; align: "left" | "right"; after: number };
type Column = { x: number; width: number; paragraphs: Paragraph[] };
/** A line in its block: its left edge on the page, its top below the block's. */
type Placed = { line: Line; size: number; left: number; top: number };
type ParagraphOptions = { size: number; bold?: boolean; color?: string; align?: "left" | "right"; after?: number };

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * The page being drawn, `y` being where the next block starts. A paragraph is wrapped at spaces and "\n" into
 * lines of a given width (a word longer than a line breaks between characters), each line cut into runs of one
 * font and colour, measured, then drawn run after run; blocks that do not fit move to a new page.
 */
class Sheet {
  readonly left: number;
  readonly width: number;
  private readonly top: number;
  private readonly bottom: number;
  y: number;

  constructor(private readonly doc: Doc) {
    const { margins, width, height } = doc.page;
    this.left = margins.left;
    this.width = width - margins.left - margins.right;
    this.top = margins.top;
    this.bottom = height - margins.bottom;
    this.y = this.top;
  }

  paragraph(content: string | Span[], width: number, { size, bold, color = INK, align = "left", after = 0 }: ParagraphOptions): Paragraph {
    const spans = typeof content === "string" ? [{ text: content, bold, color }] : content;
    return { lines: this.wrap(this.chars(spans), size, width), size, align, after };
  }

  /**
   * Columns side by side from the current position, each `{ x, width, paragraphs }`, `padding` above and below
   * them and the band shaded when asked; moves below the tallest column. A block taller than the rest of the page
   * starts on the next, and one taller than a page (text longer than the forms allow) flows on from page to page.
   */
  columns(columns: Column[], { padding = 0, shaded = false } = {}): void {
    const height = Math.max(...columns.map((c) => heightOf(c.paragraphs))) + 2 * padding;
    if (height <= this.bottom - this.top) this.ensure(height);
    if (shaded) this.doc.rect(this.left, this.y, this.width, height).fillColor(SHADE).fill();
    let origin = this.y;
    for (const placed of columns.flatMap((c) => this.place(c, padding)).sort((a, b) => a.top - b.top)) {
      if (origin + placed.top + placed.size * LEADING > this.bottom) {
        this.doc.addPage();
        origin = this.top - placed.top;
      }
      this.drawLine(placed, origin + placed.top);
    }
    this.y = origin + height;
  }

  /** Room for `height` points on this page, or a new page. */
  ensure(height: number): void {
    if (this.y + height > this.bottom && this.y > this.top) {
      this.doc.addPage();
      this.y = this.top;
    }
  }

  rule(color: string, thickness: number): void {
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  /** A column's lines, each with its top below the block's. */
  private place({ x, width, paragraphs }: Column, padding: number): Placed[] {
    const placed: Placed[] = [];
    let top = padding;
    for (const { lines, size, align, after } of paragraphs) {
      for (const line of lines) {
        placed.push({ line, size, left: align === "right" ? x + width - line.width : x, top });
        top += size * LEADING;
      }
      top += after;
    }
    return placed;
  }

  private drawLine({ line, size, left }: Placed, top: number): void {
    let x = left;
    for (const run of line.runs) {
      // The baseline, not the top, is placed: Noto Sans and Noto Sans Devanagari have different ascenders.
      this.doc
        .font(run.font)
        .fontSize(size)
        .fillColor(run.color)
        .text(run.text, x, top + size * ASCENT, { lineBreak: false, baseline: "alphabetic" });
      x += run.width;
    }
  }

  private chars(spans: Span[]): Char[] {
    return spans.flatMap(({ text, bold, color = INK }) =>
      Array.from(text.replace(/\r\n?/g, "\n").replace(/[^\S\n]/g, " "), (ch): Char => ({
        text: ch,
        font: `${scriptOf(ch.codePointAt(0) ?? 0)}-${bold ? "bold" : "regular"}`,
        color,
      })),
    );
  }

  private wrap(chars: Char[], size: number, width: number): Line[] {
    const measure = (word: Char[]) => this.runs(word, size).reduce((sum, run) => sum + run.width, 0);
    const lines: Line[] = [];
    for (const paragraph of splitOn(chars, "\n")) {
      let line: Char[] = [];
      let lineWidth = 0;
      for (const word of splitOn(paragraph, " ")) {
        for (const piece of measure(word) > width ? this.breakWord(word, width, measure) : [word]) {
          const previous = line.at(-1);
          // A space takes the font of the text before it, so a Hindi name with a space stays one run.
          const space: Char[] = previous ? [{ ...previous, text: " " }] : [];
          const spaceWidth = measure(space);
          const pieceWidth = measure(piece);
          if (previous && lineWidth + spaceWidth + pieceWidth > width) {
            lines.push(this.line(line, size));
            line = [];
            lineWidth = 0;
          } else {
            line.push(...space);
            lineWidth += spaceWidth;
          }
          line.push(...piece);
          lineWidth += pieceWidth;
        }
      }
      if (line.length) lines.push(this.line(line, size));
    }
    return lines;
  }

  /** A word wider than a line, in pieces that fit, broken between grapheme clusters (never inside a syllable). */
  private breakWord(word: Char[], width: number, measure: (chars: Char[]) => number): Char[][] {
    const pieces: Char[][] = [];
    let piece: Char[] = [];
    let at = 0;
    for (const { segment } of graphemes.segment(word.map((c) => c.text).join(""))) {
      const cluster = word.slice(at, (at += Array.from(segment).length));
      if (piece.length && measure([...piece, ...cluster]) > width) {
        pieces.push(piece);
        piece = [];
      }
      piece.push(...cluster);
    }
    if (piece.length) pieces.push(piece);
    return pieces;
  }

  private line(chars: Char[], size: number): Line {
    const runs = this.runs(chars, size);
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
  }

  private runs(chars: Char[], size: number): Run[] {
    const runs: Char[] = [];
    for (const c of chars) {
      const last = runs.at(-1);
      if (last && last.font === c.font && last.color === c.color) last.text += c.text;
      else runs.push({ ...c });
    }
    return runs.map((run) => ({ ...run, width: this.doc.font(run.font).fontSize(size).widthOfString(run.text) }));
  }
}

/** The non-empty stretches of `chars` between the separators. */
function splitOn(chars: Char[], separator: string): Char[][] {
  const parts: Char[][] = [[]];
  for (const c of chars) {
    if (c.text === separator) parts.push([]);
    else parts.at(-1)?.push(c);
  }
  return parts.filter((part) => part.length > 0);
}

const heightOf = (paragraphs: Paragraph[]) => paragraphs.reduce((sum, p) => sum + p.lines.length * p.size * LEADING + p.after, 0);

/** Paise as an invoice prints them, Indian grouping and two decimals: 1061882 -> "₹10,618.82". */
const formatMoney = (paise: number) => paiseIn("en", paise);

/** "2026-11-27" as "27 Nov 2026"; a date in any other form as it is. */
const formatDay = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) && shortDateIn("en", day)) || day;

const TAX_NAMES = { cgst: "CGST", sgst: "SGST", igst: "IGST" } as const;
/**
 * The breakdown's label for a line other than the fee: "CGST 9%", or the order's own words for the amount passed
 * on without GST (the government fee, with the state's stamp duty when the order charged it).
 */
function lineLabel(kind: Exclude<OrderLine["kind"], "fee">, rate: number | undefined, description: string): string {
  if (kind === "government_fee") return description;
  return rate === undefined ? TAX_NAMES[kind] : `${TAX_NAMES[kind]} ${rate}%`;
}

const label = (text: string): Span => ({ text, color: MUTED });

/** The invoice (or credit note) as the bytes of a PDF. */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const [PDFDocument, fonts] = await Promise.all([loadPdfkit(), loadFontData()]);
  const title = invoice.kind === "credit_note" ? "Credit Note" : "Tax Invoice";
  const created = new Date(invoice.createdAt);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 48, bottom: 48, left: 48, right: 48 },
    lang: "en-IN",
    displayTitle: true,
    // The creation date is the invoice's own (not the time of rendering), so the same invoice gives the same bytes.
    info: { Title: `${title} ${invoice.number}`, Author: invoice.firm.name, ...(Number.isNaN(created.getTime()) ? {} : { CreationDate: created }) },
  });
  for (const [name, data] of fonts) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  drawInvoice(new Sheet(doc), invoice, title);
  doc.end();
  return ended;
}

function drawInvoice(sheet: Sheet, invoice: Invoice, title: string): void {
  const credit = invoice.kind === "credit_note";
  const { firm, client, placeOfSupply } = invoice;
  const { left, width } = sheet;
  const gutter = 24;

  // The supplier across the top, as on its letterhead.
  const firmState = gstStateName(firm.state);
  const contact = (email: string, phone: string): Span[] => [
    ...(email ? [label("E-mail: "), { text: email }] : []),
    ...(email && phone ? [label(" · ")] : []),
    ...(phone ? [label("Phone: "), { text: phone }] : []),
  ];
  const registration = [
    label("GSTIN: "),
    { text: firm.gstin },
    ...(firm.pan ? [label(" · PAN: "), { text: firm.pan }] : []),
    // The Companies Act asks for a company's CIN on its invoices; an LLP's LLPIN likewise.
    ...(firm.cin ? [label(" · CIN: "), { text: firm.cin }] : []),
    ...(firm.llpin ? [label(" · LLPIN: "), { text: firm.llpin }] : []),
    ...(firmState ? [label(" · State: "), { text: `${firmState} (${firm.state})` }] : []),
  ];
  const letterhead = [
    sheet.paragraph(firm.name, width, { size: 16, bold: true, after: 3 }),
    sheet.paragraph(firm.address, width, { size: 9, color: MUTED, after: 2 }),
    sheet.paragraph(registration, width, { size: 9 }),
    sheet.paragraph(contact(firm.email, firm.phone), width, { size: 9 }),
  ];
  sheet.columns([{ x: left, width, paragraphs: letterhead }]);
  sheet.y += 10;
  sheet.rule(BRAND, 1.5);
  sheet.y += 14;

  // What the document is on the left, its number and dates on the right.
  const metaWidth = 260;
  const meta = (name: string, value: string, bold = false) => sheet.paragraph([label(`${name}: `), { text: value, bold }], metaWidth, { size: 9.5, align: "right" });
  const metaLines = [
    meta(credit ? "Credit note no." : "Invoice no.", invoice.number, true),
    meta("Date", formatDay(invoice.date)),
    ...(invoice.against ? [meta("Against invoice", invoice.against.number), meta("Invoice date", formatDay(invoice.against.date))] : []),
    meta("Order ref.", invoice.orderReference),
  ];
  sheet.columns([
    { x: left, width: width - metaWidth - gutter, paragraphs: [sheet.paragraph(title, width - metaWidth - gutter, { size: 22, bold: true, color: BRAND })] },
    { x: left + width - metaWidth, width: metaWidth, paragraphs: metaLines },
  ]);
  sheet.y += 12;
  sheet.rule(RULE, 0.5);
  sheet.y += 14;

  // The recipient on the left, where the supply is taxed on the right.
  const supplyWidth = 190;
  const clientWidth = width - supplyWidth - gutter;
  const heading = (text: string, columnWidth: number) => sheet.paragraph(text.toUpperCase(), columnWidth, { size: 7.5, bold: true, color: MUTED, after: 3 });
  const clientLines = [
    heading(credit ? "Credit note to" : "Billed to", clientWidth),
    sheet.paragraph(client.name, clientWidth, { size: 11.5, bold: true, after: 1 }),
    ...(client.businessName ? [sheet.paragraph(client.businessName, clientWidth, { size: 9.5, after: 1 })] : []),
    ...(client.address ? [sheet.paragraph(client.address, clientWidth, { size: 9, color: MUTED, after: 2 })] : []),
    sheet.paragraph([label("GSTIN: "), { text: client.gstin || "Unregistered" }], clientWidth, { size: 9 }),
    ...(client.email || client.phone ? [sheet.paragraph(contact(client.email, client.phone), clientWidth, { size: 9 })] : []),
  ];
  const supplyLines = [
    heading("Supply", supplyWidth),
    sheet.paragraph([label("Place of supply: "), { text: `${placeOfSupply.name} (${placeOfSupply.code})` }], supplyWidth, { size: 9.5 }),
    sheet.paragraph([label("Reverse charge: "), { text: "No" }], supplyWidth, { size: 9.5 }),
  ];
  sheet.columns([
    { x: left, width: clientWidth, paragraphs: clientLines },
    { x: left + width - supplyWidth, width: supplyWidth, paragraphs: supplyLines },
  ]);

  if (invoice.reason) {
    sheet.y += 10;
    sheet.columns([{ x: left, width, paragraphs: [sheet.paragraph([label("Reason for the credit note: "), { text: invoice.reason }], width, { size: 9.5 })] }]);
  }

  // The breakdown: the service with its SAC and taxable value, each tax, the government fee, the total.
  sheet.y += 20;
  const pad = 8;
  const sacWidth = 64;
  const amountWidth = 110;
  const descriptionWidth = width - sacWidth - amountWidth - 4 * pad;
  const sacX = left + pad + descriptionWidth + 2 * pad;
  const amountX = left + width - pad - amountWidth;
  const text = (value: string, columnWidth: number, options: ParagraphOptions) => [sheet.paragraph(value, columnWidth, options)];
  const row = (description: Paragraph[], sac: Paragraph[], amount: Paragraph[]): Column[] => [
    { x: left + pad, width: descriptionWidth, paragraphs: description },
    { x: sacX, width: sacWidth, paragraphs: sac },
    { x: amountX, width: amountWidth, paragraphs: amount },
  ];
  const money = (paise: number, size = 9.5, bold = false) => text(formatMoney(paise), amountWidth, { size, bold, align: "right" });

  const head = { size: 8.5, bold: true };
  sheet.columns(row(text("Description", descriptionWidth, head), text("SAC", sacWidth, head), text("Amount", amountWidth, { ...head, align: "right" })), {
    padding: 6,
    shaded: true,
  });
  for (const line of invoice.lines) {
    if (line.kind === "fee") {
      const description = [
        sheet.paragraph(invoice.description, descriptionWidth, { size: 10, bold: true, after: 1 }),
        sheet.paragraph("Professional fee (taxable value)", descriptionWidth, { size: 8.5, color: MUTED }),
      ];
      sheet.columns(row(description, text(line.sac ?? invoice.sac, sacWidth, { size: 9.5 }), money(line.amount)), { padding: 7 });
      sheet.rule(RULE, 0.5);
    } else if (line.amount !== 0) {
      sheet.columns(row(text(lineLabel(line.kind, line.rate, line.description), descriptionWidth, { size: 9.5 }), [], money(line.amount)), { padding: 7 });
      sheet.rule(RULE, 0.5);
    }
  }
  // The total's band starts below its rule, so the shading does not cover half of it.
  sheet.rule(INK, 1);
  sheet.y += 0.5;
  sheet.columns(row(text(credit ? "Total credit" : "Total", descriptionWidth, { size: 11, bold: true }), [], money(invoice.total, 11, true)), { padding: 8, shaded: true });
  sheet.rule(INK, 1);

  sheet.y += 8;
  sheet.columns([{ x: left, width, paragraphs: [sheet.paragraph([label("Amount in words: "), { text: invoice.totalInWords }], width, { size: 9.5 })] }]);

  sheet.y += 28;
  sheet.ensure(24);
  sheet.rule(RULE, 0.5);
  sheet.y += 6;
  sheet.columns([{ x: left, width, paragraphs: [sheet.paragraph(`This is a computer-generated ${credit ? "credit note" : "invoice"}.`, width, { size: 8.5, color: MUTED })] }]);
}
