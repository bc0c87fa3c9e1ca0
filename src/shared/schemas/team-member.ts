// Team members: the firm's professionals as /team and the author pages show them, managed by admins at
// /admin/team. A member needs no login; one may be linked to a staff account, whose posts then carry the
// member's name and credentials in their byline.
import { z } from "zod";
import type { Membership } from "../team";
import { booleanSchema, idSchema, optionalImageRef, optionalText, requiredText, text, timestamps } from "./common";

/** At most this many members (a firm's team, not a directory). */
export const TEAM_MAX_MEMBERS = 200;
export const MEMBERSHIPS_MAX = 6;
export const QUALIFICATIONS_MAX = 8;

/** Bodies offered in the admin's membership field (any other may be typed). */
export const MEMBERSHIP_BODIES = [
  "ICAI",
  "ICSI",
  "ICMAI",
  "Bar Council of Delhi",
  "Bar Council of Uttar Pradesh",
  "Bar Council of Punjab and Haryana",
  "Bar Council of Maharashtra and Goa",
];

// The membership type and its citation are in team.ts, without zod, for the public pages.
export { membershipText, type Membership } from "../team";

/** Words between a body and its number that citations use ("membership no.", "M.No.", "enrolment number", ":"). */
const FILLER = /^(?:membership|member|enrolment|enrollment|registration|reg\.?|(?:m\.)?no\.?|number|#|:|-|–)$/i;
const NUMBER_TOKEN = /^[A-Za-z0-9][A-Za-z0-9./-]*$/;

/**
 * A membership cited as one line, as staff profiles held them: "ICAI membership no. 512345" gives
 * { body: "ICAI", number: "512345" }; the last word is the number when it holds a digit; a line without one is
 * a body alone. Word by word (linear); a line longer than any field is returned whole for the length check.
 */
export function membershipFromText(line: string): Membership {
  const t = line.trim().split(/\s+/).join(" ");
  if (t.length > 200) return { body: t, number: "" };
  const words = t.split(" ");
  const last = words.at(-1) ?? "";
  if (words.length < 2 || !/\d/.test(last) || !NUMBER_TOKEN.test(last)) return { body: t, number: "" };
  const rest = words.slice(0, -1);
  while (rest.length > 1 && FILLER.test(rest.at(-1) ?? "")) rest.pop();
  let body = rest.join(" ");
  while (body.length > 0 && ",:#-".includes(body.at(-1) ?? "")) body = body.slice(0, -1).trimEnd();
  return body ? { body, number: last } : { body: t, number: "" };
}

const membershipSchema = z.object({
  body: requiredText(120),
  number: text()
    .trim()
    .max(40)
    .refine((s) => s === "" || /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(s), "may hold only letters, digits, spaces and . / -")
    .optional()
    .default(""),
});

/**
 * The memberships of a save: objects { body, number }, or lines as profiles were written ("ICAI membership
 * no. 512345"); blank ones are left out.
 */
export const membershipsInput = z.preprocess(
  (v) =>
    Array.isArray(v)
      ? v
          .map((m) => (typeof m === "string" ? membershipFromText(m) : m))
          .filter((m) => !(m && typeof m === "object" && String((m as Membership).body ?? "").trim() === "" && String((m as Membership).number ?? "").trim() === ""))
      : v,
  z.array(membershipSchema).max(MEMBERSHIPS_MAX, `must be at most ${MEMBERSHIPS_MAX}`),
);

/** POST /api/team and PUT /api/team/{id}. */
export const teamMemberInputSchema = z.object({
  name: requiredText(100),
  /** Chartered Accountant, Company Secretary, Advocate... */
  title: optionalText(100),
  /** Degrees and designations, e.g. FCA, LL.B.; blank ones are left out. */
  qualifications: z
    .array(text().trim().max(100))
    .max(QUALIFICATIONS_MAX, `must be at most ${QUALIFICATIONS_MAX}`)
    .transform((list) => list.filter((q) => q !== ""))
    .optional()
    .default([]),
  memberships: membershipsInput.optional().default([]),
  photo: optionalImageRef,
  photoAlt: optionalText(200),
  bio: optionalText(1000, "multiline"),
  /** Listed on /team. */
  shown: booleanSchema.optional().default(true),
  /** The staff account whose posts carry this member's byline ("" for none). */
  userId: text().trim().max(100).optional().default(""),
});
export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;

export const teamMemberSchema = z.object({
  id: idSchema,
  /** From the name, unique among members: /author/{slug}. */
  slug: text(),
  name: text(),
  title: text().default(""),
  qualifications: z.array(text()).default([]),
  memberships: z.array(z.object({ body: text(), number: text().default("") })).default([]),
  photo: text().default(""),
  photoAlt: text().default(""),
  bio: text("multiline").default(""),
  shown: z.boolean().default(true),
  /** The admin's order on /team, ascending. */
  order: z.number().int().default(0),
  userId: text().default(""),
  ...timestamps,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** What visitors (and editors) get of a member: no account link, no editor. */
export type PublicTeamMember = Omit<TeamMember, "userId" | "updatedBy" | "createdAt" | "updatedAt">;

/** PUT /api/team/order: every member's id once, in the new order. */
export const teamOrderSchema = z.object({ ids: z.array(text()).max(TEAM_MAX_MEMBERS) });

/** A member as the public site shows them (byline, /author/{slug}, /team). */
export type Author = {
  publicName: string;
  slug: string;
  title: string;
  qualifications: string[];
  memberships: Membership[];
  bio: string;
  photo: string;
  photoAlt: string;
  showOnTeam: boolean;
};
