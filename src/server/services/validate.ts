import { z, type ZodType } from "zod";
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
 * Parses a request body with a shared schema; its problems become a 400 whose `error` names the first field
 * and whose `fields` list every failing one (once each). A value that is missing "is required"; one of the
 * wrong type says what it must be ("must be a string").
 */
export function parseInput<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const problems: { path: string; problem: string }[] = [];
  for (const issue of parsed.error.issues) {
    const path = issue.path.join("."); // "" for a rule about the whole body
    if (problems.some((p) => p.path === path)) continue;
    let problem = issue.message;
    if (issue.code === "invalid_type") {
      if (valueAt(body ?? {}, issue.path) === undefined) problem = fieldProblems.required;
      else if (problem.startsWith("Invalid input")) problem = EXPECTED[issue.expected] ?? problem;
    }
    problems.push({ path, problem });
  }
  throw Invalid.fields(problems);
}

const tooLongProblems = new Map<number, string>();
/**
 * What a text field's `.max(max)` says of a longer value ("Too big: expected string to have <=1000000
 * characters"), for a limit checked again after cleaning, so both checks answer in the same words.
 */
export function tooLongProblem(max: number): string {
  let problem = tooLongProblems.get(max);
  if (problem === undefined) {
    const issue = z
      .string()
      .max(max)
      .safeParse(" ".repeat(max + 1)).error?.issues[0];
    if (!issue) throw new Error(`[validate] zod found nothing wrong with ${max + 1} characters over a limit of ${max}`);
    problem = issue.message;
    tooLongProblems.set(max, problem);
  }
  return problem;
}
