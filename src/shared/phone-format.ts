// The firm's numbers as they are stored and shown: the international format libphonenumber gives an Indian number
// ("011 4567 8901" -> "+91 11 4567 8901", "0129-2345678" -> "+91 129 234 5678", "9810012345" -> "+91 98100 12345"),
// which groups a landline by its STD code. Apart from ./phone.ts, whose helpers public pages load: the
// numbering plan's tables are for the server (the firm's details' schema) only.
import { parsePhoneNumber } from "awesome-phonenumber";
import { indianDigits } from "./phone";

/** The number in its international format; a value that is not an Indian number comes back as it is (its check refuses it). */
export function formatIndianPhone(s: string): string {
  const digits = indianDigits(s);
  if (!digits) return s;
  return parsePhoneNumber(`+91${digits}`).number?.international ?? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}
