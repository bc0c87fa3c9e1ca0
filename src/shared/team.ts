// A team member's professional memberships as the public pages cite them. Apart from the zod schema
// (schemas/team-member.ts) so that /team, the author pages and every page's structured data load no zod.

/** A professional membership: the body (ICAI, ICSI, a state Bar Council) and the number it gave. */
export type Membership = { body: string; number: string };

/** How a membership is cited on the site: "ICAI membership no. 512345" (the body alone without a number). */
export function membershipText(m: Membership): string {
  return m.number ? `${m.body} membership no. ${m.number}` : m.body;
}
