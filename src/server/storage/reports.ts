// The few report queries the repository interface cannot express, all of them the Leads report's
// (services/analytics.ts): the page-view digests (page_view_digests, migration 5), derived data with no
// repository of its own; the stamps that tell a stored digest from a stale one (each day's number of
// page_views rows and the last one's seq, a GROUP BY with MAX(seq)); and the enquiries' attribution columns
// of a range, read without their records (parsing a year of whole enquiries took ten times as long).
import type { Database } from "./db";

/** A day's page_views rows as its digest is stamped with: how many, and the last one's seq. */
export type DayStamp = { parts: number; last: number };
/** A stored digest: its stamp, the day's views and its tables (JSON). */
export type StoredDigest = { day: string; parts: number; last_seq: number; views: number; data: string };

/** An enquiry as the Leads report counts it: its attribution columns (storage/tables.ts enquiryColumns). */
export type EnquiryAttribution = {
  created_at: string;
  page: string;
  landing: string | null;
  first_response_at: string | null;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  referrer_host: string;
  channel: string;
};

/** The Leads report's queries over the storage's database (`storage` fits). */
export function analyticsReports({ db }: { db: Database }) {
  return {
    /** The enquiries created from `start` to before `end` (instants), spam left out, in their order of arrival. */
    enquiryAttribution(start: string, end: string): EnquiryAttribution[] {
      return db.all<EnquiryAttribution>(
        "SELECT created_at, page, landing, first_response_at, utm_source, utm_medium, utm_campaign, referrer_host, channel FROM enquiries WHERE created_at >= ? AND created_at < ? AND status <> 'spam' ORDER BY seq",
        start,
        end,
      );
    },

    /** The stamps of the days from `from` to `to` that have page_views rows. */
    stamps(from: string, to: string): Map<string, DayStamp> {
      const rows = db.all<{ day: string; parts: number; last: number }>(
        "SELECT day, COUNT(*) AS parts, MAX(seq) AS last FROM page_views WHERE day >= ? AND day <= ? GROUP BY day",
        from,
        to,
      );
      return new Map(rows.map((r) => [r.day, { parts: Number(r.parts), last: Number(r.last) }]));
    },

    /** The stored digests of the days from `from` to `to` (their data: a report reads these). */
    stored(from: string, to: string): StoredDigest[] {
      return db.all<StoredDigest>("SELECT day, parts, last_seq, views, data FROM page_view_digests WHERE day >= ? AND day <= ?", from, to);
    },

    /** The stamps of the stored digests up to `to` (without their data: start-up's check). */
    storedStamps(to: string): Pick<StoredDigest, "day" | "parts" | "last_seq">[] {
      return db.all<Pick<StoredDigest, "day" | "parts" | "last_seq">>("SELECT day, parts, last_seq FROM page_view_digests WHERE day <= ?", to);
    },

    /** Stores (or replaces) a day's digest. */
    store(day: string, stamp: DayStamp, views: number, data: string): void {
      db.run(
        "INSERT INTO page_view_digests (day, parts, last_seq, views, data) VALUES (?, ?, ?, ?, ?) ON CONFLICT (day) DO UPDATE SET parts = excluded.parts, last_seq = excluded.last_seq, views = excluded.views, data = excluded.data",
        day,
        stamp.parts,
        stamp.last,
        views,
        data,
      );
    },

    /** Removes the digests of the days before `day` (retention, in the transaction of the counters' own). */
    pruneBefore(day: string): void {
      db.run("DELETE FROM page_view_digests WHERE day < ?", day);
    },
  };
}

export type AnalyticsReports = ReturnType<typeof analyticsReports>;
