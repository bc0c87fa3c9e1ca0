// /compliance-calendar.ics: the whole compliance calendar as a subscribable iCalendar feed.
import type { Route } from "./+types/compliance-calendar-ics";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(context.reads.complianceCalendar.ics(), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="compliance-calendar.ics"',
      "Cache-Control": "public, max-age=3600",
    },
  });
}
