// The "Call me at" choice as a plain <select> of free call-back slots, with the firm's one response
// promise under it. The contact page's loader passes the next free slots, grouped and labelled
// (slotChoices), so the server renders it and the form offers them without JavaScript; call-me-at.tsx
// fetches them for the dialogs once hydrated.
import { useId } from "react";
import type { SlotChoice } from "../../shared/callbacks";
import { promiseWithin } from "../../shared/contact-messages";
import { m } from "../../shared/i18n";
import { useLocale } from "../lib/locale";
import { useFirm } from "../lib/site-data";

/** The firm's promise in hours, when the site layout is there to tell it. */
export function usePromiseHours(): number | null {
  try {
    return useFirm().responsePromiseHours ?? null;
  } catch {
    return null;
  }
}

/** `choices` null: still being found (the select waits, disabled). */
export function CallbackChoice({ choices }: { choices: SlotChoice[] | null }) {
  const id = useId();
  const hours = usePromiseHours();
  const locale = useLocale();
  const t = { locale };
  return (
    <div>
      <label className="field-label" htmlFor={`${id}-callback`}>
        {m.contact_call_me_at({}, t)}
      </label>
      <select id={`${id}-callback`} name="callbackAt" className="field" defaultValue="" disabled={choices === null} aria-describedby={hours ? `${id}-promise` : undefined}>
        <option value="">{choices === null ? m.contact_call_me_at_loading({}, t) : m.contact_call_me_at_none({}, t)}</option>
        {(choices ?? []).map(({ day, slots }) => (
          <optgroup key={day} label={day}>
            {slots.map((s) => (
              <option key={s.start} value={s.start}>
                {s.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {hours !== null && (
        <p id={`${id}-promise`} className="mt-1 text-xs text-muted">
          {m.contact_response_promise({ within: promiseWithin(hours, locale) }, t)}
        </p>
      )}
    </div>
  );
}
