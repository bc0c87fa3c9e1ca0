// The form of an offer, news item, resource, sidebar link, category or tag: its fields, the red banner
// (with the edit-conflict actions) and Save/Cancel. It saves through the route's action: with JavaScript as
// JSON (useConflictSave), without it as the form's own post (`intent`, `id`, the extras and `body.x` fields).
import { useState } from "react";
import { Form } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { useConflictSave, type ReadUpdatedAt } from "../../lib/edit-conflict";
import { Field, fieldName, payload, type FieldDef, type Values } from "./item-fields";
import { CancelButton, ConflictActions, ErrorBanner } from "./ui";

/** What an edit form needs to detect edit conflicts: the loaded version and how to re-read it. */
export type ConflictSource = { updatedAt: string; read: ReadUpdatedAt; savedHref: string };

/** The answer of a save posted without JavaScript that failed: its error, and what was typed to show again. */
export type PostedFailure = { error: string; values?: Values };

/**
 * Saves `{ intent: "save", id, body }` (no id: a new item) with the route's action; `onSaved` runs
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
  cancelHref,
  saveFailed,
  conflict: source,
  posted,
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
  /** Where Cancel goes without JavaScript (the list). */
  cancelHref?: string;
  saveFailed: string;
  conflict?: ConflictSource;
  /** The failed post of this form without JavaScript (the page shows it again with its values). */
  posted?: PostedFailure;
}) {
  const [values, setValues] = useState(() => ({ ...initial, ...posted?.values }));
  const form = useConflictSave({ updatedAt: source?.updatedAt, read: source?.read ?? null, saveFailed, onSaved });
  const save = () => form.save(id, payload(fields, values), extra);

  return (
    <Form
      method="post"
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <input type="hidden" name="intent" value="save" />
      {id && <input type="hidden" name="id" value={id} />}
      {Object.entries(extra ?? {}).map(([name, value]) => typeof value === "string" && <input key={name} type="hidden" name={name} value={value} />)}
      {/* Without JavaScript the edit-conflict check compares the version the form was loaded from. */}
      {source && <input type="hidden" name={fieldName("updatedAt")} value={posted?.values?.updatedAt ?? source.updatedAt} />}
      <ErrorBanner message={form.error ?? posted?.error}>
        {form.conflict && source && <ConflictActions savedHref={source.savedHref} busy={form.busy} onSaveAnyway={() => form.overrule(save)} />}
      </ErrorBanner>
      {fields.map((f) => (
        <Field key={f.name} def={f} value={values[f.name] ?? ""} onChange={(v) => setValues((prev) => ({ ...prev, [f.name]: v }))} onError={form.setError} />
      ))}
      <div className="flex flex-wrap gap-3 pt-2">
        <button type="submit" className="btn-primary" disabled={form.busy}>
          {form.busy ? adminMessages.saving : submitLabel}
        </button>
        <CancelButton onCancel={onCancel} href={cancelHref} disabled={form.busy} />
      </div>
    </Form>
  );
}
