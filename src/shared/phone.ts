// Indian phone numbers as the firm's details accept them (issue 21): E.164 (+91 and 10 digits) or 10 digits,
// with spaces, hyphens and brackets allowed for readability.

const compact = (s: string) => s.replace(/[\s()-]/g, "");

export function isIndianPhone(s: string): boolean {
  return /^(?:\+91)?[1-9]\d{9}$/.test(compact(s));
}

/** The digits wa.me expects (country code, no +) of a valid Indian number. */
export function whatsappDigits(s: string): string {
  return `91${compact(s).slice(-10)}`;
}
