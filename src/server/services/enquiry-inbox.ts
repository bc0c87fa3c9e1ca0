// The admin inbox of enquiries: a page of them by filters and search, their counts by status, the CSV
// export, and staff's writes (a status, a note, a reply e-mailed to the visitor, which delivery sends and
// retries). Each staff write is announced with its verb (enquiry.status-changed, .noted, .replied): the
// activity log names the enquiry, never its text.
import { randomUUID } from "node:crypto";
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { ENQUIRY_STATUSES, enquiryReplyInputSchema, enquiryUpdateSchema, type Enquiry, type EnquiryReply, type EnquiryStatus } from "../../shared/schemas/enquiry";
import type { Editor } from "./conflict";
import { apiMessages } from "../../shared/api-messages";
import { ENQUIRY_CHANNELS } from "../../shared/schemas/analytics";
import { ENQUIRY_PAGE_MAX, ENQUIRY_PAGE_SIZE } from "../../shared/constants";
import { Invalid, NotFound, StorageUnavailable } from "../errors";
import { leadMessages } from "../../shared/lead-messages";
import type { Storage, Where } from "../storage";
import type { EnquiryColumn } from "../storage/tables";
import { SCAN_BATCH } from "../storage/repository";
import { PENDING_GRACE_MS, type EnquiryDeliveryService } from "./enquiry-delivery";
import { parseInput } from "./validate";
import { SYSTEM, type Actor } from "./events";
import { isRestore } from "../storage/changes";
import { csvDateTime } from "../../shared/formats";

export type EnquiryInboxOptions = {
  /** E-mails the replies. */
  delivery: EnquiryDeliveryService;
  now?: () => number;
};

/** The inbox's filters as they come in the query string (all optional). */
export type EnquiryFilter = { status?: string; source?: string; from?: string; to?: string; q?: string; channel?: string; utmSource?: string };
export type EnquiryPageQuery = EnquiryFilter & { page?: string; limit?: string };
export type EnquiryPage = { data: Enquiry[]; page: number; limit: number; total: number };

/** Days of the inbox's date filters are India's days. */
const DAY_OFFSET = "+05:30";
/** The first instant (ISO, UTC) of the India day `day` (YYYY-MM-DD) plus `add` days; null when not a date. */
function indiaDayStart(day: string, add = 0): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00${DAY_OFFSET}`);
  if (Number.isNaN(ms) || new Date(ms + 6 * 3_600_000).toISOString().slice(0, 10) !== day) return null; // 2026-02-30
  return new Date(ms + add * 86_400_000).toISOString();
}

/** An instant (ISO) as the CSV writes it: India time, day first, as a spreadsheet in India reads it ("22/11/2026 19:42"). */
const indiaTime = (iso: string): string => csvDateTime(iso) || iso;

/** The CSV's note cell: the old single note, then each note of the history with when and who. */
function notesText(e: Enquiry): string {
  return [e.note, ...e.notes.map((n) => `${indiaTime(n.at)} ${n.by.name}: ${n.text}`)].filter(Boolean).join(" | ");
}

const CSV_COLUMNS = [
  "id",
  "createdAt",
  "status",
  "name",
  "email",
  "phone",
  "service",
  "offer",
  "city",
  "message",
  "note",
  "source",
  "channel",
  "page",
  "landing",
  "referrer",
  "referrerHost",
  "utm",
  "mail",
  "ack",
] as const;

/** Cells a spreadsheet would run as a formula get a leading apostrophe (CSV injection). */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function createEnquiryInboxService({ enquiries, changes }: Pick<Storage, "enquiries" | "changes">, opts: EnquiryInboxOptions) {
  // The number of enquiries of each status, counted once and kept until an enquiry is written: the unfiltered
  // inbox's total and the dashboard's counts (counting 50,000 rows took a few ms of every inbox page).
  let byStatus: Map<string, number> | null = null;
  changes.subscribeCommits((committed) => committed.some((c) => c.resource === "enquiry" || isRestore(c)) && void (byStatus = null), { quiet: true });
  const statusCounts = (): Map<string, number> => (byStatus ??= new Map(enquiries.countBy("status")));
  /** How many enquiries a filter matches: from the kept counts when it filters by status alone. */
  const countOf = (where: Where<EnquiryColumn>): number => {
    const status = where.status;
    if (Object.keys(where).length !== 1 || status === undefined) return enquiries.count(where);
    if (typeof status === "string") return statusCounts().get(status) ?? 0;
    const { ne, ...other } = status as { ne?: unknown };
    if (typeof ne !== "string" || Object.keys(other).length > 0) return enquiries.count(where);
    return [...statusCounts()].reduce((n, [s, count]) => (s === ne ? n : n + count), 0);
  };
  const { delivery } = opts;
  const now = opts.now ?? Date.now;

  /** The filter over the enquiries' columns; 400 naming the field when a value is invalid. */
  function filterOf(filter: EnquiryFilter): Where<EnquiryColumn> {
    const status = filter.status?.trim();
    if (status && !(ENQUIRY_STATUSES as readonly string[]).includes(status)) throw Invalid.field("status", apiMessages.enquiryStatus);
    const source = filter.source?.trim() ?? "";
    if (source.length > 50) throw new Invalid(apiMessages.enquirySource);
    const from = filter.from?.trim() ? indiaDayStart(filter.from.trim()) : "";
    if (from === null) throw new Invalid(apiMessages.enquiryFrom);
    const before = filter.to?.trim() ? indiaDayStart(filter.to.trim(), 1) : "";
    if (before === null) throw new Invalid(apiMessages.enquiryTo);
    const q = filter.q?.trim().toLowerCase() ?? "";
    const channel = filter.channel?.trim() ?? "";
    if (channel && !(ENQUIRY_CHANNELS as readonly string[]).includes(channel)) throw new Invalid(apiMessages.enquiryChannel);
    const utmSource = filter.utmSource?.trim().toLowerCase() ?? "";
    if (utmSource.length > 200) throw new Invalid(apiMessages.enquiryUtmSource);
    return {
      // Spam is left out unless asked for by its status.
      status: status ? status : { ne: "spam" },
      ...(source ? { source } : {}),
      ...(channel ? { channel } : {}),
      // utm_source in any letter case: the stored spellings of it (a few distinct values) that match.
      ...(utmSource ? { utm_source: { in: [...enquiries.countBy("utm_source").keys()].filter((v) => v.toLowerCase() === utmSource) } } : {}),
      ...(from || before ? { created_at: { ...(from ? { gte: from } : {}), ...(before ? { lt: before } : {}) } } : {}),
      // The search column is already in lower case; the text is matched as it is.
      ...(q ? { search: { contains: q } } : {}),
    };
  }

  function positiveInt(value: string | undefined, fallback: number, max: number, message: string): number {
    if (value === undefined || value.trim() === "") return fallback;
    const n = /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!(n >= 1 && n <= max)) throw new Invalid(message);
    return n;
  }

  /** The enquiry, or 404. */
  function existing(id: string): Enquiry {
    const e = enquiries.get(id);
    if (!e) throw new NotFound();
    return e;
  }

  return {
    /** One page of the inbox, newest first: counted and read by the database. */
    async list(query: EnquiryPageQuery = {}): Promise<EnquiryPage> {
      const where = filterOf(query);
      const page = positiveInt(query.page, 1, Number.MAX_SAFE_INTEGER, apiMessages.enquiryPage);
      const limit = positiveInt(query.limit, ENQUIRY_PAGE_SIZE, ENQUIRY_PAGE_MAX, apiMessages.enquiryLimit);
      const total = countOf(where);
      const data = (page - 1) * limit < total ? enquiries.find({ where, sort: "-seq", offset: (page - 1) * limit, limit }) : [];
      return { data, page, limit, total };
    },

    async get(id: string): Promise<Enquiry> {
      return existing(id);
    },

    counts(): Record<EnquiryStatus | "total", number> {
      const counts = { new: 0, contacted: 0, closed: 0, spam: 0, total: 0 };
      for (const [status, n] of statusCounts()) {
        if (!(status in counts)) continue;
        counts[status as EnquiryStatus] += n;
        if (status !== "spam") counts.total += n;
      }
      return counts;
    },

    /**
     * Sets the status and/or adds a note. A `note` is appended to the notes history with when and who;
     * an empty one adds nothing. The old single `note` of earlier enquiries stays as it was. Announced as
     * enquiry.status-changed when the status changed, else as enquiry.noted.
     */
    async update(id: string, body: unknown, by?: Editor, actor: Actor = SYSTEM): Promise<Enquiry> {
      const input = parseInput(enquiryUpdateSchema, body);
      const at = new Date(now()).toISOString();
      const current = existing(id);
      const verb = input.status !== undefined && input.status !== current.status ? "status-changed" : "noted";
      // One write from the stored enquiry: two notes saved together both land in the history.
      return enquiries.update(
        id,
        (e) => {
          // The first note, or the first status change away from new, is the first response (set once).
          const responded = Boolean(input.note) || (e.status === "new" && input.status !== undefined && input.status !== "new");
          return {
            ...e,
            status: input.status ?? e.status,
            ...(input.note ? { notes: [...e.notes, { at, by: by ?? { name: "", email: "" }, text: input.note }] } : {}),
            updatedAt: at,
            ...(e.firstResponseAt || responded ? { firstResponseAt: e.firstResponseAt ?? at } : {}),
          };
        },
        { actor, verb },
      );
    },

    /**
     * E-mails a reply to the visitor: recorded in the enquiry's replies with who and when (announced as
     * enquiry.replied), sent at once and retried by the retry job when the SMTP server fails. 503 when mail
     * is off. A new enquiry becomes contacted; the first reply is its first response.
     */
    async reply(id: string, body: unknown, by?: Editor, actor: Actor = SYSTEM): Promise<Enquiry> {
      if (!delivery.canReply) throw new StorageUnavailable(leadMessages.replyMailOff);
      const { message } = parseInput(enquiryReplyInputSchema, body);
      const replyId = randomUUID();
      existing(id);
      const at = new Date(now()).toISOString();
      const reply: EnquiryReply = {
        id: replyId,
        at,
        by: by ?? { name: "", email: "" },
        message,
        mail: { state: "pending", attempts: 0, nextAttemptAt: new Date(now() + PENDING_GRACE_MS).toISOString() },
      };
      enquiries.update(
        id,
        (current) => ({
          ...current,
          replies: [...(current.replies ?? []), reply],
          status: current.status === "new" ? "contacted" : current.status,
          firstResponseAt: current.firstResponseAt ?? at,
          updatedAt: at,
        }),
        { actor, verb: "replied" },
      );
      await delivery.sendReply(id, replyId);
      return existing(id);
    },

    /**
     * The filtered enquiries as CSV, newest first, as a stream: read from the database and written in
     * batches, so neither memory nor the time between two turns of the event loop grows with their number.
     * Throws 400 (before anything is streamed) when a filter is invalid.
     */
    csv(filter: EnquiryFilter = {}): Readable {
      const where = filterOf(filter);
      function* newestFirst() {
        // A batch at a time, each before the last one read (seq order).
        let last: string | undefined;
        for (;;) {
          const batch = enquiries.find({ where: last === undefined ? where : { and: [where, { seq: { precedes: last } }] }, sort: "-seq", limit: SCAN_BATCH });
          yield* batch;
          if (batch.length < SCAN_BATCH) return;
          last = batch.at(-1)!.id;
        }
      }
      function* rows() {
        for (const e of newestFirst()) {
          yield {
            ...e,
            createdAt: indiaTime(e.createdAt),
            note: notesText(e),
            utm: Object.entries(e.utm)
              .map(([k, v]) => `${k}=${v}`)
              .join("; "),
            mail: e.mail.state,
            ack: e.ack?.state ?? "",
          };
        }
      }
      const out = stringify({ header: true, columns: [...CSV_COLUMNS], cast: { string: (v) => csvSafe(v) } });
      // pipeline (not pipe): a failed read destroys `out` with the error, so the download ends instead of hanging.
      pipeline(Readable.from(rows()), out, () => undefined);
      return out;
    },
  };
}

export type EnquiryInboxService = ReturnType<typeof createEnquiryInboxService>;
