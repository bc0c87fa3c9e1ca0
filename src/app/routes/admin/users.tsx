// /admin/users (admin only): staff accounts. A generated password is shown once, right after it is made.
// The clientLoader reads the accounts; every change (add, role, reset password, end sessions, remove) posts
// to the clientAction through the screen's one fetcher, whose answer is the notice or the error shown.
import { useId, useState, type FormEvent } from "react";
import { useFetcher, useLoaderData, type FetcherWithComponents } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { ROLES, type PublicUser, type Role, type UserWithPassword } from "../../../shared/schemas/user";
import { AdminHeader, AdminLoading, AdminTable, ConfirmDialog, ErrorBanner, FormActions } from "../../components/admin/ui";
import { Dialog } from "../../components/dialog";
import { adminWrite, loadScreen, type Loaded, type Written } from "../../lib/admin-data";
import { roleLabel, useAdminUser } from "../../lib/admin-session";
import type { Route } from "./+types/users";

export const meta = () => [{ title: "Users | Admin" }, { name: "robots", content: "noindex" }];

type Notice = { text: string; password?: string };
type Pending = { kind: "remove" | "reset" | "sessions"; user: PublicUser } | null;

export const loader = ((args: Route.LoaderArgs): Promise<Loaded<PublicUser[]>> => loadScreen<PublicUser[]>(args, "/api/users", adminMessages.usersFetchFailed));

/** What the screen posts (JSON): a new account, or a change to the account `id` (`email` names it in the notice). */
type Change =
  | { intent: "add"; email: string; name: string; role: string; password?: string }
  | { intent: "role"; id: string; email: string; role: Role }
  | { intent: "reset" | "sessions" | "remove"; id: string; email: string };
type Answer = { intent: Change["intent"] } & ({ ok: true; notice: Notice } | { ok: false; error: string });

/** The write's answer as the screen's notice (from the saved data) or its error. */
function answer<T>(intent: Change["intent"], written: Written<T>, notice: (data: T) => Notice): Answer {
  return written.ok ? { intent, ok: true, notice: notice(written.data) } : { intent, ok: false, error: written.error };
}

export async function action(args: Route.ActionArgs): Promise<Answer> {
  const change = (await request.json()) as Change;
  if (change.intent === "add") {
    const { intent, ...user } = change;
    const added = await adminWrite<UserWithPassword>(args, "/api/users", { method: "POST", json: user }, adminMessages.userSaveFailed);
    return answer(intent, added, (u) => ({ text: `${u.email} was added as ${roleLabel(u.role)}.${u.generatedPassword ? " Password:" : ""}`, password: u.generatedPassword }));
  }
  const url = `/api/users/${encodeURIComponent(change.id)}`;
  switch (change.intent) {
    case "role":
      return answer(change.intent, await adminWrite(args, url, { method: "PUT", json: { role: change.role } }, adminMessages.userSaveFailed), () => ({
        text: `${change.email} is now ${change.role === "admin" ? "an Admin" : "an Editor"}.`,
      }));
    case "sessions":
      return answer(change.intent, await adminWrite(args, `${url}/sessions`, { method: "DELETE" }, adminMessages.endSessionsFailed), () => ({
        text: `All sessions of ${change.email} have ended.`,
      }));
    case "remove":
      return answer(change.intent, await adminWrite(args, url, { method: "DELETE" }, adminMessages.userDeleteFailed), () => ({ text: `${change.email} was removed.` }));
    case "reset":
      return answer(change.intent, await adminWrite<UserWithPassword>(args, `${url}/password`, { method: "PUT", json: {} }, adminMessages.passwordResetFailed), (u) => ({
        text: `New password for ${change.email}:`,
        password: u.generatedPassword,
      }));
  }
}

type UsersFetcher = FetcherWithComponents<Answer | undefined>;

export default function Users() {
  const me = useAdminUser();
  const { data: users, error: loadError } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  // The last answer, once it is back (the list has then been read again).
  const last = fetcher.state === "idle" ? fetcher.data : undefined;
  const [adding, setAdding] = useState(false);
  const [addSent, setAddSent] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const added = addSent && last?.intent === "add" && last.ok;
  const error = last && !last.ok && last.intent !== "add" ? last.error : loadError;
  const notice = last?.ok ? last.notice : null;

  const send = (change: Change) => void fetcher.submit(change, { method: "post", encType: "application/json" });
  const changeRole = (u: PublicUser, role: Role) => send({ intent: "role", id: u.id, email: u.email, role });

  function confirmPending() {
    const p = pending;
    setPending(null);
    if (p) send({ intent: p.kind, id: p.user.id, email: p.user.email });
  }

  /** The buttons of a user (none for yourself: another admin changes your role or account, so you cannot lock yourself out). */
  const userActions = (u: PublicUser) => {
    const self = u.email === me.email;
    const other: Role = u.role === "admin" ? "editor" : "admin";
    return (
      <div className="flex flex-wrap gap-2">
        {!self && (
          <button type="button" className="btn-outline px-3 py-1.5" onClick={() => changeRole(u, other)} aria-label={`Make ${u.email} ${roleLabel(other)}`}>
            Make {roleLabel(other)}
          </button>
        )}
        {!self && (
          <button type="button" className="btn-outline px-3 py-1.5" onClick={() => setPending({ kind: "reset", user: u })} aria-label={`Reset password of ${u.email}`}>
            Reset password
          </button>
        )}
        {!self && (
          <button type="button" className="btn-outline px-3 py-1.5" onClick={() => setPending({ kind: "sessions", user: u })} aria-label={`End all sessions of ${u.email}`}>
            End all sessions
          </button>
        )}
        {!self && (
          <button type="button" className="btn-danger px-3 py-1.5" onClick={() => setPending({ kind: "remove", user: u })} aria-label={`Remove ${u.email}`}>
            Remove
          </button>
        )}
      </div>
    );
  };

  return (
    <>
      <AdminHeader
        title="Users"
        actions={
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              setAddSent(false);
              setAdding(true);
            }}
          >
            Add User
          </button>
        }
      />
      <ErrorBanner message={error} />
      {notice && <NoticeBanner notice={notice} />}
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
                <p className="mb-3 text-xs text-muted">{roleLabel(u.role)}</p>
                {userActions(u)}
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <AdminTable head={["Name", "Email", "Role", "Actions"]}>
              {users.map((u) => (
                <tr key={u.id}>
                  <td className="px-4 py-3 font-medium text-ink">
                    {u.name}
                    {u.email === me.email && <span className="ml-2 text-xs text-muted">(you)</span>}
                  </td>
                  <td className="px-4 py-3 break-all">{u.email}</td>
                  <td className="px-4 py-3">{roleLabel(u.role)}</td>
                  <td className="px-4 py-3">{userActions(u)}</td>
                </tr>
              ))}
            </AdminTable>
          </div>
        </>
      )}
      {/* Closes once the new account is saved; its error stays inside the dialog. */}
      <AddUserDialog open={adding && !added} fetcher={fetcher} sent={addSent} onSend={() => setAddSent(true)} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={pending !== null}
        message={
          pending?.kind === "remove"
            ? adminMessages.confirmDeleteUser
            : pending?.kind === "sessions"
              ? adminMessages.confirmEndSessions
              : `Reset the password of ${pending?.user.email}? A new one is generated and their current sessions end.`
        }
        confirmLabel={pending?.kind === "remove" ? "Remove" : pending?.kind === "sessions" ? "End all sessions" : "Reset password"}
        onConfirm={confirmPending}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

function NoticeBanner({ notice }: { notice: Notice }) {
  return (
    <div role="status" className="mb-4 success-banner">
      {notice.text}
      {notice.password && (
        <>
          {" "}
          <code className="rounded bg-white px-2 py-0.5 font-mono text-base text-ink select-all" data-testid="generated-password">
            {notice.password}
          </code>{" "}
          {adminMessages.generatedPasswordNote}
        </>
      )}
    </div>
  );
}

function AddUserDialog({ open, fetcher, sent, onSend, onClose }: { open: boolean; fetcher: UsersFetcher; sent: boolean; onSend: () => void; onClose: () => void }) {
  const id = useId();
  const answer = sent && fetcher.state === "idle" && fetcher.data?.intent === "add" ? fetcher.data : undefined;
  const error = answer && !answer.ok ? answer.error : null;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get("password") ?? "");
    onSend();
    const user: Change = {
      intent: "add",
      email: String(form.get("email") ?? ""),
      name: String(form.get("name") ?? ""),
      role: String(form.get("role")),
      ...(password ? { password } : {}),
    };
    void fetcher.submit(user, { method: "post", encType: "application/json" });
  }

  return (
    <Dialog open={open} onClose={onClose} title="Add User" className="max-w-md">
      <form onSubmit={submit} className="space-y-4">
        <ErrorBanner message={error} />
        <div>
          <label className="field-label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="off" className="field" />
        </div>
        <div>
          <label className="field-label" htmlFor={`${id}-name`}>
            Name
          </label>
          <input id={`${id}-name`} name="name" maxLength={100} autoComplete="off" className="field" />
        </div>
        <div>
          <label className="field-label" htmlFor={`${id}-role`}>
            Role
          </label>
          <select id={`${id}-role`} name="role" defaultValue="editor" className="field">
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor={`${id}-password`}>
            Password (optional)
          </label>
          <input id={`${id}-password`} name="password" type="password" minLength={8} autoComplete="new-password" aria-describedby={`${id}-password-hint`} className="field" />
          <p id={`${id}-password-hint`} className="mt-1 text-xs text-muted">
            Leave empty to generate one; it is shown once.
          </p>
        </div>
        <FormActions submitLabel="Add User" onCancel={onClose} busy={fetcher.state !== "idle"} />
      </form>
    </Dialog>
  );
}
