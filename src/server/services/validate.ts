import type { ZodType } from "zod";
import { fieldProblems } from "../../shared/api-messages";
import { Invalid } from "../errors";

/** What a wrong type of value says when the schema gives no message of its own. */
const EXPECTED: Record<string, string> = {
  string: fieldProblems.notString,
  boolean: fieldProblems.notBoolean,
  object: fieldProblems.notObject,
  number: "must be a number",
  array: "must be a list",
};

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) value = value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

type Issue = { code: string; path: PropertyKey[]; message: string; expected?: string };

/** The field and the problem of one issue: a missing value "is required", a wrong type says what it must be. */
function problemOf(issue: Issue, body: unknown): { field: string; problem: string } {
  const field = issue.path.map(String).join("."); // "" for a rule about the whole body
  let problem = issue.message || "is invalid";
  if (issue.code === "invalid_type") {
    if (valueAt(body ?? {}, issue.path) === undefined) problem = fieldProblems.required;
    else if (problem.startsWith("Invalid input")) problem = EXPECTED[issue.expected ?? ""] ?? problem;
  }
  return { field, problem };
}

/**
 * Parses a request body with a shared schema; the first problem becomes a 400 naming the field. With
 * `allFields`, the 400 also lists every failing field (`fields: [{ path, message }]`, issue 31), one per field.
 */
export function parseInput<T>(schema: ZodType<T>, body: unknown, opts: { allFields?: boolean } = {}): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const problems = (parsed.error.issues as Issue[]).map((i) => problemOf(i, body));
  const first = problems[0] ?? { field: "", problem: "is invalid" };
  const error = Invalid.field(first.field, first.problem);
  if (!opts.allFields) throw error;
  const fields = new Map<string, string>();
  for (const p of problems) if (!fields.has(p.field)) fields.set(p.field, Invalid.field(p.field, p.problem).message);
  throw new Invalid(
    error.message,
    [...fields].map(([path, message]) => ({ path, message })),
  );
}
