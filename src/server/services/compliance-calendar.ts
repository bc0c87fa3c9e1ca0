// The compliance calendar: due dates staff keep at /admin/calendar, a month of them for the page
// and the API, and the whole list as an iCalendar feed (/compliance-calendar.ics).
import { apiMessages } from "../../shared/api-messages";
import { APPLIES_TO, complianceDateInputSchema, type AppliesTo, type ComplianceDate, type ComplianceEntry, type CompliancePageEntry } from "../../shared/schemas/compliance";
import { Invalid } from "../errors";
import type { Storage } from "../storage";
import { createRecordService } from "./record-service";

const byDate = (a: ComplianceDate, b: ComplianceDate) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title);

/** Today in India (YYYY-MM-DD) at `now`: due dates are India's days. */
export function indiaDay(now: number): string {
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}

/** "2026-11" when it is a real month; null otherwise. */
export function parseMonth(month: unknown): string | null {
  if (typeof month !== "string" || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return null;
  return month;
}

/** `?for=gst,company` or repeated values: the known groups among them (none means all). */
export function parseAppliesTo(value: unknown): AppliesTo[] {
  const raw = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string").flatMap((v) => v.split(","));
  return APPLIES_TO.filter((a) => raw.includes(a));
}

const toEntry = (d: ComplianceDate): ComplianceEntry => ({ date: d.date, title: d.title, forms: d.forms, appliesTo: d.appliesTo });
const toPageEntry = (d: ComplianceDate): CompliancePageEntry => ({ ...toEntry(d), id: d.id, serviceUrl: d.serviceUrl, serviceLabel: d.serviceLabel, note: d.note });

/** Writes are announced as calendar-entry.created, .updated, .deleted (services/events.ts), with the actor passed. */
export function createComplianceCalendarService({ complianceDates }: Pick<Storage, "complianceDates">, opts: { now?: () => number } = {}) {
  const now = opts.now ?? Date.now;
  const records = createRecordService(complianceDates, complianceDateInputSchema, {
    notFound: apiMessages.calendarDateNotFound,
    order: byDate,
    // Answered as stored (the calendar's admin screen shows who saved last).
    present: (d) => d,
  });
  const matching = (month: string | null, groups: AppliesTo[]) =>
    complianceDates
      .find()
      .filter((d) => (!month || d.date.startsWith(`${month}-`)) && (groups.length === 0 || d.appliesTo.some((a) => groups.includes(a))))
      .toSorted(byDate);

  return {
    /** This month in India (YYYY-MM). */
    currentMonth: () => indiaDay(now()).slice(0, 7),
    today: () => indiaDay(now()),
    /** GET /api/compliance-calendar: `month` (YYYY-MM, this month when absent) and optionally `appliesTo` groups. */
    month(query: { month?: unknown; appliesTo?: unknown }): ComplianceEntry[] {
      const month = query.month === undefined ? this.currentMonth() : parseMonth(query.month);
      if (!month) throw Invalid.field("month", apiMessages.calendarMonthInvalid);
      return matching(month, parseAppliesTo(query.appliesTo)).map(toEntry);
    },
    /** The public page's entries of a month (with their service links). */
    pageEntries(month: string, groups: AppliesTo[]): CompliancePageEntry[] {
      return matching(month, groups).map(toPageEntry);
    },
    /** Every record (admin), by date. */
    list(): ComplianceDate[] {
      return complianceDates.find().toSorted(byDate);
    },
    /** The dates on one day that apply to any of `groups` (the reminder job). */
    on(day: string, groups: AppliesTo[]): ComplianceDate[] {
      return complianceDates
        .find({ where: { date: day } })
        .filter((d) => d.date === day && d.appliesTo.some((a) => groups.includes(a)))
        .toSorted(byDate);
    },
    create: records.create,
    /** A stale updatedAt in the body answers 409 and changes nothing. */
    update: records.update,
    remove: records.remove,
    /** The whole calendar as iCalendar (RFC 5545): all-day events, CRLF line endings, folded lines. */
    ics(siteUrl: string, firmName: string): string {
      const host = hostOf(siteUrl);
      const stampAt = icsStamp(now());
      const lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        `PRODID:-//${firmName}//Compliance calendar//EN`,
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        `X-WR-CALNAME:${icsText(`${firmName}: compliance due dates`)}`,
        "X-WR-TIMEZONE:Asia/Kolkata",
        "REFRESH-INTERVAL;VALUE=DURATION:P1D",
        "X-PUBLISHED-TTL:P1D",
      ];
      for (const d of this.list()) {
        const start = d.date.replaceAll("-", "");
        const next = new Date(Date.parse(`${d.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
        const service = absolute(siteUrl, d.serviceUrl);
        const description = [
          d.forms.length ? `Forms: ${d.forms.join(", ")}` : "",
          d.note,
          `Applies to: ${d.appliesTo.join(", ")}`,
          `Help: ${service}`,
          "Government extensions can change this date.",
        ]
          .filter(Boolean)
          .join("\n");
        lines.push(
          "BEGIN:VEVENT",
          `UID:${d.id}@${host}`,
          `DTSTAMP:${stampAt}`,
          `DTSTART;VALUE=DATE:${start}`,
          `DTEND;VALUE=DATE:${next}`,
          `SUMMARY:${icsText(d.forms.length ? `${d.title} (${d.forms.join(", ")})` : d.title)}`,
          `DESCRIPTION:${icsText(description)}`,
          `URL:${icsText(service)}`,
          "TRANSP:TRANSPARENT",
          "END:VEVENT",
        );
      }
      lines.push("END:VCALENDAR");
      return lines.map(fold).join("\r\n") + "\r\n";
    },
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host || "localhost";
  } catch {
    return "localhost";
  }
}

const absolute = (siteUrl: string, url: string) => (url.startsWith("/") ? `${siteUrl}${url}` : url);

/** 20261125T093000Z */
function icsStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function icsText(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded: CRLF and one space (RFC 5545 3.1), never inside a character. */
export function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  const limit = () => (parts.length === 0 ? 75 : 74);
  for (const ch of line) {
    const n = Buffer.byteLength(ch, "utf8");
    if (size + n > limit()) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export type ComplianceCalendarService = ReturnType<typeof createComplianceCalendarService>;
