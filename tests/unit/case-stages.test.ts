// A case's stages over working days: Monday to Friday counted from the day a stage began (or the one before
// it is expected to end), done stages by their end, the expected finish, and overdue against India's day.
import { describe, expect, it } from "vitest";
import { addWorkingDays, expectedFinishOf, isOverdue, stageDueOf, stageViews } from "../../src/shared/case-stages";

const stages = [
  { name: "Documents checked", days: 2 },
  { name: "Name approval", days: 3 },
  { name: "Filed", days: 5 },
];
// Friday 27 November 2026, 10:00 in India.
const createdAt = "2026-11-27T04:30:00.000Z";

describe("working days", () => {
  it("skips Saturdays and Sundays, and 0 days is the day itself", () => {
    expect(addWorkingDays("2026-11-27", 0)).toBe("2026-11-27");
    expect(addWorkingDays("2026-11-27", 1)).toBe("2026-11-30");
    expect(addWorkingDays("2026-11-27", 5)).toBe("2026-12-04");
    expect(addWorkingDays("2026-11-28", 1)).toBe("2026-11-30");
  });
});

describe("stages", () => {
  it("chains the expected days from the case's start while nothing is done", () => {
    const views = stageViews({ stages: stages.map((s, i) => (i === 0 ? { ...s, startedAt: createdAt } : s)), stage: 0, createdAt });
    expect(views.map((v) => [v.state, v.expectedBy])).toEqual([
      ["current", "2026-12-01"],
      ["next", "2026-12-04"],
      ["next", "2026-12-11"],
    ]);
    expect(expectedFinishOf({ stages, stage: 0, createdAt })).toBe("2026-12-11");
  });

  it("counts the current stage from the day it began, after a stage finished late", () => {
    const late = [{ ...stages[0]!, startedAt: createdAt, doneAt: "2026-12-08T06:00:00.000Z" }, { ...stages[1]!, startedAt: "2026-12-08T06:00:00.000Z" }, stages[2]!];
    const views = stageViews({ stages: late, stage: 1, createdAt });
    expect(views.map((v) => v.state)).toEqual(["done", "current", "next"]);
    expect(views[1]?.expectedBy).toBe("2026-12-11");
    expect(stageDueOf({ stages: late, stage: 1, createdAt })).toBe("2026-12-11");
    expect(isOverdue({ stages: late, stage: 1, createdAt, status: "open" }, "2026-12-11")).toBe(false);
    expect(isOverdue({ stages: late, stage: 1, createdAt, status: "open" }, "2026-12-14")).toBe(true);
    expect(isOverdue({ stages: late, stage: 1, createdAt, status: "closed" }, "2026-12-14")).toBe(false);
  });

  it("has nothing due once every stage is done, and a finish of the last stage's end", () => {
    const done = stages.map((s) => ({ ...s, startedAt: createdAt, doneAt: "2026-12-09T06:00:00.000Z" }));
    expect(stageDueOf({ stages: done, stage: 3, createdAt })).toBe("");
    expect(expectedFinishOf({ stages: done, stage: 3, createdAt })).toBe("2026-12-09");
    expect(isOverdue({ stages: done, stage: 3, createdAt, status: "open" }, "2027-01-01")).toBe(false);
  });
});
