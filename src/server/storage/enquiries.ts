// Enquiries live in the journal DATA_DIR/enquiries/ (see journal.ts). What the inbox filters on stays in
// memory (a summary per enquiry); the full enquiry is read from disk for the page shown. A DATA_DIR of an
// earlier version holds them in enquiries.json: it is moved into the journal on the first start.
import fs from "node:fs/promises";
import path from "node:path";
import { enquirySchema, type Enquiry, type EnquiryStatus, type MailState } from "../../shared/schemas/enquiry";
import { CorruptFileError, DurableJsonFile, syncDir } from "./json-file";
import type { Journal } from "./journal";
import type { Logger } from "../log";

export type EnquirySummary = {
  id: string;
  createdAt: string;
  status: EnquiryStatus;
  source: string;
  mailState: MailState;
  /** When the retry job may send the e-mail again (mail state pending or retry). */
  mailDueAt?: string;
  /** The acknowledgement's state and due time (issue 19), when there is one. */
  ackState?: MailState;
  ackDueAt?: string;
  /** Attribution (issue 19): the channel, the page it was sent from, and the visit's referrer host and UTM values. */
  channel: string;
  page: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** Issue 32: the visit's landing path, the booked call-back and its reminder, the earliest reply e-mail due, the first response. */
  landing?: string;
  callbackAt?: string;
  reminderState?: MailState;
  reminderDueAt?: string;
  replyDueAt?: string;
  firstResponseAt?: string;
  /** Name, e-mail, phone, message, service, city and note in lower case: what the inbox search looks in. */
  text: string;
};

export function summarizeEnquiry(e: Enquiry): EnquirySummary {
  return {
    id: e.id,
    createdAt: e.createdAt,
    status: e.status,
    source: e.source,
    mailState: e.mail.state,
    channel: e.channel,
    page: e.page,
    referrerHost: e.referrerHost,
    utmSource: e.utm.utm_source ?? "",
    utmMedium: e.utm.utm_medium ?? "",
    utmCampaign: e.utm.utm_campaign ?? "",
    ...(e.mail.nextAttemptAt ? { mailDueAt: e.mail.nextAttemptAt } : {}),
    ...(e.ack ? { ackState: e.ack.state } : {}),
    ...(e.ack?.nextAttemptAt ? { ackDueAt: e.ack.nextAttemptAt } : {}),
    ...(e.landing ? { landing: e.landing } : {}),
    ...(e.callbackAt ? { callbackAt: e.callbackAt } : {}),
    ...(e.reminder ? { reminderState: e.reminder.state } : {}),
    ...(e.reminder?.nextAttemptAt ? { reminderDueAt: e.reminder.nextAttemptAt } : {}),
    ...replyDue(e),
    ...(e.firstResponseAt ? { firstResponseAt: e.firstResponseAt } : {}),
    text: [e.name, e.email, e.phone, e.message, e.service, e.city, e.note, ...e.notes.map((n) => n.text)].join("\n").toLowerCase(),
  };
}

/** The earliest due time of a reply e-mail still to send (pending or retry). */
function replyDue(e: Enquiry): { replyDueAt?: string } {
  const due = (e.replies ?? [])
    .filter((r) => r.mail.state === "pending" || r.mail.state === "retry")
    .map((r) => r.mail.nextAttemptAt ?? r.at)
    .sort();
  return due.length ? { replyDueAt: due[0] } : {};
}

export const ENQUIRIES_FILE = "enquiries.json";
/** Records imported per write (one fsync each) when migrating. */
const IMPORT_BATCH = 1000;

/**
 * Moves the enquiries of DATA_DIR/enquiries.json (earlier versions) into the journal, oldest first, then
 * renames the file to enquiries.json.migrated (kept as a backup copy). Safe to run again after a crash
 * half-way: enquiries already in the journal are skipped. A corrupt file stops start-up, untouched.
 * Returns how many enquiries were imported, or null when there was no file.
 */
export async function migrateEnquiriesFile(dataDir: string, journal: Journal<Enquiry, EnquirySummary>, log: Logger): Promise<number | null> {
  const file = path.join(dataDir, ENQUIRIES_FILE);
  const data = await new DurableJsonFile<unknown>(file).read();
  if (data === null) return null;
  if (!Array.isArray(data)) throw new CorruptFileError(file, "expected a JSON list");
  const records = data.map((item, i) => {
    const parsed = enquirySchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CorruptFileError(file, `item ${i}: ${issue?.path.join(".")} ${issue?.message}`);
    }
    return parsed.data;
  });
  // Oldest first, so that the journal's append order is the order of arrival (stable for equal times).
  const ordered = records.map((r, i) => ({ r, i })).sort((a, b) => a.r.createdAt.localeCompare(b.r.createdAt) || a.i - b.i);
  const seen = new Set<string>();
  const todo: Enquiry[] = [];
  for (const { r } of ordered) {
    if (seen.has(r.id) || journal.summary(r.id)) continue;
    seen.add(r.id);
    todo.push(r);
  }
  for (let i = 0; i < todo.length; i += IMPORT_BATCH) await journal.appendMany(todo.slice(i, i + IMPORT_BATCH));
  const missing = records.filter((r) => !journal.summary(r.id));
  if (missing.length) throw new Error(`Migrating ${file}: ${missing.length} enquiries are not in the journal; the file is kept as it is`);
  const exists = (p: string) =>
    fs.stat(p).then(
      () => true,
      () => false,
    );
  let target = `${file}.migrated`;
  for (let n = 2; await exists(target); n++) target = `${file}.migrated-${n}`;
  await fs.rename(file, target);
  await syncDir(dataDir);
  log.info(`Moved ${records.length} enquiries from ${file} into ${journal.dir}/ (the old file is kept as ${path.basename(target)})`);
  return todo.length;
}
