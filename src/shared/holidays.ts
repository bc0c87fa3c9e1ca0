// India's holidays that the call-back settings offer as one-click closed dates: the three national holidays
// (the same date every year) and, for the years whose list the Government of India has published, its gazetted
// holidays. Offered, never applied by themselves: the firm decides which days it closes.

export type Holiday = { date: string; name: string };

/** Republic Day, Independence Day and Gandhi Jayanti: the national holidays, fixed by the calendar. */
const NATIONAL: readonly { monthDay: string; name: string }[] = [
  { monthDay: "01-26", name: "Republic Day" },
  { monthDay: "08-15", name: "Independence Day" },
  { monthDay: "10-02", name: "Gandhi Jayanti" },
];

/**
 * The gazetted holidays of the Government of India's administrative offices at Delhi/New Delhi, by year, as
 * listed in Annexure I of the Department of Personnel and Training's office memorandum on the holidays of
 * that year (dopt.gov.in, "Holidays"; the 2026 list was issued in 2025). The dates of Id-ul-Fitr, Id-ul-Zuha,
 * Muharram and Milad-un-Nabi depend on the moon, and the memorandum lets them be changed nearer the day.
 * Checked in November 2026; the 2027 list was not yet published, so 2027 offers the national holidays only.
 * Add a year here when its memorandum is out.
 */
export const GAZETTED_HOLIDAYS: Readonly<Record<number, readonly Holiday[]>> = {
  2026: [
    { date: "2026-01-26", name: "Republic Day" },
    { date: "2026-03-04", name: "Holi" },
    { date: "2026-03-21", name: "Id-ul-Fitr" },
    { date: "2026-03-26", name: "Ram Navami" },
    { date: "2026-03-31", name: "Mahavir Jayanti" },
    { date: "2026-04-03", name: "Good Friday" },
    { date: "2026-05-01", name: "Buddha Purnima" },
    { date: "2026-05-27", name: "Id-ul-Zuha (Bakrid)" },
    { date: "2026-06-26", name: "Muharram" },
    { date: "2026-08-15", name: "Independence Day" },
    { date: "2026-08-26", name: "Milad-un-Nabi" },
    { date: "2026-09-04", name: "Janmashtami" },
    { date: "2026-10-02", name: "Gandhi Jayanti" },
    { date: "2026-10-20", name: "Dussehra" },
    { date: "2026-11-08", name: "Diwali" },
    { date: "2026-11-24", name: "Guru Nanak's Birthday" },
    { date: "2026-12-25", name: "Christmas" },
  ],
};

/** The holidays of a year, by date: its gazetted list when published (above), else the three national holidays. */
export function holidaysOf(year: number): Holiday[] {
  const listed = GAZETTED_HOLIDAYS[year];
  if (listed) return [...listed].sort((a, b) => a.date.localeCompare(b.date));
  return NATIONAL.map((h) => ({ date: `${String(year).padStart(4, "0")}-${h.monthDay}`, name: h.name }));
}

/** What the call-back settings offer: the holidays from `today` (YYYY-MM-DD, India) to the end of next year, not already closed. */
export function suggestedHolidays(today: string, closed: readonly string[] = []): Holiday[] {
  const year = Number(today.slice(0, 4));
  const shut = new Set(closed);
  return [...holidaysOf(year), ...holidaysOf(year + 1)].filter((h) => h.date >= today && !shut.has(h.date));
}

/** The name of the holiday on `date`, if it is one of the listed or national holidays. */
export function holidayName(date: string): string | undefined {
  const year = Number(date.slice(0, 4));
  if (!Number.isInteger(year)) return undefined;
  return holidaysOf(year).find((h) => h.date === date)?.name;
}
