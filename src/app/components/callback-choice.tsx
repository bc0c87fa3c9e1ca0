// The "Call me at" choice as a plain <select> of free call-back slots, with the firm's one response
// promise under it. The contact page's loader passes the next free slots, so the server renders it and the
// form offers them without JavaScript; call-me-at.tsx fetches them for the dialogs once hydrated.
import { useId } from "react";
import { callbackWhen, type Slot } from "../../shared/callbacks";
import { leadMessages } from "../../shared/lead-messages";
import { useFirm } from "../lib/site-data";

/** The firm's promise in hours, when the site layout is there to tell it. */
export function usePromiseHours(): number | null {
  try {
    return useFirm().responsePromiseHours ?? null;
  } catch {
    return null;
  }
}

/** `slots` null: still being found (the select waits, disabled). */
export function CallbackChoice({ slots }: { slots: Slot[] | null }) {
  const id = useId();
  const hours = usePromiseHours();
  const days = new Map<string, Slot[]>();
  for (const s of slots ?? []) {
    const day = callbackWhen(s.start).split(" at ")[0]!;
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return (
    <div>
      <label className="field-label" htmlFor={`${id}-callback`}>
        {leadMessages.callMeAt}
      </label>
      <select id={`${id}-callback`} name="callbackAt" className="field" defaultValue="" disabled={slots === null} aria-describedby={hours ? `${id}-promise` : undefined}>
        <option value="">{slots === null ? leadMessages.callMeAtLoading : leadMessages.callMeAtNone}</option>
        {[...days].map(([day, list]) => (
          <optgroup key={day} label={day}>
            {list.map((s) => (
              <option key={s.start} value={s.start}>
                {callbackWhen(s.start)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {hours !== null && (
        <p id={`${id}-promise`} className="mt-1 text-xs text-muted">
          {leadMessages.responsePromise(hours)}
        </p>
      )}
    </div>
  );
}
