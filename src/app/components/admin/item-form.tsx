// The form of an offer, news item, resource, sidebar link, category or tag: its fields, the red banner
// (with the edit-conflict actions) and Save/Cancel. It saves through the route's clientAction.
import { useState } from "react";
import { adminMessages } from "../../../shared/admin-messages";
import { useConflictSave, type ReadUpdatedAt } from "../../lib/edit-conflict";
import { Field, payload, type FieldDef, type Values } from "./item-fields";
import { ConflictActions, ErrorBanner } from "./ui";

/** What an edit form needs to detect edit conflicts: the loaded version and how to re-read it. */
export type ConflictSource = { updatedAt: string; read: ReadUpdatedAt; savedHref: string };

/**
 * Saves `{ intent: "save", id, body }` (no id: a new item) with the route's clientAction; `onSaved` runs
 * once it is saved (and the screen's data reloaded). A refusal shows in the red banner above the form.
 * With `conflict` (editing a stored item) the body carries the updatedAt it loaded; on an edit conflict
 * the typed values stay and the banner offers the saved version and "Save mine anyway".
 */
export function ItemForm({
  fields,
  initial,
  id,
  extra,
  submitLabel,
  onSaved,
  onCancel,
  saveFailed,
  conflict: source,
}: {
  fields: readonly FieldDef[];
  initial: Values;
  /** The stored item's id (none: a new item). */
  id?: string;
  /** More for the action to know, e.g. which collection (`{ kind: "tags" }`). */
  extra?: Record<string, unknown>;
  submitLabel: string;
  onSaved: () => void;
  onCancel: () => void;
  saveFailed: string;
  conflict?: ConflictSource;
}) {
  const [values, setValues] = useState(initial);
  const form = useConflictSave({ updatedAt: source?.updatedAt, read: source?.read ?? null, saveFailed, onSaved });
  const save = () => form.save(id, payload(fields, values), extra);

  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <ErrorBanner message={form.error}>
        {form.conflict && source && <ConflictActions savedHref={source.savedHref} busy={form.busy} onSaveAnyway={() => form.overrule(save)} />}
      </ErrorBanner>
      {fields.map((f) => (
        <Field key={f.name} def={f} value={values[f.name] ?? ""} onChange={(v) => setValues((prev) => ({ ...prev, [f.name]: v }))} onError={form.setError} />
      ))}
      <div className="flex flex-wrap gap-3 pt-2">
        <button type="submit" className="btn-primary" disabled={form.busy}>
          {form.busy ? adminMessages.saving : submitLabel}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel} disabled={form.busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
