// Team members (admin-managed at /admin/team): the professionals /team lists and the author pages show, with
// or without a login. A member may be linked to one staff account: that user's posts carry the member in their
// byline, and the user edits the member as "My Public Profile" (/api/auth/profile). The slug comes from the
// name and is unique among members. Writes go through the repository, which announces them (team-member.*).
import { randomUUID } from "node:crypto";
import { apiMessages } from "../../shared/api-messages";
import { membershipText, teamMemberInputSchema, teamOrderSchema, TEAM_MAX_MEMBERS, type PublicTeamMember, type TeamMember } from "../../shared/schemas/team-member";
import { profileInputSchema, type Profile } from "../../shared/schemas/user";
import { slugify } from "../../shared/slug";
import { Invalid, NotFound, Unauthenticated } from "../errors";
import type { Storage } from "../storage";
import { assertNotStale, stamp, withoutEditor, type Editor } from "./conflict";
import { SYSTEM, type Actor } from "./events";
import { parseInput } from "./validate";

/** Who asks for the list: admins manage the team and see every member with its account link; others the shown ones. */
export type TeamViewer = { admin: boolean };

/** "Priya Mehta" -> "priya-mehta"; "priya-mehta-2" when another member has it already. */
export function uniqueSlug(name: string, taken: Set<string>): string {
  const base = slugify(name).replace(/[^a-z0-9-]/g, "") || "member";
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** The admin's order, then by name. */
export const byOrder = (a: TeamMember, b: TeamMember) => a.order - b.order || a.name.localeCompare(b.name);

export const publicMember = ({ userId: _user, updatedBy: _by, createdAt: _created, updatedAt: _updated, ...m }: TeamMember): PublicTeamMember => m;

export function createTeamService({ teamMembers, users }: Pick<Storage, "teamMembers" | "users">) {
  const sorted = () => teamMembers.find().toSorted(byOrder);

  /** The slug of `name` for the member `id` (kept while the name is unchanged). */
  function slugFor(name: string, old: TeamMember | undefined): string {
    const taken = new Set(
      teamMembers
        .find()
        .filter((m) => m.id !== old?.id)
        .map((m) => m.slug),
    );
    return old && old.name === name && old.slug && !taken.has(old.slug) ? old.slug : uniqueSlug(name, taken);
  }

  /** A linked account must be a staff user not linked to another member. */
  function checkLink(userId: string, id: string | undefined): void {
    if (!userId) return;
    if (!users.get(userId)) throw Invalid.field("userId", apiMessages.teamAccountUnknown);
    const other = teamMembers.find().find((m) => m.userId === userId && m.id !== id);
    if (other) throw Invalid.field("userId", apiMessages.teamAccountTaken(other.name));
  }

  const nextOrder = () => Math.max(-1, ...teamMembers.find().map((m) => m.order)) + 1;

  function insert(fields: Omit<TeamMember, "id" | "slug" | "order" | "createdAt" | "updatedAt" | "updatedBy">, editor: Editor | undefined, actor: Actor): TeamMember {
    if (teamMembers.count() >= TEAM_MAX_MEMBERS) throw new Invalid(apiMessages.teamFull(TEAM_MAX_MEMBERS));
    const stamped = stamp(undefined, editor);
    const member: TeamMember = { ...fields, id: randomUUID(), slug: slugFor(fields.name, undefined), order: nextOrder(), createdAt: stamped.updatedAt, ...stamped };
    return teamMembers.create(member, { actor });
  }

  return {
    /** Admins: every member, in order, with its account link; everyone else: the shown ones as the site shows them. */
    list(viewer: TeamViewer): (Omit<TeamMember, "updatedBy"> | PublicTeamMember)[] {
      return viewer.admin
        ? sorted().map(withoutEditor)
        : sorted()
            .filter((m) => m.shown)
            .map(publicMember);
    },

    getById(viewer: TeamViewer, id: string): Omit<TeamMember, "updatedBy"> | PublicTeamMember {
      const m = teamMembers.get(id);
      if (!m || (!viewer.admin && !m.shown)) throw new NotFound(apiMessages.teamMemberNotFound);
      return viewer.admin ? withoutEditor(m) : publicMember(m);
    },

    async create(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<Omit<TeamMember, "updatedBy">> {
      const input = parseInput(teamMemberInputSchema, body);
      return withoutEditor(
        teamMembers.transaction(() => {
          checkLink(input.userId, undefined);
          return insert(input, editor, actor);
        }),
      );
    },

    /** A full update; a stale updatedAt answers 409 and changes nothing. The order stays (PUT /api/team/order moves it). */
    async update(id: string, body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<Omit<TeamMember, "updatedBy">> {
      const input = parseInput(teamMemberInputSchema, body);
      const saved = teamMembers.transaction(() => {
        const old = teamMembers.get(id);
        if (!old) throw new NotFound(apiMessages.teamMemberNotFound);
        assertNotStale(body, old);
        checkLink(input.userId, id);
        const next: TeamMember = { ...old, ...input, id, slug: slugFor(input.name, old), ...stamp(old, editor) };
        return teamMembers.update(id, () => next, { actor });
      });
      return withoutEditor(saved);
    },

    async remove(id: string, actor: Actor = SYSTEM): Promise<{ id: string }> {
      if (!teamMembers.remove(id, { actor })) throw new NotFound(apiMessages.teamMemberNotFound);
      return { id };
    },

    /** Sets the order: `ids` lists every member once. Not an edit of any member, so their updatedAt stays. */
    async reorder(body: unknown, actor: Actor = SYSTEM): Promise<Omit<TeamMember, "updatedBy">[]> {
      const { ids } = parseInput(teamOrderSchema, body);
      teamMembers.transaction(() => {
        const known = new Set(teamMembers.find().map((m) => m.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) throw Invalid.field("ids", apiMessages.teamOrderMismatch);
        const subject = { id: "order", name: "Team order" };
        ids.forEach((id, order) => {
          if (teamMembers.get(id)?.order !== order) teamMembers.update(id, { order }, { actor, verb: "reordered", subject });
        });
      });
      return sorted().map(withoutEditor);
    },

    /** The user's own public profile: the member linked to them (an empty one before the first save). */
    profileOf(userId: string): Profile {
      const u = users.get(userId);
      if (!u) throw new Unauthenticated();
      const m = teamMembers.find().find((x) => x.userId === userId);
      if (!m) return { publicName: u.name, slug: "", title: "", bio: "", photo: "", photoAlt: "", memberships: [], showOnTeam: false };
      return {
        publicName: m.name,
        slug: m.slug,
        title: m.title,
        bio: m.bio,
        photo: m.photo,
        photoAlt: m.photoAlt,
        memberships: m.memberships.map(membershipText),
        showOnTeam: m.shown,
      };
    },

    /** Saves the user's own profile into the member linked to them, or a new member linked to them. */
    async updateProfile(userId: string, body: unknown, actor: Actor = SYSTEM): Promise<Profile> {
      const input = parseInput(profileInputSchema, body);
      if (!users.get(userId)) throw new Unauthenticated();
      const fields = {
        name: input.publicName,
        title: input.title,
        bio: input.bio,
        photo: input.photo,
        photoAlt: input.photoAlt,
        memberships: input.memberships,
        shown: input.showOnTeam,
      };
      const editor = actor.user ?? undefined;
      teamMembers.transaction(() => {
        const old = teamMembers.find().find((x) => x.userId === userId);
        if (!old) return insert({ ...fields, qualifications: [], userId }, editor, actor);
        return teamMembers.update(old.id, () => ({ ...old, ...fields, slug: slugFor(fields.name, old), ...stamp(old, editor) }), { actor });
      });
      return this.profileOf(userId);
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
