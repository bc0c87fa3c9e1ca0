// Fails any test that logs console.error, unless the test expects it (expectConsoleError()).
import { afterEach, beforeEach, expect } from "vitest";

let logged: unknown[][] = [];
let allowed = false;
const original = console.error;

export function expectConsoleError() {
  allowed = true;
}

beforeEach(() => {
  logged = [];
  allowed = false;
  console.error = (...args: unknown[]) => {
    logged.push(args);
    if (allowed) return;
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (!allowed) expect(logged, "console.error was called during the test").toEqual([]);
});
