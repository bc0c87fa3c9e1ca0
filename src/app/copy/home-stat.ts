// The home page's statistic banner, which the about page shows too: apart from the rest of the home page's
// copy (home.ts), so that the about page loads only this.
import { HOME_BUSINESSES_REGISTERED } from "../../shared/constants";
import type { Stat } from "./types";

/** The statistic banner; the figure is the firm's stored one (seeded with HOME_BUSINESSES_REGISTERED). */
export const homeStatFor = (value: string = HOME_BUSINESSES_REGISTERED): Stat => ({
  value,
  label: "businesses registered",
  text: `${value} businesses registered with our help, from first-time founders to family businesses taking the next step.`,
});
