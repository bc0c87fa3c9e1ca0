// Shared Playwright fixtures: every test fails on a browser console error or an uncaught page error,
// except the ones a test expects (console.allow(/pattern/), e.g. the 404 of a page that must not exist).
import { test as base, expect } from "@playwright/test";

type ConsoleWatch = { errors: string[]; allow(pattern: RegExp): void };

export const test = base.extend<{ console: ConsoleWatch }>({
  console: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use({ errors, allow: (p) => void allowed.push(p) });
      expect(errors.filter((e) => !allowed.some((p) => p.test(e))), "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
