// The fields of the admin's small item forms (offers, news and resources, sidebar links, categories and
// tags): what a field is, the form values of a stored item, the body a form sends, and one control a field.
// Each control is named `body.{name}`, so the form also posts without JavaScript (admin-data.ts submitted()).
import { lazy, Suspense, useId, type ReactNode } from "react";
import { IMAGE_UPLOAD_TYPES } from "../../../shared/constants";
import { adminMessages } from "../../../shared/admin-messages";
import { indiaInputToIso } from "../../lib/date-time";
import { todayInIndia } from "../../lib/format";
import { useImageUpload } from "../../lib/upload";
import { useHydrated } from "../../lib/use-hydrated";
import { StatusOptions } from "./ui";

// News and resource bodies use the posts' rich-text editor (loaded on first use).
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/**
 * One field of a form. `K` is the field names of the resource's zod input schema
 * (`keyof z.input<typeof schema>`), so a renamed schema field breaks the form at compile time.
 */
export type FieldDef<K extends string = string> = {
  name: K;
  label: string;
  kind: "text" | "textarea" | "url" | "date" | "status" | "image" | "richtext";
  required?: boolean;
  hint?: string;
  rows?: number;
  /** Monospaced text (for HTML). */
  mono?: boolean;
  /** A date that may stay empty (no default of today); with endOfDay it means the end of that day in India. */
  optional?: boolean;
  endOfDay?: boolean;
};

/** A form's values, as the inputs hold them. */
export type Values = Record<string, string>;

/** The date input's value (YYYY-MM-DD, India) of a stored ISO date; today for a new item. */
function dateInputValue(iso: string | undefined): string {
  return iso ? todayInIndia(new Date(iso)) : todayInIndia();
}

/** Form values of a stored item (or the defaults of a new one: date today, status draft). */
export function initialValues(fields: readonly FieldDef[], item?: Record<string, unknown>): Values {
  const v: Values = {};
  for (const f of fields) {
    const raw = item?.[f.name];
    if (f.kind === "date" && f.optional) v[f.name] = typeof raw === "string" && raw ? dateInputValue(raw) : "";
    else if (f.kind === "date") v[f.name] = dateInputValue(typeof raw === "string" ? raw : undefined);
    else if (f.kind === "status") v[f.name] = typeof raw === "string" ? raw : "draft";
    else v[f.name] = typeof raw === "string" ? raw : "";
  }
  return v;
}

/**
 * The body a form sends: a date chosen in the form means that day in India, so "today" is already public today.
 * The same on the server for a form posted without JavaScript (its `body.x` fields are the values).
 */
export function payload(fields: readonly FieldDef[], values: Values): Values {
  const out: Values = {};
  for (const f of fields) {
    const v = values[f.name] ?? "";
    if (f.kind !== "date" || (f.optional && !v)) out[f.name] = v;
    else out[f.name] = f.endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59.999+05:30` : indiaInputToIso(v);
  }
  return out;
}

/** The field's name in a form posted without JavaScript. */
export const fieldName = (name: string) => `body.${name}`;

function ImageField({
  id,
  name,
  value,
  onChange,
  onError,
  hintId,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (url: string) => void;
  onError: (msg: string | null) => void;
  hintId: string;
}) {
  const { busy, upload } = useImageUpload(adminMessages.offerImageUploadFailed);
  return (
    <div className="space-y-3">
      {/* Posted without JavaScript: the image stays as it is. */}
      <input type="hidden" name={name} value={value} />
      {value && (
        <div className="flex items-center gap-4">
          <img src={value} alt="Current banner" className="h-20 w-40 rounded-lg border border-slate-200 object-cover" />
          <button type="button" className="btn-outline" onClick={() => onChange("")}>
            Remove image
          </button>
        </div>
      )}
      <input
        id={id}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(",")}
        aria-describedby={hintId}
        disabled={busy}
        className="block text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (!file) return;
          // The form's red banner shows a refused upload.
          onError(null);
          void upload(file).then((result) => result && ("url" in result ? onChange(result.url) : onError(result.error)));
        }}
      />
      {busy && (
        <p className="text-sm text-muted" role="status">
          Uploading...
        </p>
      )}
      <noscript>
        <p className="text-xs text-muted">Uploading or removing an image needs JavaScript; the other fields save without it.</p>
      </noscript>
    </div>
  );
}

export function Field({ def, value, onChange, onError }: { def: FieldDef; value: string; onChange: (v: string) => void; onError: (msg: string | null) => void }) {
  const id = useId();
  const hydrated = useHydrated();
  const hintId = `${id}-hint`;
  const common = {
    id,
    name: fieldName(def.name),
    required: def.required,
    value,
    "aria-describedby": def.hint ? hintId : undefined,
    className: def.mono ? "field font-mono" : "field",
  };
  let control: ReactNode;
  switch (def.kind) {
    case "textarea":
      control = <textarea {...common} rows={def.rows ?? 3} onChange={(e) => onChange(e.target.value)} />;
      break;
    case "status":
      control = (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          <StatusOptions />
        </select>
      );
      break;
    case "image":
      control = <ImageField id={id} name={common.name} value={value} onChange={onChange} onError={onError} hintId={hintId} />;
      break;
    case "richtext":
      // The editor (Quill) runs in the browser only: until JavaScript has started, the HTML in a plain text area.
      if (!hydrated) {
        control = (
          <>
            <textarea {...common} className="field font-mono" rows={8} onChange={(e) => onChange(e.target.value)} />
            <noscript>
              <p className="mt-1 text-xs text-muted">Without JavaScript the body is edited as HTML.</p>
            </noscript>
          </>
        );
        break;
      }
      return (
        <div>
          <span id={`${id}-label`} className="field-label">
            {def.label}
            {def.required && <span className="text-red-700"> *</span>}
          </span>
          <Suspense fallback={<p className="rounded-lg border border-slate-300 bg-white p-4 text-muted">{adminMessages.editorLoading}</p>}>
            {/* Uncontrolled after the first render: it starts from the stored HTML and reports every change. */}
            <RichTextEditor initialHtml={value} labelledBy={`${id}-label`} onChange={onChange} />
          </Suspense>
          {def.hint && <p className="mt-1 text-xs text-muted">{def.hint}</p>}
        </div>
      );
    default:
      control = <input {...common} type={def.kind} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {def.label}
        {def.required && <span className="text-red-700"> *</span>}
      </label>
      {control}
      {def.hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {def.hint}
        </p>
      )}
    </div>
  );
}
