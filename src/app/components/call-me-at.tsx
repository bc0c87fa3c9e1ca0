// "Call me at": the next free call-back slots of the firm (GET /api/callback-slots), offered in
// the enquiry forms as an optional choice. Its value goes with the form as `callbackAt`; the firm's promise
// ("We call back within 2 working hours") is shown beside it. Rendered after hydration only (it needs the API).
import { useEffect, useId, useState } from "react";
import { indiaDate } from "../../shared/callbacks";
import { leadMessages } from "../../shared/lead-messages";
import { useFirm } from "../lib/site-data";

type Slot = { start: string; end: string };
/** How many slots are offered, and how many days ahead are looked at to find them. */
const WANTED = 8;
const DAYS_AHEAD = 7;

const dayLabel = (iso: string) => new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "Asia/Kolkata" }).format(new Date(iso));
const timeLabel = (iso: string) => new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" }).format(new Date(iso));

/** The next free slots from today on (India days), at most WANTED of them. */
async function nextSlots(): Promise<Slot[]> {
  const found: Slot[] = [];
  for (let d = 0; d < DAYS_AHEAD && found.length < WANTED; d++) {
    const day = indiaDate(Date.now() + d * 86_400_000);
    const res = await fetch(`/api/callback-slots?date=${day}`, { cache: "no-store" });
    if (!res.ok) break;
    found.push(...((await res.json()) as { data: Slot[] }).data);
  }
  return found.slice(0, WANTED);
}

/** The firm's promise in hours, when the site layout is there to tell it. */
function usePromiseHours(): number | null {
  try {
    return useFirm().responsePromiseHours ?? null;
  } catch {
    return null;
  }
}

export function CallMeAt() {
  const id = useId();
  const hours = usePromiseHours();
  const [slots, setSlots] = useState<Slot[] | null>(null);
  useEffect(() => {
    let live = true;
    nextSlots().then(
      (s) => live && setSlots(s),
      () => live && setSlots([]),
    );
    return () => {
      live = false;
    };
  }, []);
  const days = new Map<string, Slot[]>();
  for (const s of slots ?? []) days.set(dayLabel(s.start), [...(days.get(dayLabel(s.start)) ?? []), s]);
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
                {day}, {timeLabel(s.start)}
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
