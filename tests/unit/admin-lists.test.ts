// The admin lists' scheduled state and the India-time date-and-time field of the blog editor.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { StatusBadge } from "../../src/app/components/admin/ui";
import { dateTimeInputInIndia, formatDateTime, indiaInputToIso } from "../../src/app/lib/date-time";
import { shownStatus } from "../../src/app/lib/schedule";

const NOW = Date.parse("2026-11-22T12:00:00Z");

describe("shownStatus", () => {
  it("calls a published item dated later scheduled, and leaves everything else as stored", () => {
    expect(shownStatus({ status: "published", date: "2026-11-23T00:00:00Z" }, NOW)).toBe("scheduled");
    expect(shownStatus({ status: "published", date: "2026-11-22T11:59:00Z" }, NOW)).toBe("published");
    expect(shownStatus({ status: "draft", date: "2099-01-01T00:00:00Z" }, NOW)).toBe("draft");
    expect(shownStatus({ status: "archived", date: "2099-01-01T00:00:00Z" }, NOW)).toBe("archived");
    expect(shownStatus({ status: "published" }, NOW)).toBe("published");
  });
});

describe("dates with a time, in India", () => {
  it("formats a scheduled time in India time", () => {
    expect(formatDateTime("2026-11-25T05:00:00Z")).toBe("25 Nov 2026, 10:30 am");
    expect(formatDateTime("2026-09-01T12:45:00Z")).toBe("1 Sep 2026, 6:15 pm");
  });

  it("round-trips the datetime-local value through India time", () => {
    expect(dateTimeInputInIndia(new Date("2026-11-24T18:40:00Z"))).toBe("2026-11-25T00:10");
    expect(indiaInputToIso("2026-11-25T00:10")).toBe("2026-11-25T00:10:00+05:30");
    expect(new Date(indiaInputToIso("2026-11-25T00:10")).toISOString()).toBe("2026-11-24T18:40:00.000Z");
    // A bare day (the offer and news forms) is midnight in India.
    expect(indiaInputToIso("2026-11-25")).toBe("2026-11-25T00:00:00+05:30");
  });
});

describe("StatusBadge", () => {
  const render = (status: string, date?: string) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(StatusBadge, { status, date })));

  it("shows 'Scheduled for {date, time}' in its own colour for a published post dated later", () => {
    const html = render("published", "2999-01-01T04:30:00Z");
    expect(html).toContain("Scheduled for 1 Jan 2999, 10:00 am");
    expect(html).toContain("bg-sky-100");
    expect(html).not.toContain("bg-green-100");
  });

  it("keeps green for published and yellow for the rest (docs/product.md#states-and-transitions)", () => {
    expect(render("published", "2020-01-01T00:00:00Z")).toContain("bg-green-100");
    expect(render("published")).toContain("bg-green-100");
    expect(render("draft", "2999-01-01T00:00:00Z")).toContain("bg-yellow-100");
  });
});
