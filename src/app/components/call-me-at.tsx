// "Call me at" in the dialogs: the next free call-back slots of the firm (GET /api/callback-slots), offered
// as an optional choice (callback-choice.tsx). Its value goes with the form as `callbackAt`. Rendered after
// hydration only (it needs the API); the contact page renders the choice on the server instead.
import { useEffect, useState } from "react";
import { indiaDate, slotChoices, type Slot, type SlotChoice } from "../../shared/callbacks";
import { CallbackChoice } from "./callback-choice";

/** How many slots are offered, and how many days ahead are looked at to find them (within the booking horizon). */
const WANTED = 8;
const DAYS_AHEAD = 7;

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

export function CallMeAt() {
  const [choices, setChoices] = useState<SlotChoice[] | null>(null);
  useEffect(() => {
    let live = true;
    nextSlots().then(
      (s) => live && setChoices(slotChoices(s)),
      () => live && setChoices([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return <CallbackChoice choices={choices} />;
}
