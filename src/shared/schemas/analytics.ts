// Cookie-free page views and click events: daily counters, no person identifier.
import { z } from "zod";

/** Where an enquiry was sent from. */
export const ENQUIRY_CHANNELS = ["modal", "contact-page", "home-dialog", "no-js-form"] as const;
export type EnquiryChannel = (typeof ENQUIRY_CHANNELS)[number];

/** Events the browser may report with POST /api/events. */
export const EVENT_TYPES = ["whatsapp", "call"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

const counts = z.record(z.string(), z.number().int().nonnegative()).default({});

/**
 * One record of the page-view journal: counters of one India day. Flushes append `part` records (what
 * arrived since the last flush); once a day is over its parts are folded into one `rollup` record.
 * `sources` keys are "source\tmedium\tcampaign" of landing requests with UTM parameters.
 */
export const viewCountsSchema = z.object({
  id: z.string().min(1),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rollup: z.boolean().default(false),
  paths: counts,
  referrers: counts,
  sources: counts,
  whatsapp: counts,
  /** Taps on the phone bar's Call (tel:) link per page; records written before it have none. */
  calls: z.record(z.string(), z.number().int().nonnegative()).optional(),
});
export type ViewCounts = z.infer<typeof viewCountsSchema>;

/** GET /api/analytics. */
export type AnalyticsReport = {
  from: string;
  to: string;
  totals: { views: number; enquiries: number; whatsapp: number };
  days: { date: string; views: number; enquiries: number }[];
  /** `enquiries`: enquiries whose landing page (the visit's first page) is this page; conversion = enquiries / views. */
  pages: { path: string; views: number; enquiries: number; whatsapp: number }[];
  sources: { source: string; medium: string; campaign: string; views: number; enquiries: number }[];
  referrers: { host: string; views: number; enquiries: number }[];
  channels: { channel: string; enquiries: number }[];
  /** Taps on the Call link of the phone bar: in all, and by page (most first). */
  calls: { total: number; pages: { path: string; calls: number }[] };
  /** Minutes from an enquiry's arrival to its first response (enquiries of the range that have one). */
  responseMinutes: ResponseMinutes;
  /** The same by week (weeks start on Monday, India days), oldest first. */
  responseWeeks: ({ week: string } & ResponseMinutes)[];
};
export type ResponseMinutes = { median: number | null; p90: number | null; count: number };
