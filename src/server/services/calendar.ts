// The .ics invitation of a booked call-back, attached to the visitor's acknowledgement (RFC 5545).
import type { Enquiry } from "../../shared/schemas/enquiry";
import type { FirmDetails } from "../../shared/schemas/settings";

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
const esc = (s: string) => s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
/** UTC date-time form: 20261126T043000Z. */
const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
/** Lines longer than 75 octets are folded (a CRLF and a space). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let n = 74;
    while (Buffer.byteLength(rest.slice(0, n)) > 74) n--;
    out.push(rest.slice(0, n));
    rest = ` ${rest.slice(n)}`;
  }
  out.push(rest);
  return out.join("\r\n");
}

/** The invitation for the call-back `e.callbackAt` (slot of `slotMinutes`), or null when none is booked. */
export function callbackInvitation(e: Enquiry, firm: FirmDetails, slotMinutes: number, host: string, now = Date.now()): string | null {
  if (!e.callbackAt) return null;
  const start = Date.parse(e.callbackAt);
  if (Number.isNaN(start)) return null;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${esc(firm.name)}//Call-back//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:callback-${e.id}@${host || "localhost"}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(start + slotMinutes * 60_000)}`,
    `SUMMARY:${esc(`Call-back from ${firm.name}`)}`,
    `DESCRIPTION:${esc(`${firm.name} will call you on the number you gave us. Phone: ${firm.phones.join(", ")}`)}`,
    `ORGANIZER;CN=${esc(firm.name)}:mailto:${firm.email}`,
    "STATUS:CONFIRMED",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "DESCRIPTION:Call-back",
    "TRIGGER:-PT15M",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
