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

/**
 * Parses a request body with a shared schema; the first problem becomes a 400 naming the field. A value
 * that is missing "is required"; one of the wrong type says what it must be ("must be a string").
 */
export function parseInput<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".") ?? ""; // "" for a rule about the whole body
  let problem = issue?.message ?? "is invalid";
  if (issue?.code === "invalid_type") {
    if (valueAt(body ?? {}, issue.path) === undefined) problem = fieldProblems.required;
    else if (problem.startsWith("Invalid input")) problem = EXPECTED[issue.expected] ?? problem;
  }
  throw Invalid.field(field, problem);
}
