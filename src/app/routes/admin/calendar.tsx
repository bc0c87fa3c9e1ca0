// /admin/calendar: the compliance calendar's due dates (add, edit, delete) and the number of
// e-mail reminder subscribers.
import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { APPLIES_TO, appliesToLabels, type AppliesTo, type ComplianceDate } from "../../../shared/schemas/compliance";
import { AdminHeader, AdminTable, ConfirmDialog, EditDeleteActions, EmptyRow, ErrorBanner, FormActions, SavedNotice } from "../../components/admin/ui";
import { Dialog } from "../../components/dialog";
import { loadAdmin, loadScreen, useAdminWrite } from "../../lib/admin-data";
import { publishableAction } from "../../lib/admin-publishable";
import type { Route } from "./+types/calendar";

export const meta = () => [{ title: "Compliance Calendar | Admin" }];

const ENDPOINT = "/api/compliance-calendar/dates";

export async function loader(args: Route.LoaderArgs) {
  const dates = await loadScreen<ComplianceDate[]>(args, ENDPOINT, adminMessages.calendarFetchFailed);
  const stats = dates.error ? null : (await loadAdmin<{ confirmed: number; pending: number }>(args, "/api/reminders/stats", adminMessages.calendarFetchFailed)).data;
  return { ...dates, stats };
}

export const action = publishableAction(ENDPOINT, { saveFailed: adminMessages.calendarSaveFailed, deleteFailed: adminMessages.calendarDeleteFailed });

const BLANK: Omit<ComplianceDate, "id" | "createdAt" | "updatedAt" | "updatedBy"> = {
  date: "",
  title: "",
  forms: [],
  appliesTo: [],
  serviceUrl: "/contact-us?service=GST%20and%20compliance",
  serviceLabel: "GST and compliance",
  note: "",
};

export default function AdminCalendar() {
  const loaded = useLoaderData<typeof loader>();
  const items = loaded.data ?? [];
  const [editing, setEditing] = useState<ComplianceDate | "new" | null>(null);
  const [deleting, setDeleting] = useState<ComplianceDate | null>(null);
  const [saved, setSaved] = useState(false);
  const remover = useAdminWrite();
  const removeError = remover.result && !remover.result.ok ? remover.result.error : null;

  return (
    <section>
      <AdminHeader
        title="Compliance Calendar"
        actions={
          <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
            Add Due Date
          </button>
        }
      />
      <ErrorBanner message={removeError ?? loaded.error} />
      <SavedNotice show={saved} />
      {loaded.stats && (
        <p className="mb-4 card px-4 py-3 text-sm" data-testid="subscriber-count">
          {adminMessages.subscriberCount(loaded.stats.confirmed, loaded.stats.pending)}
        </p>
      )}
      <p className="mb-4 text-sm text-slate-600">Edit a date when the government extends it. The public calendar, its feed and the reminders follow at once.</p>
      <AdminTable head={["Date", "Title", "Forms", "Applies to", "Actions"]}>
        {items.length === 0 ? (
          <EmptyRow columns={5} empty="No due dates yet." failed={loaded.error !== null} />
        ) : (
          items.map((d) => (
            <tr key={d.id}>
              <td data-label="Date" className="px-4 py-3 whitespace-nowrap tabular-nums">
                {d.date}
              </td>
              <td data-label="Title" className="px-4 py-3">
                {d.title}
              </td>
              <td data-label="Forms" className="px-4 py-3">
                {d.forms.join(", ")}
              </td>
              <td data-label="Applies to" className="px-4 py-3">
                {d.appliesTo.map((a) => appliesToLabels[a]).join(", ")}
              </td>
              <td data-label="Actions" className="px-4 py-3 whitespace-nowrap">
                <EditDeleteActions label={`${d.date} ${d.title}`} onEdit={() => setEditing(d)} onDelete={() => setDeleting(d)} />
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? "Add Due Date" : "Edit Due Date"} className="max-w-2xl">
        {editing && (
          <DueDateForm
            key={editing === "new" ? "new" : editing.id}
            current={editing === "new" ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              setSaved(true);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        message={adminMessages.confirmDeleteDueDate}
        onConfirm={() => {
          const d = deleting;
          setDeleting(null);
          setSaved(false);
          if (d) void remover.submit({ intent: "delete", id: d.id });
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function DueDateForm({ current, onCancel, onSaved }: { current: ComplianceDate | null; onCancel: () => void; onSaved: () => void }) {
  const start = current ?? BLANK;
  const [values, setValues] = useState({ ...start, forms: start.forms.join(", ") });
  const writer = useAdminWrite((r) => r.ok && onSaved());
  const set = <K extends keyof typeof values>(k: K, v: (typeof values)[K]) => setValues((old) => ({ ...old, [k]: v }));
  const toggle = (g: AppliesTo) => set("appliesTo", values.appliesTo.includes(g) ? values.appliesTo.filter((a) => a !== g) : [...values.appliesTo, g]);
  const error = writer.result && !writer.result.ok ? writer.result.error : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      date: values.date,
      title: values.title,
      forms: values.forms.split(",").map((f) => f.trim()),
      appliesTo: values.appliesTo,
      serviceUrl: values.serviceUrl,
      serviceLabel: values.serviceLabel,
      note: values.note,
      ...(current ? { updatedAt: current.updatedAt } : {}),
    };
    void writer.submit({ intent: "save", id: current?.id, body });
  }

  const field = (name: "title" | "forms" | "serviceUrl" | "serviceLabel" | "note", label: string, hint?: string) => (
    <div>
      <label htmlFor={`due-${name}`} className="field-label">
        {label}
      </label>
      <input id={`due-${name}`} className="field" value={values[name]} onChange={(e) => set(name, e.target.value)} />
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <ErrorBanner message={error} />
      <div>
        <label htmlFor="due-date" className="field-label">
          Date
        </label>
        <input id="due-date" type="date" className="field" value={values.date} onChange={(e) => set("date", e.target.value)} data-autofocus />
      </div>
      {field("title", "Title")}
      {field("forms", "Forms", "Separate forms with commas, such as GSTR-1, GSTR-3B.")}
      <fieldset>
        <legend className="field-label">Applies to</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {APPLIES_TO.map((g) => (
            <label key={g} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" checked={values.appliesTo.includes(g)} onChange={() => toggle(g)} />
              {appliesToLabels[g]}
            </label>
          ))}
        </div>
      </fieldset>
      {field("serviceUrl", "Service link", "The page of the service that handles it: a site path such as /contact-us?service=… or a web address.")}
      {field("serviceLabel", "Service name")}
      {field("note", "Note (optional)")}
      <FormActions submitLabel="Save" onCancel={onCancel} busy={writer.busy} />
    </form>
  );
}
