// docs/product.md#roles, enforced on the server: the whole role matrix as one table. Each issue adds the rows of
// its routes to `matrix`; every row is tried as a visitor (no token), an editor and an admin.
import { randomUUID } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { pageMessages } from "../../src/shared/page-messages";
import { leadMessages } from "../../src/shared/lead-messages";
import type { Role } from "../../src/shared/schemas/user";
import { startTestServer, type TestServer } from "../fixtures/server";

type Who = "visitor" | Role;
/** Who may call the route: everyone (public read), staff (admin and editor) or admin only. */
type Access = "public" | "staff" | "admin";
type Call = { path: string; json?: unknown };

type Row = {
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  access: Access;
  /** Builds the call, creating whatever it needs first (a fresh resource per caller). */
  call: (s: TestServer, n: number) => Promise<Call> | Call;
  /** The status of an allowed call. */
  ok: number;
  /** The 403's message when the route says why (default: "You are not permitted to do this"). */
  refusal?: string;
};

let counter = 0;
const blogBody = (n: number) => ({ title: `Role matrix ${n}`, excerpt: `role-matrix-${n}`, content: "<p>Body</p>", date: "2026-01-15" });
const newBlog = async (s: TestServer) => (await s.services.blogs.create(blogBody(++counter + 1000))).id;
const newLink = async (s: TestServer) => (await s.services.sidebarLinks.create({ text: "Link", url: "example.com" }))._id;
const testimonialBody = { quote: "They filed everything on time.", name: "Asha Rao", city: "Delhi", service: "llp", status: "draft" };
const newTestimonial = async (s: TestServer) => (await s.services.testimonials.create(testimonialBody)).id;
const cityPage = (n: number) => ({ kind: "city", path: `/matrix-city-${n}`, name: `Matrix ${n}`, city: { name: `Matrix ${n}`, state: "Goa", roc: "Registrar of Companies, Goa" } });
const newPage = async (s: TestServer) => (await s.services.pages.create(cityPage(++counter + 2000))).id;
const teamMemberBody = { name: "Role Matrix Member", title: "Chartered Accountant", memberships: [{ body: "ICAI", number: "500001" }] };
const newTeamMember = async (s: TestServer) => (await s.services.team.create(teamMemberBody)).id;
const newEditor = async (s: TestServer) => (await s.services.users.add({ email: `matrix-${++counter}@test.local`, role: "editor", password: "matrix-pass-1" })).id;
/** An invited editor (mail is off here: the link comes back), with the token of their link. */
const newInvited = async (s: TestServer) => {
  const { user, invitation } = await s.services.invitations.add({ email: `invited-${++counter}@test.local`, role: "editor" });
  return { id: user.id, token: new URL(invitation!.link!).searchParams.get("token")! };
};

const dueDateBody = { date: "2027-01-05", title: "Role matrix filing", forms: [], appliesTo: ["company"], serviceUrl: "/contact-us", serviceLabel: "Help" };
const newDueDate = async (s: TestServer) => (await s.services.complianceCalendar.create(dueDateBody)).id;
const newMedia = async (s: TestServer) => {
  const name = `${randomUUID()}.png`;
  await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
    .png()
    .toFile(path.join(s.services.config.uploadsDir, name));
  await s.services.media.record(`/uploads/${name}`);
  return name;
};
const trashedBlog = async (s: TestServer) => {
  const id = await newBlog(s);
  await s.services.trash.discard("blog", id);
  return id;
};
const trashedOffer = async (s: TestServer) => {
  const { id } = await s.services.offers.create({ mainHeading: "Role matrix offer", date: "2026-01-15" });
  await s.services.trash.discard("offer", id);
  return id;
};

export const matrix: Row[] = [
  // public reads
  { name: "list blogs", method: "GET", access: "public", call: () => ({ path: "/api/blogs" }), ok: 200 },
  { name: "list sidebar links", method: "GET", access: "public", call: () => ({ path: "/api/sidebar-links" }), ok: 200 },
  // blogs: staff
  { name: "create a blog", method: "POST", access: "staff", call: (_s, n) => ({ path: "/api/blogs", json: blogBody(n) }), ok: 201 },
  { name: "edit a blog", method: "PUT", access: "staff", call: async (s, n) => ({ path: `/api/blogs/${await newBlog(s)}`, json: blogBody(n + 500) }), ok: 200 },
  { name: "publish a blog", method: "PUT", access: "staff", call: async (s) => ({ path: `/api/blogs/${await newBlog(s)}`, json: { status: "published" } }), ok: 200 },
  { name: "delete a blog", method: "DELETE", access: "staff", call: async (s) => ({ path: `/api/blogs/${await newBlog(s)}` }), ok: 200 },
  // sidebar links: admin
  { name: "create a sidebar link", method: "POST", access: "admin", call: () => ({ path: "/api/sidebar-links", json: { text: "New", url: "example.org" } }), ok: 201 },
  {
    name: "edit a sidebar link",
    method: "PUT",
    access: "admin",
    call: async (s) => ({ path: `/api/sidebar-links/${await newLink(s)}`, json: { id: "x", text: "Edited", url: "example.org" } }),
    ok: 200,
  },
  { name: "delete a sidebar link", method: "DELETE", access: "admin", call: async (s) => ({ path: `/api/sidebar-links/${await newLink(s)}` }), ok: 200 },
  // users: admin
  { name: "list users", method: "GET", access: "admin", call: () => ({ path: "/api/users" }), ok: 200 },
  { name: "read a user", method: "GET", access: "admin", call: async (s) => ({ path: `/api/users/${await newEditor(s)}` }), ok: 200 },
  {
    name: "add a user",
    method: "POST",
    access: "admin",
    call: (_s, n) => ({ path: "/api/users", json: { email: `added-${n}@test.local`, role: "editor", password: "added-pass-1" } }),
    ok: 201,
  },
  { name: "change a user's role", method: "PUT", access: "admin", call: async (s) => ({ path: `/api/users/${await newEditor(s)}`, json: { role: "admin" } }), ok: 200 },
  {
    name: "reset a user's password",
    method: "PUT",
    access: "admin",
    call: async (s) => ({ path: `/api/users/${await newEditor(s)}/password`, json: { password: "reset-pass-1" } }),
    ok: 200,
  },
  { name: "remove a user", method: "DELETE", access: "admin", call: async (s) => ({ path: `/api/users/${await newEditor(s)}` }), ok: 200 },
  // Invitations: admins invite, resend, cancel and send password links; the link's holder reads and accepts it.
  {
    name: "invite a user",
    method: "POST",
    access: "admin",
    call: (_s, n) => ({ path: "/api/users", json: { email: `invite-${n}@test.local`, role: "editor", name: "Invited" } }),
    ok: 201,
  },
  { name: "resend an invitation", method: "POST", access: "admin", call: async (s) => ({ path: `/api/users/${(await newInvited(s)).id}/invitation` }), ok: 200 },
  { name: "cancel an invitation", method: "DELETE", access: "admin", call: async (s) => ({ path: `/api/users/${(await newInvited(s)).id}/invitation` }), ok: 200 },
  { name: "send a password link", method: "POST", access: "admin", call: async (s) => ({ path: `/api/users/${await newEditor(s)}/password-link` }), ok: 200 },
  { name: "read an invitation link", method: "GET", access: "public", call: async (s) => ({ path: `/api/invitations/${(await newInvited(s)).token}` }), ok: 200 },
  {
    name: "accept an invitation",
    method: "POST",
    access: "public",
    call: async (s) => ({ path: "/api/invitations/accept", json: { token: (await newInvited(s)).token, password: "invited-pass-1" } }),
    ok: 200,
  },
  // The compliance calendar, reminders and calculators
  { name: "read a month of the compliance calendar", method: "GET", access: "public", call: () => ({ path: "/api/compliance-calendar?month=2026-11" }), ok: 200 },
  { name: "list the compliance due dates", method: "GET", access: "admin", call: () => ({ path: "/api/compliance-calendar/dates" }), ok: 200 },
  { name: "add a compliance due date", method: "POST", access: "admin", call: () => ({ path: "/api/compliance-calendar/dates", json: dueDateBody }), ok: 201 },
  {
    name: "edit a compliance due date",
    method: "PUT",
    access: "admin",
    call: async (s) => ({ path: `/api/compliance-calendar/dates/${await newDueDate(s)}`, json: dueDateBody }),
    ok: 200,
  },
  { name: "delete a compliance due date", method: "DELETE", access: "admin", call: async (s) => ({ path: `/api/compliance-calendar/dates/${await newDueDate(s)}` }), ok: 200 },
  { name: "count reminder subscribers", method: "GET", access: "admin", call: () => ({ path: "/api/reminders/stats" }), ok: 200 },
  { name: "read the GST rates", method: "GET", access: "public", call: () => ({ path: "/api/calculators/gst-rates" }), ok: 200 },
  { name: "replace the GST rates", method: "PUT", access: "admin", call: () => ({ path: "/api/calculators/gst-rates", json: { rates: [{ rate: 18 }] } }), ok: 200 },
  { name: "read the incorporation fees", method: "GET", access: "public", call: () => ({ path: "/api/calculators/incorporation-fees" }), ok: 200 },
  {
    name: "replace the incorporation fees",
    method: "PUT",
    access: "admin",
    call: () => ({ path: "/api/calculators/incorporation-fees", json: { fees: [{ entity: "llp", state: "Delhi", governmentFee: 1, stampDuty: 1 }] } }),
    ok: 200,
  },
  // The mail server set from the admin (the test message of an admin answers 503 here: mail is off)
  { name: "read the mail settings", method: "GET", access: "admin", call: () => ({ path: "/api/settings/mail" }), ok: 200 },
  { name: "save the mail settings", method: "PUT", access: "admin", call: () => ({ path: "/api/settings/mail", json: { host: "" } }), ok: 200 },
  { name: "send a test message", method: "POST", access: "admin", call: () => ({ path: "/api/settings/mail/test", json: {} }), ok: 503 },
  // The media library (staff) and the trash (staff list and restore posts; admins restore anything, purge)
  { name: "list media", method: "GET", access: "staff", call: () => ({ path: "/api/media?q=&page=1" }), ok: 200 },
  { name: "set an image's alt text", method: "PUT", access: "staff", call: async (s) => ({ path: `/api/media/${await newMedia(s)}`, json: { alt: "Alt" } }), ok: 200 },
  { name: "delete an unused image", method: "DELETE", access: "staff", call: async (s) => ({ path: `/api/media/${await newMedia(s)}` }), ok: 200 },
  { name: "list the trash", method: "GET", access: "staff", call: () => ({ path: "/api/trash" }), ok: 200 },
  { name: "restore a post", method: "POST", access: "staff", call: async (s) => ({ path: `/api/trash/blog/${await trashedBlog(s)}/restore` }), ok: 200 },
  { name: "restore an offer", method: "POST", access: "admin", call: async (s) => ({ path: `/api/trash/offer/${await trashedOffer(s)}/restore` }), ok: 200 },
  { name: "remove a post for good", method: "DELETE", access: "admin", call: async (s) => ({ path: `/api/trash/blog/${await trashedBlog(s)}` }), ok: 200 },
  // auth: staff
  { name: "who am I", method: "GET", access: "staff", call: () => ({ path: "/api/auth/me" }), ok: 200 },
  // A wrong current password gets past the role check and fails validation (400), leaving the caller's tokens valid.
  {
    name: "change own password",
    method: "PUT",
    access: "staff",
    call: () => ({ path: "/api/auth/password", json: { currentPassword: "wrong-password", newPassword: "another-pass-1" } }),
    ok: 400,
  },
  // authors and own profile: public reads, each staff member edits their own
  { name: "list authors", method: "GET", access: "public", call: () => ({ path: "/api/authors" }), ok: 200 },
  { name: "read own profile", method: "GET", access: "staff", call: () => ({ path: "/api/auth/profile" }), ok: 200 },
  { name: "edit own profile", method: "PUT", access: "staff", call: (_s, n) => ({ path: "/api/auth/profile", json: { publicName: `Matrix Person ${n}` } }), ok: 200 },
  // testimonials: public reads (published only), admin writes
  { name: "list testimonials", method: "GET", access: "public", call: () => ({ path: "/api/testimonials" }), ok: 200 },
  { name: "create a testimonial", method: "POST", access: "admin", call: () => ({ path: "/api/testimonials", json: testimonialBody }), ok: 201 },
  { name: "edit a testimonial", method: "PUT", access: "admin", call: async (s) => ({ path: `/api/testimonials/${await newTestimonial(s)}`, json: testimonialBody }), ok: 200 },
  { name: "delete a testimonial", method: "DELETE", access: "admin", call: async (s) => ({ path: `/api/testimonials/${await newTestimonial(s)}` }), ok: 200 },
  // pages the firm edits: admins, and editors an admin gave access (none here: refused with the access text); adding and deleting: admins
  { name: "list pages", method: "GET", access: "admin", call: () => ({ path: "/api/pages" }), ok: 200, refusal: pageMessages.noPageAccess },
  { name: "list placeholders", method: "GET", access: "admin", call: () => ({ path: "/api/pages/placeholders" }), ok: 200, refusal: pageMessages.noPageAccess },
  { name: "add a page", method: "POST", access: "admin", call: (_s, n) => ({ path: "/api/pages", json: cityPage(n + 3000) }), ok: 201 },
  { name: "read a page", method: "GET", access: "admin", call: async (s) => ({ path: `/api/pages/${await newPage(s)}` }), ok: 200, refusal: pageMessages.noPageAccess },
  {
    name: "edit a page",
    method: "PUT",
    access: "admin",
    call: async (s) => {
      const { id, kind: _k, locale: _l, createdAt: _c, updatedAt: _u, updatedBy: _b, ...body } = s.services.storage.pages.get(await newPage(s))!;
      return { path: `/api/pages/${id}`, json: body };
    },
    ok: 200,
    refusal: pageMessages.noPageAccess,
  },
  { name: "delete a page", method: "DELETE", access: "admin", call: async (s) => ({ path: `/api/pages/${await newPage(s)}` }), ok: 200 },
  {
    name: "list a page's revisions",
    method: "GET",
    access: "admin",
    call: async (s) => ({ path: `/api/pages/${await newPage(s)}/revisions` }),
    ok: 200,
    refusal: pageMessages.noPageAccess,
  },
  {
    name: "start a page's Hindi version",
    method: "POST",
    access: "admin",
    call: async (s) => ({ path: `/api/pages/${await newPage(s)}/hindi` }),
    ok: 201,
    refusal: pageMessages.noPageAccess,
  },
  {
    name: "preview a page",
    method: "POST",
    access: "admin",
    call: async (s) => ({ path: `/api/pages/${await newPage(s)}/preview` }),
    ok: 200,
    refusal: pageMessages.noPageAccess,
  },
  {
    name: "read a page's autosave",
    method: "GET",
    access: "admin",
    call: async (s) => ({ path: `/api/pages/${await newPage(s)}/autosave` }),
    ok: 200,
    refusal: pageMessages.noPageAccess,
  },
  {
    name: "keep a page's autosave",
    method: "PUT",
    access: "admin",
    call: async (s) => ({ path: `/api/pages/${await newPage(s)}/autosave`, json: { values: { name: "x" } } }),
    ok: 200,
    refusal: pageMessages.noPageAccess,
  },
  // team members: public reads (shown ones; admins all), admin writes
  { name: "list team members", method: "GET", access: "public", call: () => ({ path: "/api/team" }), ok: 200 },
  { name: "create a team member", method: "POST", access: "admin", call: () => ({ path: "/api/team", json: teamMemberBody }), ok: 201 },
  { name: "edit a team member", method: "PUT", access: "admin", call: async (s) => ({ path: `/api/team/${await newTeamMember(s)}`, json: teamMemberBody }), ok: 200 },
  { name: "delete a team member", method: "DELETE", access: "admin", call: async (s) => ({ path: `/api/team/${await newTeamMember(s)}` }), ok: 200 },
  // Call-back slots (public), today's call-backs, replies and templates (admin), push alerts (staff)
  {
    name: "free call-back slots",
    method: "GET",
    access: "public",
    call: () => ({ path: `/api/callback-slots?date=${new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)}` }),
    ok: 200,
  },
  { name: "today's call-backs", method: "GET", access: "admin", call: () => ({ path: "/api/enquiries/callbacks" }), ok: 200 },
  { name: "read the call-back settings", method: "GET", access: "admin", call: () => ({ path: "/api/settings/callbacks" }), ok: 200 },
  { name: "save the call-back settings", method: "PUT", access: "admin", call: () => ({ path: "/api/settings/callbacks", json: { responsePromiseHours: 2 } }), ok: 200 },
  { name: "list reply templates", method: "GET", access: "admin", call: () => ({ path: "/api/reply-templates" }), ok: 200 },
  { name: "add a reply template", method: "POST", access: "admin", call: (_s, n) => ({ path: "/api/reply-templates", json: { title: `Template ${n}`, body: "Hello" } }), ok: 201 },
  // Mail is off on this server: an allowed reply gets past the role check and answers 503.
  {
    name: "reply to an enquiry",
    method: "POST",
    access: "admin",
    call: () => ({ path: "/api/enquiries/00000000-0000-4000-8000-000000000000/reply", json: { message: "Hi" } }),
    ok: 503,
  },
  { name: "the push key", method: "GET", access: "staff", call: () => ({ path: "/api/push/key" }), ok: 200 },
  // Only those who get alerts (admins) may turn them on; anyone may turn off their own device's.
  {
    name: "turn alerts on",
    method: "POST",
    access: "admin",
    call: (_s, n) => ({ path: "/api/push/subscriptions", json: { endpoint: `https://push.example.test/${n}`, keys: { p256dh: "BNc", auth: "YXV0aA" } } }),
    ok: 201,
    refusal: leadMessages.pushAdminsOnly,
  },
  {
    name: "turn alerts off",
    method: "DELETE",
    access: "staff",
    call: (_s, n) => ({ path: "/api/push/subscriptions", json: { endpoint: `https://push.example.test/${n}` } }),
    ok: 200,
  },
];

const expected = (access: Access, who: Who, ok: number) => {
  if (access === "public" || who === "admin") return ok;
  if (who === "visitor") return 401;
  return access === "staff" ? ok : 403;
};

describe("role matrix (docs/product.md#roles)", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());

  // Every row with the session as a program sends it (Bearer) and as the admin in a browser does (the cookie, from this site).
  const cases = matrix.flatMap((row) =>
    (["visitor", "editor", "admin"] as const).flatMap((who) =>
      (who === "visitor" ? (["bearer"] as const) : (["bearer", "cookie"] as const)).map((carrier) => ({ ...row, who, carrier, want: expected(row.access, who, row.ok) })),
    ),
  );

  it.each(cases)("$method $name as $who ($carrier) -> $want", async ({ method, call, who, carrier, want, refusal }) => {
    const { path, json } = await call(s, ++counter);
    const token = who === "visitor" ? undefined : await s.tokenFor(who);
    const res = carrier === "cookie" ? await s.api(path, { method, json, headers: { cookie: `session=${token}`, origin: s.url } }) : await s.api(path, { method, json, token });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(want);
    if (want === 401) expect(body).toMatchObject({ error: apiMessages.unauthenticated });
    if (want === 403) expect(body).toMatchObject({ error: refusal ?? apiMessages.forbidden });
  });
});
