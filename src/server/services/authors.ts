// The public view of the team members: the byline of a post (the member linked to its author's account),
// /author/{slug} and /team. A member has an author page when shown on /team or linked to a staff account
// (whose posts link to it); the rest stay private. Members are written by services/team.ts.
import { apiMessages } from "../../shared/api-messages";
import type { Author, TeamMember } from "../../shared/schemas/team-member";
import { NotFound } from "../errors";
import type { Storage } from "../storage";
import { byOrder } from "./team";

export function authorOf(m: TeamMember): Author {
  return {
    publicName: m.name,
    slug: m.slug,
    title: m.title,
    qualifications: m.qualifications,
    memberships: m.memberships,
    bio: m.bio,
    photo: m.photo,
    photoAlt: m.photoAlt,
    showOnTeam: m.shown,
  };
}

const isPublic = (m: TeamMember) => m.shown || m.userId !== "";

export function createAuthorService({ teamMembers }: Pick<Storage, "teamMembers">) {
  const members = () => teamMembers.find().filter(isPublic).toSorted(byOrder);

  return {
    /** Every member with a public page, in the team's order. */
    list(): Author[] {
      return members().map(authorOf);
    },

    /** Those shown on /team, in the team's order. */
    team(): Author[] {
      return members()
        .filter((m) => m.shown)
        .map(authorOf);
    },

    bySlug(slug: string): Author {
      const m = members().find((x) => x.slug === slug);
      if (!m) throw new NotFound(apiMessages.authorNotFound);
      return authorOf(m);
    },

    /** The byline of a post (by its author's user id): the member linked to that account, or null. */
    byUserId(userId: string | undefined): Author | null {
      if (!userId) return null;
      const m = teamMembers.find().find((x) => x.userId === userId);
      return m ? authorOf(m) : null;
    },

    /** The staff account behind a slug (to list their posts), or undefined for a member without one. */
    userIdOf(slug: string): string | undefined {
      return members().find((m) => m.slug === slug)?.userId || undefined;
    },
  };
}

export type AuthorService = ReturnType<typeof createAuthorService>;
