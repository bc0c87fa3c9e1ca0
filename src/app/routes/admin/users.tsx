// /admin/users (admin only): staff accounts. "Add User" invites: the new user gets a link to choose their own
// password (e-mailed; when it could not be, the notice shows the link to pass on); until they accept, the row says
// so, with "Resend invitation" and "Cancel invitation". No password is ever generated or shown here: "Send password
// link" sends an existing user a link to choose a new one. An editor's "Can work clients' cases" is a switch.
// The loader reads the accounts; every change (add, role, case access, password link, end sessions, remove, resend,
// cancel) posts to the action: with JavaScript through the screen's one fetcher, without it as the button's own form
// (the address opens the Add User form, "?add=1", and the confirmations, "?link={id}", "?sessions={id}",
// "?remove={id}", "?resend={id}", "?cancel={id}"). The answer is the notice or the error shown.
import { useId, useState, type FormEvent } from "react";
import { Form, useActionData, useFetcher, useLoaderData, useLocation, useNavigate, useSearchParams, type FetcherWithComponents } from "react-router";
import { pageMessages } from "../../../shared/page-messages";
import { adminMessages, caseAdminMessages } from "../../../shared/admin-messages";
import { invitationMessages } from "../../../shared/invitation-messages";
import type { Invited, SentLink, UserListItem } from "../../../shared/schemas/invitation";
import { ROLES, type Role } from "../../../shared/schemas/user";
import { AdminHeader, AdminTable, ConfirmDialog, ErrorBanner, FormActions, PostButton, ScreenDialog, UrlButton } from "../../components/admin/ui";
import { adminWrite, loadScreen, staffOf, submitted, type Written } from "../../lib/admin-data";
import { roleLabel, useAdminUser } from "../../lib/admin-session";
import { formatDateTime } from "../../lib/date-time";
import type { Route } from "./+types/users";

export const meta = () => [{ title: "Users | Admin" }, { name: "robots", content: "noindex" }];

/** A notice, with the link to pass on when it was not e-mailed. */
type Notice = { text: string; link?: string };
/** The changes that ask first: a password link, ending sessions, removing, resending or cancelling an invitation. */
type PendingKind = "link" | "sessions" | "remove" | "resend" | "cancel";
type Pending = { kind: PendingKind; user: UserListItem } | null;
const PENDING_KINDS: PendingKind[] = ["link", "sessions", "remove", "resend", "cancel"];

export function loader(args: Route.LoaderArgs) {
  return loadScreen<UserListItem[]>(args, "/api/users", adminMessages.usersFetchFailed);
}

/** What the notice says of a link: e-mailed, or the link to pass on (mail off, or the e-mail failed). */
function linkNotice(sent: SentLink, email: string, texts: { sent: string; mailOff: (email: string) => string; mailFailed: (email: string) => string }): Notice {
  if (sent.sent || !sent.link) return { text: texts.sent };
  return { text: sent.reason === "mail-failed" ? texts.mailFailed(email) : texts.mailOff(email), link: sent.link };
}

/** What the screen posts (JSON, or the same names as form fields): a new account, or a change to the account `id` (`email` names it in the notice). */
type Change =
  | { intent: "add"; email: string; name: string; role: string }
  | { intent: "role"; id: string; email: string; role: Role }
  /** A form sends "true" or "false". */
  | { intent: "case-access"; id: string; email: string; caseAccess: boolean | string }
  | { intent: "page-access"; id: string; email: string; pageAccess: boolean | string }
  | { intent: PendingKind; id: string; email: string };
/** The answer; a refused new account also gives back what was typed (without the password), for the form posted without JavaScript. */
type Answer = { intent: Change["intent"] } & ({ ok: true; notice: Notice } | { ok: false; error: string; typed?: { email: string; name: string; role: string } });

/** The write's answer as the screen's notice (from the saved data) or its error. */
function answer<T>(intent: Change["intent"], written: Written<T>, notice: (data: T) => Notice): Answer {
  return written.ok ? { intent, ok: true, notice: notice(written.data) } : { intent, ok: false, error: written.error };
}

export async function action(args: Route.ActionArgs): Promise<Answer> {
  staffOf(args);
  const change = await submitted<Change>(args.request);
  if (change.intent === "add") {
    // Name, e-mail and role only: the new user chooses their password on the invitation's page.
    const user = { email: String(change.email ?? ""), name: String(change.name ?? ""), role: String(change.role ?? "") };
    const added = await adminWrite<Invited>(args, "/api/users", { method: "POST", json: user }, adminMessages.userSaveFailed);
    const result = answer(change.intent, added, ({ user: u, invitation }) =>
      invitation
        ? linkNotice(invitation, u.email, { sent: invitationMessages.sent(u.email), mailOff: invitationMessages.linkMailOff, mailFailed: invitationMessages.linkMailFailed })
        : { text: `${u.email} was added as ${roleLabel(u.role)}.` },
    );
    return result.ok ? result : { ...result, typed: user };
  }
  const url = `/api/users/${encodeURIComponent(change.id)}`;
  switch (change.intent) {
    case "role":
      return answer(change.intent, await adminWrite(args, url, { method: "PUT", json: { role: change.role } }, adminMessages.userSaveFailed), () => ({
        text: `${change.email} is now ${change.role === "admin" ? "an Admin" : "an Editor"}.`,
      }));
    case "case-access": {
      const caseAccess = change.caseAccess === true || change.caseAccess === "true";
      return answer(change.intent, await adminWrite(args, url, { method: "PUT", json: { caseAccess } }, caseAdminMessages.caseAccessFailed), () => ({
        text: caseAccess ? caseAdminMessages.caseAccessOn(change.email) : caseAdminMessages.caseAccessOff(change.email),
      }));
    }
    case "page-access": {
      const pageAccess = change.pageAccess === true || change.pageAccess === "true";
      return answer(change.intent, await adminWrite(args, url, { method: "PUT", json: { pageAccess } }, pageMessages.pageAccessFailed), () => ({
        text: pageAccess ? pageMessages.pageAccessOn(change.email) : pageMessages.pageAccessOff(change.email),
      }));
    }
    case "sessions":
      return answer(change.intent, await adminWrite(args, `${url}/sessions`, { method: "DELETE" }, adminMessages.endSessionsFailed), () => ({
        text: `All sessions of ${change.email} have ended.`,
      }));
    case "remove":
      return answer(change.intent, await adminWrite(args, url, { method: "DELETE" }, adminMessages.userDeleteFailed), () => ({ text: `${change.email} was removed.` }));
    case "link":
      return answer(change.intent, await adminWrite<SentLink>(args, `${url}/password-link`, { method: "POST" }, invitationMessages.passwordLinkFailed), (sent) =>
        linkNotice(sent, change.email, {
          sent: invitationMessages.passwordLinkSent(change.email),
          mailOff: invitationMessages.passwordLinkMailOff,
          mailFailed: invitationMessages.passwordLinkMailFailed,
        }),
      );
    case "resend":
      return answer(change.intent, await adminWrite<Invited>(args, `${url}/invitation`, { method: "POST" }, invitationMessages.resendFailed), ({ invitation }) =>
        linkNotice(invitation ?? { expiresAt: "", sent: true }, change.email, {
          sent: invitationMessages.resent(change.email),
          mailOff: invitationMessages.linkMailOff,
          mailFailed: invitationMessages.linkMailFailed,
        }),
      );
    case "cancel":
      return answer(change.intent, await adminWrite(args, `${url}/invitation`, { method: "DELETE" }, invitationMessages.cancelFailed), () => ({
        text: invitationMessages.cancelled(change.email),
      }));
  }
}

type UsersFetcher = FetcherWithComponents<Answer | undefined>;

export default function Users() {
  const me = useAdminUser();
  const { data: users, error: loadError } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  // The answer of a form posted without JavaScript (the page was rendered again with it).
  const posted = useActionData<typeof action>();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The last answer, once it is back (the list has then been read again).
  const last = (fetcher.state === "idle" ? fetcher.data : undefined) ?? posted;
  const [adding, setAdding] = useState(false);
  const [addSent, setAddSent] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const added = last?.intent === "add" && last.ok && (addSent || last === posted);
  const error = last && !last.ok && last.intent !== "add" ? last.error : loadError;
  const notice = last?.ok ? last.notice : null;

  // What the address opens without JavaScript: the Add User form, a confirmation.
  const clearUrl = () => {
    if (params.has("add") || PENDING_KINDS.some((k) => params.has(k))) navigate(pathname, { replace: true });
  };
  const askedKind = PENDING_KINDS.find((k) => params.has(k));
  const askedUser = askedKind && users?.find((u) => u.id === params.get(askedKind));
  const shownPending: Pending = pending ?? (askedKind && askedUser ? { kind: askedKind, user: askedUser } : null);

  const send = (change: Change) => void fetcher.submit(change, { method: "post", encType: "application/json" });
  const changeRole = (u: UserListItem, role: Role) => send({ intent: "role", id: u.id, email: u.email, role });
  const setCaseAccess = (u: UserListItem) => send({ intent: "case-access", id: u.id, email: u.email, caseAccess: !u.caseAccess });
  const setPageAccess = (u: UserListItem) => send({ intent: "page-access", id: u.id, email: u.email, pageAccess: !u.pageAccess });

  function closePending() {
    setPending(null);
    clearUrl();
  }

  function confirmPending() {
    const p = shownPending;
    closePending();
    if (p) send({ intent: p.kind, id: p.user.id, email: p.user.email });
  }

  /** The buttons of a user (none for yourself: another admin changes your role or account, so you cannot lock yourself out). */
  const userActions = (u: UserListItem) => {
    const self = u.email === me.email;
    const other: Role = u.role === "admin" ? "editor" : "admin";
    if (self) return <div className="flex flex-wrap gap-2" />;
    const ask = (kind: PendingKind, label: string, text: string, danger = false) => (
      <UrlButton
        name={kind}
        value={u.id}
        className={`${danger ? "btn-danger" : "btn-outline"} px-3 py-1.5`}
        onClick={() => setPending({ kind, user: u })}
        label={`${label}: ${u.email}`}
      >
        {text}
      </UrlButton>
    );
    // An invited user has no password and no session yet: their invitation is what there is to act on.
    if (u.invitation)
      return (
        <div className="flex flex-wrap gap-2">
          {ask("resend", invitationMessages.resend, invitationMessages.resend)}
          {ask("cancel", invitationMessages.cancel, invitationMessages.cancel, true)}
        </div>
      );
    return (
      <div className="flex flex-wrap gap-2">
        <PostButton
          fields={{ intent: "role", id: u.id, email: u.email, role: other }}
          className="btn-outline px-3 py-1.5"
          onClick={() => changeRole(u, other)}
          label={`Make ${u.email} ${roleLabel(other)}`}
        >
          Make {roleLabel(other)}
        </PostButton>
        <UrlButton name="link" value={u.id} className="btn-outline px-3 py-1.5" onClick={() => setPending({ kind: "link", user: u })} label={`Send password link to ${u.email}`}>
          {invitationMessages.passwordLink}
        </UrlButton>
        <UrlButton
          name="sessions"
          value={u.id}
          className="btn-outline px-3 py-1.5"
          onClick={() => setPending({ kind: "sessions", user: u })}
          label={`End all sessions of ${u.email}`}
        >
          End all sessions
        </UrlButton>
        <UrlButton name="remove" value={u.id} className="btn-danger px-3 py-1.5" onClick={() => setPending({ kind: "remove", user: u })} label={`Remove ${u.email}`}>
          Remove
        </UrlButton>
      </div>
    );
  };

  return (
    <>
      <AdminHeader
        title="Users"
        actions={
          <UrlButton
            name="add"
            value="1"
            className="btn-primary"
            onClick={() => {
              setAddSent(false);
              setAdding(true);
            }}
          >
            Add User
          </UrlButton>
        }
      />
      <ErrorBanner message={error} />
      {notice && <NoticeBanner notice={notice} />}
      <ConfirmDialog
        open={shownPending !== null}
        message={shownPending ? confirmation(shownPending.kind, shownPending.user.email) : ""}
        confirmLabel={shownPending ? CONFIRM_LABELS[shownPending.kind] : ""}
        onConfirm={confirmPending}
        onCancel={closePending}
        post={shownPending ? { intent: shownPending.kind, id: shownPending.user.id, email: shownPending.user.email } : undefined}
        cancelHref={pathname}
      />
      {/* Closes once the new account is saved; its error stays inside the dialog. */}
      <AddUserDialog
        open={(adding || params.get("add") === "1") && !added}
        fetcher={fetcher}
        sent={addSent}
        posted={posted?.intent === "add" ? posted : undefined}
        cancelHref={pathname}
        onSend={() => setAddSent(true)}
        onClose={() => {
          setAdding(false);
          clearUrl();
        }}
      />
      {users && (
        <>
          {/* Cards on a phone, the table from md up (actions wrap instead of widening it). */}
          <ul className="space-y-3 md:hidden" aria-label="Users">
            {users.map((u) => (
              <li key={u.id} className="card p-4">
                <p className="font-semibold text-ink">
                  {u.name}
                  {u.email === me.email && <span className="ml-2 text-xs text-muted">(you)</span>}
                </p>
                <p className="text-sm break-all text-slate-600">{u.email}</p>
                <p className="text-xs text-muted">{roleLabel(u.role)}</p>
                <p className="mb-3 text-xs">
                  <UserStatus user={u} />
                </p>
                {u.role === "editor" && (
                  <div className="mb-3 space-y-2">
                    <CaseAccessSwitch user={u} onClick={() => setCaseAccess(u)} />
                    <PageAccessSwitch user={u} onClick={() => setPageAccess(u)} />
                  </div>
                )}
                {userActions(u)}
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <AdminTable head={["Name", "Email", "Role", "Status", "Actions"]}>
              {users.map((u) => (
                <tr key={u.id}>
                  <td className="px-4 py-3 font-medium text-ink">
                    {u.name}
                    {u.email === me.email && <span className="ml-2 text-xs text-muted">(you)</span>}
                  </td>
                  <td className="px-4 py-3 break-all">{u.email}</td>
                  <td className="px-4 py-3">
                    {roleLabel(u.role)}
                    {u.role === "editor" && (
                      <div className="mt-2 space-y-2">
                        <CaseAccessSwitch user={u} onClick={() => setCaseAccess(u)} />
                        <PageAccessSwitch user={u} onClick={() => setPageAccess(u)} />
                      </div>
                    )}
                  </td>
                  <td className="px-4 py-3 text-sm">
                    <UserStatus user={u} />
                  </td>
                  <td className="px-4 py-3">{userActions(u)}</td>
                </tr>
              ))}
            </AdminTable>
          </div>
        </>
      )}
    </>
  );
}

/**
 * An editor's access to clients' cases, as a switch: with JavaScript `onClick` (the screen's fetcher); without it,
 * a form that posts the other state.
 */
function CaseAccessSwitch({ user: u, onClick }: { user: UserListItem; onClick: () => void }) {
  return <AccessSwitch user={u} onClick={onClick} intent="case-access" field="caseAccess" on={u.caseAccess === true} label={caseAdminMessages.caseAccess} />;
}

/** An editor's access to the site's pages (/admin/pages), as a switch like the cases'. */
function PageAccessSwitch({ user: u, onClick }: { user: UserListItem; onClick: () => void }) {
  return <AccessSwitch user={u} onClick={onClick} intent="page-access" field="pageAccess" on={u.pageAccess === true} label={pageMessages.pageAccess} />;
}

function AccessSwitch({ user: u, onClick, intent, field, on, label }: { user: UserListItem; onClick: () => void; intent: string; field: string; on: boolean; label: string }) {
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={u.id} />
      <input type="hidden" name="email" value={u.email} />
      <input type="hidden" name={field} value={String(!on)} />
      <button
        type="submit"
        role="switch"
        aria-checked={on}
        aria-label={`${label}: ${u.email}`}
        className="inline-flex items-center gap-2 text-left text-sm text-ink"
        onClick={(e) => {
          e.preventDefault();
          onClick();
        }}
      >
        <span aria-hidden="true" className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${on ? "bg-brand-600" : "bg-slate-300"}`}>
          <span className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform ${on ? "translate-x-4.5" : "translate-x-0.5"}`} />
        </span>
        {label}
      </button>
    </Form>
  );
}

/** What each confirmation asks, and its button. */
function confirmation(kind: PendingKind, email: string): string {
  switch (kind) {
    case "remove":
      return adminMessages.confirmDeleteUser;
    case "sessions":
      return adminMessages.confirmEndSessions;
    case "link":
      return invitationMessages.confirmPasswordLink(email);
    case "resend":
      return invitationMessages.confirmResend(email);
    case "cancel":
      return invitationMessages.confirmCancel(email);
  }
}
const CONFIRM_LABELS: Record<PendingKind, string> = {
  remove: "Remove",
  sessions: "End all sessions",
  link: invitationMessages.passwordLink,
  resend: invitationMessages.resend,
  cancel: invitationMessages.cancel,
};

/** Active, or the invitation's state: sent and until when the link works, or expired. */
function UserStatus({ user: u }: { user: UserListItem }) {
  const invitation = u.invitation;
  if (!invitation) return <span className="text-slate-600">{invitationMessages.statusActive}</span>;
  if (invitation.expired) return <span className="font-medium text-red-700">{invitationMessages.statusExpired(formatDateTime(invitation.expiresAt))}</span>;
  return <span className="font-medium text-amber-800">{invitationMessages.statusInvited(formatDateTime(invitation.sentAt), formatDateTime(invitation.expiresAt))}</span>;
}

/** The answer of a change; a link that was not e-mailed is shown whole, to select and pass on. */
function NoticeBanner({ notice }: { notice: Notice }) {
  return (
    <div role="status" className="mb-4 success-banner">
      {notice.text}
      {/* Whole and wrapped at any width; one click selects all of it, to copy. */}
      {notice.link && (
        <code className="mt-2 block rounded border border-green-300 bg-white px-2 py-1 font-mono text-sm break-all text-ink select-all" data-testid="invitation-link">
          {notice.link}
        </code>
      )}
    </div>
  );
}

function AddUserDialog({
  open,
  fetcher,
  sent,
  posted,
  cancelHref,
  onSend,
  onClose,
}: {
  open: boolean;
  fetcher: UsersFetcher;
  sent: boolean;
  /** The answer of this form posted without JavaScript. */
  posted?: Answer;
  cancelHref: string;
  onSend: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const answer = (sent && fetcher.state === "idle" && fetcher.data?.intent === "add" ? fetcher.data : undefined) ?? posted;
  const error = answer && !answer.ok ? answer.error : null;
  // What was typed, when the form posted without JavaScript was refused.
  const typed = posted && !posted.ok ? posted.typed : undefined;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    onSend();
    const user: Change = { intent: "add", email: String(form.get("email") ?? ""), name: String(form.get("name") ?? ""), role: String(form.get("role")) };
    void fetcher.submit(user, { method: "post", encType: "application/json" });
  }

  return (
    <ScreenDialog open={open} onClose={onClose} title="Add User" className="max-w-md">
      <Form method="post" onSubmit={submit} className="space-y-4">
        <input type="hidden" name="intent" value="add" />
        <ErrorBanner message={error} />
        <div>
          <label className="field-label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="off" defaultValue={typed?.email} className="field" />
        </div>
        <div>
          <label className="field-label" htmlFor={`${id}-name`}>
            Name
          </label>
          <input id={`${id}-name`} name="name" maxLength={100} autoComplete="off" defaultValue={typed?.name} className="field" />
        </div>
        <div>
          <label className="field-label" htmlFor={`${id}-role`}>
            Role
          </label>
          <select id={`${id}-role`} name="role" defaultValue={typed?.role ?? "editor"} className="field">
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm text-slate-600">{invitationMessages.addHint}</p>
        <FormActions submitLabel="Add User" onCancel={onClose} cancelHref={cancelHref} busy={fetcher.state !== "idle"} />
      </Form>
    </ScreenDialog>
  );
}
