// /admin/users (admin only): staff accounts. A generated password is shown once, right after it is made.
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { adminMessages } from "../../../shared/admin-messages";
import { ROLES, type PublicUser, type Role, type UserWithPassword } from "../../../shared/schemas/user";
import { AdminHeader, AdminTable, ConfirmDialog, ErrorBanner, FormActions } from "../../components/admin/ui";
import { Dialog } from "../../components/dialog";
import { adminFetch, errorText } from "../../lib/admin-api";
import { roleLabel, useAdminUser } from "../../lib/admin-session";
import { useAdminAction } from "../../lib/use-admin-action";

export const meta = () => [{ title: "Users | Admin" }, { name: "robots", content: "noindex" }];

type Notice = { text: string; password?: string };
type Pending = { kind: "remove" | "reset" | "sessions"; user: PublicUser } | null;

export default function Users() {
  const me = useAdminUser();
  const [users, setUsers] = useState<PublicUser[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending>(null);

  const load = useCallback(async () => {
    try {
      setUsers((await adminFetch<{ data: PublicUser[] }>("/api/users")).data);
    } catch (err) {
      setError(errorText(err, adminMessages.usersFetchFailed));
    }
  }, []);
  useEffect(() => void load(), [load]);

  async function act(run: () => Promise<Notice>, fallback: string) {
    setError(null);
    setNotice(null);
    try {
      setNotice(await run());
    } catch (err) {
      setError(errorText(err, fallback));
    }
    await load();
  }

  const changeRole = (u: PublicUser, role: Role) =>
    act(async () => {
      await adminFetch(`/api/users/${encodeURIComponent(u.id)}`, { method: "PUT", json: { role } });
      return { text: `${u.email} is now ${role === "admin" ? "an Admin" : "an Editor"}.` };
    }, adminMessages.userSaveFailed);

  async function confirmPending() {
    const p = pending;
    setPending(null);
    if (!p) return;
    const url = `/api/users/${encodeURIComponent(p.user.id)}`;
    if (p.kind === "sessions") {
      await act(async () => {
        await adminFetch(`${url}/sessions`, { method: "DELETE" });
        return { text: `All sessions of ${p.user.email} have ended.` };
      }, adminMessages.endSessionsFailed);
    } else if (p.kind === "remove") {
      await act(async () => {
        await adminFetch(url, { method: "DELETE" });
        return { text: `${p.user.email} was removed.` };
      }, adminMessages.userDeleteFailed);
    } else {
      await act(async () => {
        const { data } = await adminFetch<{ data: UserWithPassword }>(`${url}/password`, { method: "PUT", json: {} });
        return { text: `New password for ${p.user.email}:`, password: data.generatedPassword };
      }, adminMessages.passwordResetFailed);
    }
  }

  return (
    <>
      <AdminHeader
        title="Users"
        actions={
          <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
            Add User
          </button>
        }
      />
      <ErrorBanner message={error} />
      {notice && <NoticeBanner notice={notice} />}
      {users === null ? (
        !error && <p role="status">Loading...</p>
      ) : (
        <AdminTable head={["Name", "Email", "Role", "Actions"]}>
          {users.map((u) => {
            const self = u.email === me.email;
            const other: Role = u.role === "admin" ? "editor" : "admin";
            return (
              <tr key={u.id}>
                <td className="px-4 py-3 font-medium text-ink">
                  {u.name}
                  {self && <span className="ml-2 text-xs text-muted">(you)</span>}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{u.email}</td>
                <td className="px-4 py-3">{roleLabel(u.role)}</td>
                <td className="px-4 py-3">
                  {/* Your own role and account are changed by another admin (your password: Change password above), so you cannot lock yourself out. */}
                  <div className="flex min-w-max gap-2">
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
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      <AddUserDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={async (u) => {
          setAdding(false);
          setError(null);
          setNotice({ text: `${u.email} was added as ${roleLabel(u.role)}.${u.generatedPassword ? " Password:" : ""}`, password: u.generatedPassword });
          await load();
        }}
      />
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
    <div role="status" className="success-banner mb-4">
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

function AddUserDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (u: UserWithPassword) => void }) {
  const id = useId();
  const { busy, error, setError, run } = useAdminAction();
  useEffect(() => {
    if (open) setError(null);
  }, [open, setError]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get("password") ?? "");
    await run(async () => {
      const { data } = await adminFetch<{ data: UserWithPassword }>("/api/users", {
        method: "POST",
        json: { email: String(form.get("email") ?? ""), name: String(form.get("name") ?? ""), role: String(form.get("role")), ...(password ? { password } : {}) },
      });
      onAdded(data);
    }, adminMessages.userSaveFailed);
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
        <FormActions submitLabel="Add User" onCancel={onClose} busy={busy} />
      </form>
    </Dialog>
  );
}
