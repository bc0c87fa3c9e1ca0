// GST tax invoices and credit notes (Rule 46 and Rule 53 of the CGST Rules; docs/product.md#orders). An
// invoice is issued inside the transaction that marks its order paid, a credit note inside the one that
// cancels or refunds a paid order: the next serial of its series and financial year is counted there, so 20
// payments at once get 20 consecutive numbers, and the number's unique column stops a repeat. An issued
// document is a copy of everything it shows (the firm's and the client's details as they were) and is never
// edited. The accountant's export lists them in the shape of GSTR-1.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { formatAddress } from "../../shared/firm";
import { financialYear, gstStateCode, gstStateName, rupeesInWords } from "../../shared/gst";
import type { Invoice, Order } from "../../shared/schemas/order";
import { csvDate } from "../../shared/formats";
import type { FirmDetails } from "../../shared/schemas/settings";
import { Invalid, NotFound } from "../errors";
import type { Storage } from "../storage";
import { apiMessages } from "../../shared/api-messages";
import { csvSafe } from "./enquiry-inbox";
import { renderInvoicePdf } from "./invoice-pdf";

/** The series' prefixes: "2026-27/0001" and "CN/2026-27/0001" (at most 16 characters, Rule 46(b)). */
const PREFIX = { invoice: "", credit_note: "CN/" } as const;

/** The day in India (YYYY-MM-DD) of a time. */
export const indiaDay = (ms: number): string => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(ms));

/** The firm's state for GST: its GSTIN's first two digits, else the state of its address. */
export function firmStateOf(firm: FirmDetails): string {
  return firm.gstin ? firm.gstin.slice(0, 2) : (gstStateCode(firm.address.region) ?? "07");
}

/** The export's columns, one row per invoice and credit note (GSTR-1's B2B/B2C and CDNR figures). */
const EXPORT_COLUMNS = [
  "Number",
  "Type",
  "Date",
  "Order",
  "Client",
  "Client GSTIN",
  "Place of supply",
  "Taxable value",
  "CGST",
  "SGST",
  "IGST",
  // The amount passed on without GST: the government fee, with the state's stamp duty when the order charged it.
  "Government fee and stamp duty",
  "Total",
] as const;

/** How many rendered PDFs are kept in memory, newest made last. */
const KEPT_PDFS = 32;

export function createInvoiceService({ invoices }: Pick<Storage, "invoices">, { firm, now }: { firm: () => FirmDetails; now: () => number }) {
  const madePdfs = new Map<string, Promise<Buffer>>();
  /** The next number of a series in a financial year: called inside the issuing transaction. */
  function nextSerial(kind: Invoice["kind"], fy: string): number {
    return invoices.count({ kind, fy }) + 1;
  }

  return {
    /**
     * Issues the order's invoice, or (with `against`) a credit note for the whole of a paid order's invoice.
     * Must run inside the caller's transaction, beside the write that marks the order paid or refunded.
     */
    issue(order: Order, against?: { number: string; date: string; reason: string }): Invoice {
      const kind: Invoice["kind"] = against ? "credit_note" : "invoice";
      const date = indiaDay(now());
      const fy = financialYear(date);
      const serial = nextSerial(kind, fy);
      const f = firm();
      const record: Invoice = {
        id: randomUUID(),
        kind,
        number: `${PREFIX[kind]}${fy}/${String(serial).padStart(4, "0")}`,
        fy,
        serial,
        date,
        orderId: order.id,
        orderReference: order.reference,
        ...(against ? { against: { number: against.number, date: against.date }, reason: against.reason } : {}),
        firm: {
          name: f.ownerFirm,
          address: formatAddress(f.address),
          gstin: f.gstin,
          pan: f.pan,
          state: order.firmState,
          email: f.email,
          phone: f.phones[0] ?? "",
          // The Companies Act asks for the CIN on a company's invoices (an LLP's LLPIN likewise).
          ...(f.cin ? { cin: f.cin } : {}),
          ...(f.llpin ? { llpin: f.llpin } : {}),
        },
        client: {
          name: order.client.name,
          businessName: order.client.businessName,
          address: order.client.address,
          gstin: order.client.gstin,
          email: order.client.email,
          phone: order.client.phone,
        },
        placeOfSupply: { code: order.placeOfSupply, name: gstStateName(order.placeOfSupply) ?? order.placeOfSupply },
        description: order.package.title,
        sac: order.package.sac,
        lines: order.lines,
        fee: order.fee,
        cgst: order.cgst,
        sgst: order.sgst,
        igst: order.igst,
        governmentFee: order.governmentFee,
        total: order.total,
        totalInWords: rupeesInWords(order.total),
        createdAt: new Date(now()).toISOString(),
      };
      return invoices.create(record);
    },

    /** The invoice or credit note with this number. */
    byNumber(number: string): Invoice {
      const found = invoices.find({ where: { number }, limit: 1 })[0];
      if (!found) throw new NotFound(apiMessages.invoiceNotFound);
      return found;
    },

    /** An order's invoice and credit notes, oldest first. */
    ofOrder(orderId: string): Invoice[] {
      return invoices.find({ where: { order_id: orderId }, sort: "seq" });
    },

    /**
     * The document as a PDF (A4, the fonts embedded). An issued document never changes, so the last few made are
     * kept (about 20 KB each): the receipt's attachment and the client's and staff's downloads make it once.
     */
    pdf(invoice: Invoice): Promise<Buffer> {
      const kept = madePdfs.get(invoice.id);
      if (kept) return kept;
      const made = renderInvoicePdf(invoice);
      madePdfs.set(invoice.id, made);
      made.catch(() => madePdfs.delete(invoice.id));
      if (madePdfs.size > KEPT_PDFS) madePdfs.delete(madePdfs.keys().next().value ?? "");
      return made;
    },

    /**
     * Every invoice and credit note issued from `from` to `to` (days, inclusive; both optional) as CSV for the
     * accountant: a credit note's amounts are negative, so a column's sum is the period's net figure.
     */
    csv({ from, to }: { from?: string; to?: string }): Readable {
      const day = /^\d{4}-\d{2}-\d{2}$/;
      if (from !== undefined && !day.test(from)) throw Invalid.field("from", apiMessages.dayExpected);
      if (to !== undefined && !day.test(to)) throw Invalid.field("to", apiMessages.dayExpected);
      const where = { date: { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) } };
      const rows = function* () {
        for (const i of invoices.each(where)) {
          const sign = i.kind === "credit_note" ? -1 : 1;
          // Numbers, so a negative amount is not taken for a formula and quoted (csvSafe is for the text).
          const amount = (paise: number) => (sign * paise) / 100;
          yield [
            i.number,
            i.kind === "invoice" ? "Invoice" : "Credit note",
            csvDate(i.date) || i.date,
            i.orderReference,
            i.client.businessName || i.client.name,
            i.client.gstin,
            `${i.placeOfSupply.code}-${i.placeOfSupply.name}`,
            amount(i.fee),
            amount(i.cgst),
            amount(i.sgst),
            amount(i.igst),
            amount(i.governmentFee),
            amount(i.total),
          ];
        }
      };
      const out = stringify({ header: true, columns: [...EXPORT_COLUMNS], cast: { string: (v) => csvSafe(v), number: (v) => v.toFixed(2) } });
      Readable.from(rows()).pipe(out);
      return out;
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
