// Tax invoices and credit notes as PDFs: every field Rule 46 (or Rule 53) of the CGST Rules asks for is there as
// text that pdftotext (poppler-utils) reads back, Hindi included, in fonts embedded in the file.
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import { renderInvoicePdf, woffToSfnt } from "../../src/server/services/invoice-pdf";
import { STATUTORY_LINE } from "../../src/server/services/orders";
import { gstinCheckCharacter, gstStateName, priceOrder, rupeesInWords } from "../../src/shared/gst";
import { invoiceSchema, type Invoice, type OrderLine } from "../../src/shared/schemas/order";
import { tempDir } from "../fixtures/temp";

/** A GSTIN with its right check character. */
const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);

const FIRM_GSTIN = gstin("06AAHCV4821K1Z");
const firm = {
  name: "Vidhikarya Compliance Services Pvt. Ltd.",
  address: "SCO 21, Second Floor, Sector 16 Market, Faridabad, Haryana 121002",
  gstin: FIRM_GSTIN,
  pan: "AAHCV4821K",
  state: "06",
  email: "accounts@companyregistrationdelhi.in",
  phone: "+91 98110 45632",
};

/** An invoice as the orders service issues it: priced by shared/gst.ts, from a Haryana firm. */
function sampleInvoice({
  state,
  client,
  feeRupees,
  governmentFeeRupees,
  withStateFees = false,
  ...rest
}: { state: string; client: Invoice["client"]; feeRupees: number; governmentFeeRupees: number; withStateFees?: boolean } & Partial<Invoice>): Invoice {
  const amounts = priceOrder({ feeRupees, governmentFeeRupees, firmState: firm.state, placeOfSupply: state });
  const lines: OrderLine[] = [
    { kind: "fee", description: "Private Limited Company Registration", sac: "998231", amount: amounts.fee },
    ...(amounts.igst
      ? [{ kind: "igst" as const, description: "IGST", rate: 18, amount: amounts.igst }]
      : [
          { kind: "cgst" as const, description: "CGST", rate: 9, amount: amounts.cgst },
          { kind: "sgst" as const, description: "SGST", rate: 9, amount: amounts.sgst },
        ]),
    ...(amounts.governmentFee
      ? [{ kind: "government_fee" as const, description: withStateFees ? STATUTORY_LINE.stateFees : STATUTORY_LINE.estimate, amount: amounts.governmentFee }]
      : []),
  ];
  return invoiceSchema.parse({
    id: "inv_1",
    kind: "invoice",
    number: "2026-27/0001",
    fy: "2026-27",
    serial: 1,
    date: "2026-11-27",
    orderId: "ord_1",
    orderReference: "CRD-7K3M9QXA",
    firm,
    client,
    placeOfSupply: { code: state, name: gstStateName(state) },
    description: "Private Limited Company Registration",
    sac: "998231",
    lines,
    ...amounts,
    totalInWords: rupeesInWords(amounts.total),
    createdAt: "2026-11-27T10:15:00.000Z",
    ...rest,
  });
}

const CLIENT_GSTIN = gstin("06ABCPK1234M1Z");
/** Within Haryana: CGST and SGST, a government fee, a client named in Hindi. */
const inState = sampleInvoice({
  state: "06",
  client: {
    name: "राजेश कुमार",
    businessName: "Kumar Traders",
    address: "12 Main Bazar, Ballabgarh, Faridabad, Haryana 121004",
    gstin: CLIENT_GSTIN,
    email: "rajesh@example.in",
    phone: "9876543210",
  },
  feeRupees: 7999,
  governmentFeeRupees: 1500,
  firm: { ...firm, cin: "U74999HR2018PTC123456" },
});

const OTHER_GSTIN = gstin("27AADCS9876L1Z");
/** To Maharashtra: IGST, no government fee. */
const outOfState = sampleInvoice({
  state: "27",
  client: {
    name: "Sneha Patil",
    businessName: "Sahyadri Foods Private Limited",
    address: "Office 5, Baner Road, Pune, Maharashtra 411045",
    gstin: OTHER_GSTIN,
    email: "",
    phone: "",
  },
  feeRupees: 100000,
  governmentFeeRupees: 0,
  number: "2026-27/0002",
  serial: 2,
});

const creditNote = sampleInvoice({
  state: "06",
  client: { name: "Anita Verma", businessName: "", address: "", gstin: "", email: "anita@example.in", phone: "" },
  feeRupees: 7999,
  governmentFeeRupees: 0,
  kind: "credit_note",
  number: "CN/2026-27/0001",
  date: "2026-12-03",
  against: { number: "2026-27/0007", date: "2026-11-02" },
  reason: "Order cancelled by the client before the work began.",
});

describe("invoice PDF", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());

  /** The PDF written to a file, and what poppler's tools read from it. */
  async function read(pdf: Buffer) {
    const file = path.join(dir, "invoice.pdf");
    await fs.writeFile(file, pdf);
    const run = (tool: string, ...args: string[]) => execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" });
    return { text: run("pdftotext", "-layout"), fonts: run("pdffonts"), info: run("pdfinfo"), file, run };
  }

  it("prints a tax invoice within the state: supplier, recipient in Hindi, CGST and SGST, the government fee, the total", async () => {
    const pdf = await renderInvoicePdf(inState);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { text, info } = await read(pdf);

    for (const field of [
      "Tax Invoice",
      "Invoice no.: 2026-27/0001",
      "Date: 27 Nov 2026",
      "Order ref.: CRD-7K3M9QXA",
      firm.name,
      firm.address,
      `GSTIN: ${FIRM_GSTIN}`,
      "PAN: AAHCV4821K",
      "CIN: U74999HR2018PTC123456",
      "accounts@companyregistrationdelhi.in",
      "+91 98110 45632",
      "राजेश कुमार",
      "Kumar Traders",
      "12 Main Bazar, Ballabgarh, Faridabad, Haryana 121004",
      `GSTIN: ${CLIENT_GSTIN}`,
      "Place of supply: Haryana (06)",
      "Reverse charge: No",
      "998231",
      "Private Limited Company Registration",
      "Amount in words: Rupees Ten Thousand Nine Hundred Thirty Eight and Eighty Two Paise Only",
      "This is a computer-generated invoice.",
    ]) {
      expect(text).toContain(field);
    }
    expect(text).toMatch(/Private Limited Company Registration\s+998231\s+₹7,999\.00/);
    expect(text).toMatch(/CGST 9%\s+₹719\.91/);
    expect(text).toMatch(/SGST 9%\s+₹719\.91/);
    expect(text).toMatch(/Government fee \(reimbursement, at actuals, no GST\)\s+₹1,500\.00/);
    expect(text).toMatch(/Total\s+₹10,938\.82/);
    expect(text).not.toContain("IGST");
    expect(info).toMatch(/^Title:\s+Tax Invoice 2026-27\/0001$/m);
    expect(info).toMatch(/^Author:\s+Vidhikarya Compliance Services Pvt\. Ltd\.$/m);
    expect(info).toMatch(/^Pages:\s+1$/m);
  });

  it("prints the state's government fee and stamp duty as the order's one line without GST", async () => {
    const delhi = sampleInvoice({ state: "07", client: inState.client, feeRupees: 8999, governmentFeeRupees: 1131 + 1200, withStateFees: true, number: "2026-27/0003", serial: 3 });
    const { text } = await read(await renderInvoicePdf(delhi));
    // The description wraps in its column; the amount sits on its first line.
    expect(text).toMatch(/Government fee and stamp duty \(reimbursement, at actuals, no\s+₹2,331\.00\s+GST\)/);
    expect(text).toMatch(/IGST 18%\s+₹1,619\.82/);
    expect(text).toMatch(/Total\s+₹12,949\.82/);
  });

  it("embeds Noto Sans (with the rupee sign) and Noto Sans Devanagari", async () => {
    const { fonts } = await read(await renderInvoicePdf(inState));
    // pdffonts: name, type, encoding, emb, sub, uni, object ID; every font embedded, a subset, with a Unicode map.
    const rows = fonts
      .split("\n")
      .slice(2)
      .filter(Boolean)
      .map((row) => row.trim().split(/\s+/));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.slice(-5, -2)).toEqual(["yes", "yes", "yes"]);
    const names = rows.map((row) => row[0]?.replace(/^[A-Z]{6}\+/, ""));
    expect(names).toEqual(expect.arrayContaining(["NotoSans-Regular", "NotoSans-Bold", "NotoSansDevanagari-Bold"]));
  });

  it("prints IGST for a supply to another state, and no government fee when there is none", async () => {
    const { text } = await read(await renderInvoicePdf(outOfState));
    for (const field of ["Tax Invoice", "2026-27/0002", "Sneha Patil", "Sahyadri Foods Private Limited", `GSTIN: ${OTHER_GSTIN}`, "Place of supply: Maharashtra (27)", "998231"]) {
      expect(text).toContain(field);
    }
    expect(text).toMatch(/Private Limited Company Registration\s+998231\s+₹1,00,000\.00/);
    expect(text).toMatch(/IGST 18%\s+₹18,000\.00/);
    expect(text).toMatch(/Total\s+₹1,18,000\.00/);
    expect(text).toContain("Rupees One Lakh Eighteen Thousand Only");
    expect(text).not.toMatch(/CGST|SGST|Government fee/);
    // Issued without a CIN in the firm's details (or before it was kept): none printed.
    expect(text).not.toContain("CIN:");
  });

  it("prints a credit note naming its invoice and the reason, to an unregistered client", async () => {
    const { text, info } = await read(await renderInvoicePdf(creditNote));
    for (const field of [
      "Credit Note",
      "Credit note no.: CN/2026-27/0001",
      "Date: 3 Dec 2026",
      "Against invoice: 2026-27/0007",
      "Invoice date: 2 Nov 2026",
      "Reason for the credit note: Order cancelled by the client before the work began.",
      "Anita Verma",
      "GSTIN: Unregistered",
      "This is a computer-generated credit note.",
    ]) {
      expect(text).toContain(field);
    }
    expect(text).toMatch(/Total credit\s+₹9,438\.82/);
    expect(text).not.toContain("Tax Invoice");
    expect(info).toMatch(/^Title:\s+Credit Note CN\/2026-27\/0001$/m);
  });

  it("wraps a 500-character address and a 200-character business name inside the page", async () => {
    const tail = " Zirakpur, Punjab 140603";
    const address =
      Array(8)
        .fill("Flat 4B, Tower 7, Green Avenue Residency, Near Old Water Tank, Sector 20,")
        .join(" ")
        .slice(0, 500 - tail.length) + tail;
    // A word longer than a line (a name typed without spaces) is broken rather than run off the page.
    const businessName = `Shri Balaji Enterprises and Consultancy Services ${"ABCDEFGHIJKLMNOPQRSTUVWXYZ".repeat(3)} `.repeat(2).slice(0, 200);
    expect([address.length, businessName.length]).toEqual([500, 200]);
    const pdf = await renderInvoicePdf({ ...inState, client: { ...inState.client, address, businessName } });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { text, info, run } = await read(pdf);
    expect(text).toContain("Zirakpur, Punjab 140603");
    expect(text).toContain("Shri Balaji Enterprises");
    expect(text).toMatch(/Total\s+₹10,938\.82/);
    expect(info).toMatch(/^Pages:\s+1$/m);
    // Every word's box lies within the page's 48-point margins (A4 is 595.28 points wide).
    const right = [...run("pdftotext", "-bbox").matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(right.length).toBeGreaterThan(100);
    for (const [xMin, xMax] of right) {
      expect(xMin).toBeGreaterThanOrEqual(47);
      expect(xMax).toBeLessThanOrEqual(595.28 - 47);
    }
  });

  it("gives the same bytes for the same invoice", async () => {
    expect((await renderInvoicePdf(inState)).equals(await renderInvoicePdf(inState))).toBe(true);
  });
});

describe("the fonts unwrapped once", () => {
  it("turns a WOFF font into the OpenType font it wraps: every table inflated to its original length", async () => {
    const woff = await fs.readFile(createRequire(import.meta.url).resolve("@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff"));
    const sfnt = woffToSfnt(woff);
    const count = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(count);
    for (let i = 0; i < count; i++) {
      const [tag, length, offset] = [woff.readUInt32BE(44 + i * 20), woff.readUInt32BE(44 + i * 20 + 12), sfnt.readUInt32BE(20 + i * 16)];
      expect(sfnt.readUInt32BE(12 + i * 16)).toBe(tag);
      expect(sfnt.readUInt32BE(24 + i * 16)).toBe(length);
      expect(offset % 4).toBe(0);
      expect(offset + length).toBeLessThanOrEqual(sfnt.length);
    }
    expect(() => woffToSfnt(Buffer.from("not a font"))).toThrow(/WOFF/);
  });
});
