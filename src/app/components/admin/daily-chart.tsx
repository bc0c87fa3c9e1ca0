// The leads dashboard's daily chart, drawn by hand in SVG: views as bars, enquiries as a line
// on their own scale. No charting library: two series and one axis are ~80 lines, add nothing to the bundle,
// and need no inline styles (strict CSP). Accessible: role="img" with a title and a description that
// states the totals and the busiest day; each bar has a <title>; the same figures are in a table below.
import { useId } from "react";

export type DayPoint = { date: string; views: number; enquiries: number };

const W = 720;
const H = 220;
const PAD = { top: 12, right: 40, bottom: 28, left: 44 };

const dayMonth = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const short = (date: string) => dayMonth.format(new Date(`${date}T00:00:00Z`));

export function DailyChart({ days }: { days: DayPoint[] }) {
  const id = useId();
  const maxViews = Math.max(1, ...days.map((d) => d.views));
  const maxEnquiries = Math.max(1, ...days.map((d) => d.enquiries));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, days.length);
  const barW = Math.max(1, step * 0.7);
  const x = (i: number) => PAD.left + i * step + (step - barW) / 2;
  const yViews = (v: number) => PAD.top + innerH - (v / maxViews) * innerH;
  const yEnq = (v: number) => PAD.top + innerH - (v / maxEnquiries) * innerH;
  const totalViews = days.reduce((n, d) => n + d.views, 0);
  const totalEnquiries = days.reduce((n, d) => n + d.enquiries, 0);
  const busiest = days.reduce<DayPoint | null>((best, d) => (!best || d.views > best.views ? d : best), null);
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));
  const line = days.map((d, i) => `${(x(i) + barW / 2).toFixed(1)},${yEnq(d.enquiries).toFixed(1)}`).join(" ");

  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="daily-chart">
      <title id={`${id}-t`}>Daily views and enquiries</title>
      <desc id={`${id}-d`}>
        {`${days.length} days from ${days[0]?.date ?? ""} to ${days.at(-1)?.date ?? ""}: ${totalViews} views and ${totalEnquiries} enquiries.` +
          (busiest && busiest.views > 0 ? ` Most views on ${busiest.date} (${busiest.views}).` : "")}
      </desc>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH * (1 - f)} y2={PAD.top + innerH * (1 - f)} className="stroke-slate-200" />
          {Number.isInteger(maxViews * f) && (
            <text x={PAD.left - 6} y={PAD.top + innerH * (1 - f) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {maxViews * f}
            </text>
          )}
          {Number.isInteger(maxEnquiries * f) && (
            <text x={W - PAD.right + 6} y={PAD.top + innerH * (1 - f) + 4} className="fill-amber-700 text-[11px]">
              {maxEnquiries * f}
            </text>
          )}
        </g>
      ))}
      {days.map((d, i) => (
        <rect key={d.date} x={x(i)} y={yViews(d.views)} width={barW} height={PAD.top + innerH - yViews(d.views)} className="fill-brand-600">
          <title>{`${d.date}: ${d.views} views, ${d.enquiries} enquiries`}</title>
        </rect>
      ))}
      <polyline points={line} fill="none" strokeWidth={2} className="stroke-amber-600" />
      {days.map((d, i) =>
        i % labelEvery === 0 ? (
          <text key={d.date} x={x(i) + barW / 2} y={H - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
            {short(d.date)}
          </text>
        ) : null,
      )}
    </svg>
  );
}
