// A refused save's field errors beside their fields (docs/product.md#errors: a 400 lists every failing field):
// the message under the input (its id in the input's aria-describedby, aria-invalid on the input), and the
// first invalid field focused: by the browser's autofocus in a page rendered after a form posted without
// JavaScript, by the effect below after a save made with it.
import { useEffect, type RefObject } from "react";
import type { FieldError } from "../../lib/admin-data";

/** The message of the field at `path`, or of any item of it ("phones" answers for "phones.1"). */
export function errorAt(fields: readonly FieldError[] | undefined, path: string): string | undefined {
  return fields?.find((f) => f.path === path || f.path.startsWith(`${path}.`))?.message;
}

/**
 * The props an input takes for its error: aria-invalid, aria-describedby (its hint and its error), and autoFocus
 * when it is the first invalid field of the page as rendered (`first`).
 */
export function invalidProps(id: string, error: string | undefined, hintId: string | undefined, first: boolean) {
  const describedBy = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(" ") || undefined;
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, autoFocus: first || undefined } as const;
}

/** The error under a field (red, read with the field through its aria-describedby). */
export function FieldErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/** After a refused save with JavaScript: the focus on the form's first invalid field. */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, fields: readonly FieldError[] | undefined) {
  useEffect(() => {
    if (!fields?.length) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, fields]);
}
