// /admin/team (admin only): the firm's professionals as /team and the author pages show them: name, title,
// qualifications, memberships (body and number: ICAI, ICSI, a Bar Council), photo from the media library, bio,
// the order (Move up / Move down), shown on /team or not, and optionally a linked staff account (whose posts
// carry the member in their byline). A member needs no login. Saves carry updatedAt (edit conflicts); a refused
// save shows each problem next to its field and focuses the first. Without JavaScript the address opens the
// dialogs ("?new=1", "?edit={id}", "?delete={id}") and the forms post to the action, which goes back to the list.
import { useId, useRef, useState, type FormEvent } from "react";
import { Form, redirect, useActionData, useLoaderData, useLocation, useNavigate, useSearchParams } from "react-router";
import { adminMessages, teamAdminMessages as msg } from "../../../shared/admin-messages";
import { MEMBERSHIP_BODIES, MEMBERSHIPS_MAX, membershipText, type Membership, type TeamMember } from "../../../shared/schemas/team-member";
import type { PublicUser } from "../../../shared/schemas/user";
import { errorAt, FieldErrorText, invalidProps, useFocusFirstInvalid } from "../../components/admin/field-errors";
import { MediaPickerButton } from "../../components/admin/media-picker";
import { postedByForm, postedCheckbox } from "../../components/admin/publishable-config";
import { AdminHeader, ConfirmDialog, ConflictActions, ErrorBanner, FormActions, PostButton, ScreenDialog, UrlButton } from "../../components/admin/ui";
import { adminWrite, loadAdmin, loadScreen, staffOf, submitted, useAdminWrite, type FieldError, type ScreenArgs, type Written } from "../../lib/admin-data";
import { readUpdatedAtOf, useConflictSave } from "../../lib/edit-conflict";
import type { Route } from "./+types/team";

export const meta = () => [{ title: "Team | Admin" }];

const ENDPOINT = "/api/team";
const LIST = "/admin/team";
const itemPath = (id: string) => `${ENDPOINT}/${encodeURIComponent(id)}`;

type Member = Omit<TeamMember, "updatedBy">;

export function loader(args: Route.LoaderArgs) {
  return loadScreen(args, async () => {
    const [team, users] = await Promise.all([
      loadAdmin<Member[]>(args, ENDPOINT, msg.teamFetchFailed),
      loadAdmin<PublicUser[]>(args, "/api/users", adminMessages.usersFetchFailed),
    ]);
    return { team, users: users.data ?? [] };
  });
}

/** The form as it holds a member: qualifications one per line, membership rows, the checkbox as a boolean. */
type FormState = {
  name: string;
  title: string;
  qualifications: string;
  memberships: Membership[];
  photo: string;
  photoAlt: string;
  bio: string;
  shown: boolean;
  userId: string;
};

const blankMembership = (): Membership => ({ body: "", number: "" });
const isBlank = (m: Membership) => m.body.trim() === "" && m.number.trim() === "";

const toState = (m?: Member): FormState => ({
  name: m?.name ?? "",
  title: m?.title ?? "",
  qualifications: m?.qualifications.join("\n") ?? "",
  // One empty row to fill in (without JavaScript there is no "Add membership").
  memberships: [...(m?.memberships ?? []), ...((m?.memberships.length ?? 0) < MEMBERSHIPS_MAX ? [blankMembership()] : [])],
  photo: m?.photo ?? "",
  photoAlt: m?.photoAlt ?? "",
  bio: m?.bio ?? "",
  shown: m?.shown ?? true,
  userId: m?.userId ?? "",
});

/** What a save sends: empty membership rows left out, the qualifications as a list. */
const toBody = (s: FormState) => ({
  ...s,
  qualifications: s.qualifications.split("\n").map((q) => q.trim()),
  memberships: s.memberships.filter((m) => !isBlank(m)),
});

/** A posted field as a list of strings (a repeated name is a list; a missing one none). */
const strings = (v: unknown): string[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((s): s is string => typeof s === "string");

/** The form's state from a form posted without JavaScript (`body.x` fields; the membership rows as repeated names). */
function fromPosted(body: Record<string, unknown> | undefined): FormState {
  const b = body ?? {};
  const one = (k: string) => (strings(b[k]).at(-1) ?? "").replace(/\r\n?/g, "\n");
  const bodies = strings(b["memberships.body"]);
  const numbers = strings(b["memberships.number"]);
  return {
    name: one("name"),
    title: one("title"),
    qualifications: one("qualifications"),
    memberships: bodies.map((body, i) => ({ body, number: numbers[i] ?? "" })).filter((m) => !isBlank(m)),
    photo: one("photo"),
    photoAlt: one("photoAlt"),
    bio: one("bio"),
    // The hidden "false" comes before the checkbox: the last value wins.
    shown: postedCheckbox(one("shown")),
    userId: one("userId"),
  };
}

/** A form posted without JavaScript whose save was refused: the answer, what was typed and the version it was based on. */
type FormFailure = Extract<Written<unknown>, { ok: false }> & { state?: FormState; updatedAt?: string; id?: string };

type Sent = { intent?: string; id?: string; ids?: string | string[]; body?: Record<string, unknown> };

/** The screen's JSON (with JavaScript) or a plain form's fields; a plain form then goes back to the list, or shows its error. */
export async function action(args: Route.ActionArgs): Promise<Written<unknown> | FormFailure> {
  staffOf(args);
  const byForm = postedByForm(args.request);
  const sent = await submitted<Sent>(args.request);
  const done = (written: Written<unknown>, next: string, extra: Partial<FormFailure> = {}): Written<unknown> | FormFailure => {
    if (!byForm) return written;
    if (written.ok) throw redirect(next);
    return { ...written, ...extra };
  };
  if (sent.intent === "order") return done(await adminWrite(args, `${ENDPOINT}/order`, { method: "PUT", json: { ids: strings(sent.ids) } }, msg.memberMoveFailed), LIST);
  if (sent.intent === "delete") return done(await adminWrite(args, itemPath(sent.id ?? ""), { method: "DELETE" }, msg.memberDeleteFailed), LIST);
  const state = byForm ? fromPosted(sent.body) : undefined;
  const updatedAt = byForm ? strings(sent.body?.updatedAt).at(-1) : undefined;
  const body = state ? { ...toBody(state), ...(updatedAt ? { updatedAt } : {}) } : sent.body;
  const written = await save(args, sent.id || undefined, body);
  return done(written, `${LIST}?saved=1`, { state, updatedAt, id: sent.id || undefined });
}

const save = (args: ScreenArgs, id: string | undefined, body: unknown) =>
  id ? adminWrite(args, itemPath(id), { method: "PUT", json: body }, msg.memberSaveFailed) : adminWrite(args, ENDPOINT, { method: "POST", json: body }, msg.memberSaveFailed);

/** The new order of the ids after moving `from` to `to`, or null when that is outside the list. */
function reordered(ids: string[], from: number, to: number): string[] | null {
  const moving = ids[from];
  const other = ids[to];
  if (moving === undefined || other === undefined) return null;
  const next = [...ids];
  next[from] = other;
  next[to] = moving;
  return next;
}

export default function AdminTeam() {
  const { team, users } = useLoaderData<typeof loader>();
  const items = team.data ?? [];
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<Member | "new" | null>(null);
  const [deleting, setDeleting] = useState<Member | null>(null);
  const [saved, setSaved] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const moving = useRef<{ member: Member; to: number; count: number; button: "up" | "down" } | null>(null);
  const mover = useAdminWrite((result) => {
    const m = moving.current;
    moving.current = null;
    if (!result.ok || !m) return;
    setMoved(msg.memberMoved(m.member.name, m.to + 1, m.count));
    requestAnimationFrame(() => moveButtons.current.get(`${m.member.id}:${m.button}`)?.focus());
  });
  const remover = useAdminWrite();

  // A form posted without JavaScript that failed: a save (its dialog shows again with what was typed), or another write.
  const posted = useActionData<typeof action>();
  const failed = posted && !posted.ok ? (posted as FormFailure) : null;
  const failedSave = failed?.state ? failed : undefined;
  const error = [mover.result, remover.result].map((r) => (r && !r.ok ? r.error : null)).find(Boolean) ?? (failed && !failedSave ? failed.error : null) ?? team.error;

  // What the address opens without JavaScript: "?new=1", "?edit={id}", "?delete={id}"; a refused plain save reopens its own.
  const fromUrl = params.get("new") === "1" || (failedSave && !failedSave.id) ? "new" : (items.find((m) => m.id === (params.get("edit") ?? failedSave?.id)) ?? null);
  const shown = editing ?? fromUrl;
  const asked = deleting ?? items.find((m) => m.id === params.get("delete")) ?? null;
  const clearUrl = () => {
    if (params.has("new") || params.has("edit") || params.has("delete")) navigate(pathname, { replace: true });
  };
  const closeEditor = () => {
    setEditing(null);
    clearUrl();
  };
  const closeConfirm = () => {
    setDeleting(null);
    clearUrl();
  };

  const ids = items.map((m) => m.id);
  function move(member: Member, by: -1 | 1) {
    const from = ids.indexOf(member.id);
    const to = from + by;
    const next = reordered(ids, from, to);
    if (from < 0 || !next) return;
    // Keep the keyboard on the same button of the moved member (or its other one at an end).
    const button = by < 0 && to > 0 ? "up" : by > 0 && to < next.length - 1 ? "down" : by < 0 ? "down" : "up";
    moving.current = { member, to, count: next.length, button };
    setSaved(false);
    void mover.submit({ intent: "order", ids: next });
  }

  function remove() {
    const m = asked;
    closeConfirm();
    setSaved(false);
    if (m) void remover.submit({ intent: "delete", id: m.id });
  }

  const current = shown === "new" ? undefined : (shown ?? undefined);
  const accountOf = (userId: string) => (userId ? (users.find((u) => u.id === userId)?.email ?? msg.accountGone) : msg.noAccount);
  return (
    <section className="max-w-4xl">
      <AdminHeader
        title="Team"
        actions={
          <UrlButton name="new" value="1" className="btn-primary" onClick={() => (setSaved(false), setEditing("new"))}>
            Add Member
          </UrlButton>
        }
      />
      <p className="-mt-4 mb-6 text-sm text-muted">{msg.intro}</p>
      <ErrorBanner message={error} />
      <p role="status" className="sr-only">
        {moved}
      </p>
      {(saved || params.get("saved") === "1") && (
        <p role="status" className="mb-4 success-banner">
          {msg.memberSaved}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        message={msg.confirmDeleteMember}
        onConfirm={remove}
        onCancel={closeConfirm}
        post={asked ? { intent: "delete", id: asked.id } : undefined}
        cancelHref={pathname}
      />
      <ScreenDialog open={shown !== null} onClose={closeEditor} title={current ? "Edit Team Member" : "Add Team Member"} className="max-w-2xl">
        {shown !== null && (
          <MemberForm
            key={current?.id ?? "new"}
            item={current}
            users={users}
            posted={failedSave}
            onCancel={closeEditor}
            onSaved={() => {
              closeEditor();
              setSaved(true);
            }}
          />
        )}
      </ScreenDialog>
      {items.length === 0 ? (
        <p className="card p-6 text-muted">{team.error ? "Nothing to show." : msg.noMembers}</p>
      ) : (
        <ul className="space-y-3" aria-label="Team members">
          {items.map((m, i) => (
            <li key={m.id} className="flex flex-col gap-3 card p-4 sm:flex-row sm:items-center" data-testid="team-row">
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <Avatar member={m} />
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">{m.name}</p>
                  {(m.title || m.qualifications.length > 0) && (
                    <p className="text-sm break-words text-slate-700">{[m.title, m.qualifications.join(", ")].filter(Boolean).join(" · ")}</p>
                  )}
                  {m.memberships.length > 0 && <p className="text-xs break-words text-muted">{m.memberships.map(membershipText).join("; ")}</p>}
                  <p className="mt-1 flex flex-wrap gap-2 text-xs">
                    <span className={`rounded-full px-2 py-0.5 font-medium ${m.shown ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}>
                      {m.shown ? msg.shown : msg.hidden}
                    </span>
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 break-all text-slate-700">{accountOf(m.userId)}</span>
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {(["up", "down"] as const).map((dir) => (
                  <PostButton
                    key={dir}
                    // Without JavaScript the button posts the whole new order.
                    fields={{ intent: "order", ids: reordered(ids, i, dir === "up" ? i - 1 : i + 1) ?? ids }}
                    buttonRef={(el) => void (el ? moveButtons.current.set(`${m.id}:${dir}`, el) : moveButtons.current.delete(`${m.id}:${dir}`))}
                    className="btn-outline px-2 py-1"
                    label={`Move ${m.name} ${dir}`}
                    disabled={dir === "up" ? i === 0 : i === items.length - 1}
                    onClick={() => move(m, dir === "up" ? -1 : 1)}
                  >
                    <span aria-hidden="true">{dir === "up" ? "↑" : "↓"}</span>
                  </PostButton>
                ))}
                <Form method="get" className="flex gap-2">
                  <button
                    type="submit"
                    name="edit"
                    value={m.id}
                    className="btn-outline px-3 py-1.5"
                    aria-label={`Edit ${m.name}`}
                    onClick={(e) => (e.preventDefault(), setSaved(false), setEditing(m))}
                  >
                    Edit
                  </button>
                  <button
                    type="submit"
                    name="delete"
                    value={m.id}
                    className="btn-danger px-3 py-1.5"
                    aria-label={`Delete ${m.name}`}
                    onClick={(e) => (e.preventDefault(), setDeleting(m))}
                  >
                    Delete
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Avatar({ member }: { member: Pick<Member, "name" | "photo" | "photoAlt"> }) {
  if (member.photo) return <img src={member.photo} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full object-cover" />;
  const initials = member.name
    .split(/\s+/)
    .map((w) => w[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700">
      {initials}
    </span>
  );
}

function MemberForm({
  item,
  users,
  posted,
  onCancel,
  onSaved,
}: {
  item?: Member;
  users: PublicUser[];
  /** This form posted without JavaScript, refused: its error, its fields' errors and what was typed. */
  posted?: FormFailure;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormState>(() => {
    const s = posted?.state ?? toState(item);
    return posted?.state && s.memberships.length < MEMBERSHIPS_MAX ? { ...s, memberships: [...s.memberships, blankMembership()] } : s;
  });
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => setValues((prev) => ({ ...prev, [k]: v }));
  const form = useConflictSave({ updatedAt: item?.updatedAt, read: item ? readUpdatedAtOf(itemPath(item.id)) : null, saveFailed: msg.memberSaveFailed, onSaved });
  const { busy } = form;
  const error = form.error ?? posted?.error;
  const fields: FieldError[] | undefined = form.fields ?? (form.error ? undefined : posted?.fields);
  useFocusFirstInvalid(formRef, form.fields);
  // Without JavaScript the page renders after a refused post: the browser focuses the first invalid field.
  const firstPath = posted && !form.error ? posted.fields?.[0]?.path : undefined;
  const isFirst = (path: string) => firstPath !== undefined && (firstPath === path || firstPath.startsWith(`${path}.`));

  const save = () => {
    // Empty rows go, so the rows shown are the ones the answer's field errors count.
    const rows = values.memberships.filter((m) => !isBlank(m));
    setValues((prev) => ({ ...prev, memberships: rows }));
    form.save(item?.id, toBody({ ...values, memberships: rows }));
  };

  const control = (path: keyof FormState | string, hint?: boolean) => {
    const fid = `${id}-${path}`;
    const err = errorAt(fields, path);
    return { fid, err, props: { id: fid, ...invalidProps(fid, err, hint ? `${fid}-hint` : undefined, isFirst(path)) } };
  };
  const text = (k: "name" | "title" | "photoAlt", label: string, opts: { required?: boolean; hint?: string } = {}) => {
    const c = control(k, Boolean(opts.hint));
    return (
      <div>
        <label htmlFor={c.fid} className="field-label">
          {label}
          {opts.required && <span className="text-red-700"> *</span>}
        </label>
        <input {...c.props} name={`body.${k}`} className="field" value={values[k]} onChange={(e) => set(k, e.target.value)} />
        {opts.hint && (
          <p id={`${c.fid}-hint`} className="mt-1 text-xs text-muted">
            {opts.hint}
          </p>
        )}
        <FieldErrorText id={c.fid} error={c.err} />
      </div>
    );
  };
  const quals = control("qualifications", true);
  const bio = control("bio");
  const account = control("userId", true);
  const photo = control("photo");
  const setRow = (i: number, patch: Partial<Membership>) =>
    set(
      "memberships",
      values.memberships.map((m, j) => (j === i ? { ...m, ...patch } : m)),
    );
  const knownAccount = !values.userId || users.some((u) => u.id === values.userId);

  return (
    <Form
      ref={formRef}
      method="post"
      className="space-y-4"
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        save();
      }}
    >
      <input type="hidden" name="intent" value="save" />
      {item && <input type="hidden" name="id" value={item.id} />}
      {item && <input type="hidden" name="body.updatedAt" value={posted?.updatedAt ?? item.updatedAt} />}
      <ErrorBanner message={error}>
        {form.conflict && item && <ConflictActions savedHref={`${LIST}?edit=${encodeURIComponent(item.id)}`} busy={busy} onSaveAnyway={() => form.overrule(save)} />}
      </ErrorBanner>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "Name", { required: true })}
        {text("title", "Title", { hint: "For example Chartered Accountant, Company Secretary, Advocate." })}
      </div>
      <div>
        <label htmlFor={quals.fid} className="field-label">
          Qualifications
        </label>
        <textarea {...quals.props} name="body.qualifications" className="field" rows={2} value={values.qualifications} onChange={(e) => set("qualifications", e.target.value)} />
        <p id={`${quals.fid}-hint`} className="mt-1 text-xs text-muted">
          One per line, for example FCA or LL.B.
        </p>
        <FieldErrorText id={quals.fid} error={quals.err} />
      </div>
      <fieldset className="space-y-2">
        <legend className="field-label">Memberships</legend>
        <p className="text-xs text-muted">
          The professional body (ICAI, ICSI, ICMAI, a State Bar Council) and the membership or enrolment number it gave, which clients can verify.
        </p>
        <datalist id={`${id}-bodies`}>
          {MEMBERSHIP_BODIES.map((b) => (
            <option key={b} value={b} />
          ))}
        </datalist>
        {values.memberships.map((m, i) => {
          const b = control(`memberships.${i}.body`);
          const n = control(`memberships.${i}.number`);
          return (
            <div key={i} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
              <div>
                <label htmlFor={b.fid} className="text-xs font-medium text-slate-700">
                  Body
                </label>
                <input {...b.props} name="body.memberships.body" list={`${id}-bodies`} className="field" value={m.body} onChange={(e) => setRow(i, { body: e.target.value })} />
                <FieldErrorText id={b.fid} error={b.err} />
              </div>
              <div>
                <label htmlFor={n.fid} className="text-xs font-medium text-slate-700">
                  Number
                </label>
                <input {...n.props} name="body.memberships.number" className="field" value={m.number} onChange={(e) => setRow(i, { number: e.target.value })} />
                <FieldErrorText id={n.fid} error={n.err} />
              </div>
              <button
                type="button"
                className="btn-outline self-end px-3 py-2 text-sm"
                aria-label={`Remove membership ${i + 1}`}
                onClick={() =>
                  set(
                    "memberships",
                    values.memberships.filter((_, j) => j !== i),
                  )
                }
              >
                Remove
              </button>
            </div>
          );
        })}
        {values.memberships.length < MEMBERSHIPS_MAX && (
          <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => set("memberships", [...values.memberships, blankMembership()])}>
            Add membership
          </button>
        )}
        <FieldErrorText
          id={`${id}-memberships`}
          error={errorAt(fields, "memberships") && !fields?.some((f) => /^memberships\.\d+\./.test(f.path)) ? errorAt(fields, "memberships") : undefined}
        />
      </fieldset>
      <div>
        <p className="field-label" id={`${photo.fid}-label`}>
          Photo
        </p>
        <input type="hidden" name="body.photo" value={values.photo} />
        <div className="flex flex-wrap items-center gap-3">
          {values.photo ? (
            <img src={values.photo} alt={values.photoAlt || "Photo"} width={64} height={64} className="size-16 rounded-full border border-slate-200 object-cover" />
          ) : (
            <span className="text-sm text-muted">No photo</span>
          )}
          <MediaPickerButton
            label={values.photo ? "Change photo" : "Choose photo"}
            onPick={(img) => setValues((prev) => ({ ...prev, photo: img.url, photoAlt: prev.photoAlt || img.alt }))}
          />
          {values.photo && (
            <button type="button" className="btn-outline px-3 py-1.5" onClick={() => set("photo", "")}>
              Remove photo
            </button>
          )}
        </div>
        <noscript>
          <p className="mt-1 text-xs text-muted">{msg.photoNeedsScript}</p>
        </noscript>
        <FieldErrorText id={photo.fid} error={photo.err} />
      </div>
      {text("photoAlt", "Photo description (alt text)", { hint: "What the photo shows, for people who cannot see it; the name is used when empty." })}
      <div>
        <label htmlFor={bio.fid} className="field-label">
          Short bio
        </label>
        <textarea {...bio.props} name="body.bio" className="field" rows={4} value={values.bio} onChange={(e) => set("bio", e.target.value)} />
        <FieldErrorText id={bio.fid} error={bio.err} />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="hidden" name="body.shown" value="false" />
        <input type="checkbox" name="body.shown" value="true" className="size-4" checked={values.shown} onChange={(e) => set("shown", e.target.checked)} />
        Show on the team page (/team)
      </label>
      <div>
        <label htmlFor={account.fid} className="field-label">
          Linked staff account
        </label>
        <select {...account.props} name="body.userId" className="field" value={values.userId} onChange={(e) => set("userId", e.target.value)}>
          <option value="">None: this member has no login</option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name ? `${u.name} (${u.email})` : u.email}
            </option>
          ))}
          {!knownAccount && <option value={values.userId}>{msg.accountGone}</option>}
        </select>
        <p id={`${account.fid}-hint`} className="mt-1 text-xs text-muted">
          The posts of this account show this member in their byline, and its user can edit this profile as My Public Profile.
        </p>
        <FieldErrorText id={account.fid} error={account.err} />
      </div>
      <FormActions submitLabel="Save" onCancel={onCancel} cancelHref={LIST} busy={busy} />
    </Form>
  );
}
