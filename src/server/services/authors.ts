// Staff public profiles: the byline of a post, /author/{slug} and /team.
// Each user edits their own profile; the slug comes from the public name and is unique among users.
import { apiMessages } from "../../shared/api-messages";
import { profileInputSchema, type Author, type Profile, type User } from "../../shared/schemas/user";
import { slugify } from "../../shared/slug";
import { NotFound, Unauthenticated } from "../errors";
import type { Storage } from "../storage";
import { parseInput } from "./validate";
import { SYSTEM, type Actor } from "./events";

/** The public view of a user with a profile, or null for one without. */
export function authorOf(u: Pick<User, "profile">): Author | null {
  const p = u.profile;
  if (!p?.publicName) return null;
  return { publicName: p.publicName, slug: p.slug, title: p.title, bio: p.bio, photo: p.photo, photoAlt: p.photoAlt, memberships: p.memberships, showOnTeam: p.showOnTeam };
}

/** "Priya Mehta" -> "priya-mehta"; "priya-mehta-2" when another user has it already. */
export function uniqueSlug(publicName: string, taken: Set<string>): string {
  const base = slugify(publicName).replace(/[^a-z0-9-]/g, "") || "author";
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** A profile save is announced as user.profile-updated (services/events.ts). */
export function createAuthorService({ users }: Pick<Storage, "users">) {
  const authors = () =>
    users
      .find()
      .map(authorOf)
      .filter((a): a is Author => a !== null);

  return {
    /** The user's own profile as stored (an empty one before the first save). */
    profileOf(userId: string): Profile {
      const u = users.get(userId);
      if (!u) throw new Unauthenticated();
      return u.profile ?? { publicName: u.name, slug: "", title: "", bio: "", photo: "", photoAlt: "", memberships: [], showOnTeam: false };
    },

    /** Saves the user's own profile; the slug follows the public name (kept when the name is unchanged). */
    async updateProfile(userId: string, body: unknown, actor: Actor = SYSTEM): Promise<Profile> {
      const input = parseInput(profileInputSchema, body);
      const u = users.get(userId);
      if (!u) throw new Unauthenticated();
      const taken = new Set(
        users
          .find()
          .filter((x) => x.id !== userId && x.profile?.slug)
          .map((x) => x.profile!.slug),
      );
      const keep = u.profile && u.profile.publicName === input.publicName && u.profile.slug && !taken.has(u.profile.slug);
      const slug = keep ? u.profile!.slug : uniqueSlug(input.publicName, taken);
      // The feed names the profile by its public name (the activity log's title for it).
      const saved = users.update(
        userId,
        { profile: { ...input, slug }, updatedAt: new Date().toISOString() },
        { actor, verb: "profile-updated", subject: { id: userId, email: u.email, publicName: input.publicName } },
      );
      return { ...saved.profile! };
    },

    /** Every staff member with a public profile, by name. */
    list(): Author[] {
      return authors().sort((a, b) => a.publicName.localeCompare(b.publicName));
    },

    /** Those who chose to appear on /team, by name. */
    team(): Author[] {
      return this.list().filter((a) => a.showOnTeam);
    },

    bySlug(slug: string): Author {
      const a = authors().find((x) => x.slug === slug);
      if (!a) throw new NotFound(apiMessages.authorNotFound);
      return a;
    },

    /** The author of a post (by user id), or null when the user is gone or has no public profile. */
    byUserId(userId: string | undefined): Author | null {
      if (!userId) return null;
      const u = users.get(userId);
      return u ? authorOf(u) : null;
    },

    /** The user id behind a slug (to list their posts), or undefined. */
    userIdOf(slug: string): string | undefined {
      return users.find().find((u) => u.profile?.slug === slug)?.id;
    },
  };
}

export type AuthorService = ReturnType<typeof createAuthorService>;
