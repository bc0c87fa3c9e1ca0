import type { ZodType } from "zod";
import { Invalid } from "../errors";

/** Parses a request body with a shared schema; the first problem becomes a 400 naming the field. */
export function parseInput<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".") ?? ""; // "" for a rule about the whole body
  const problem = issue?.code === "invalid_type" && issue.input === undefined ? "is required" : (issue?.message ?? "is invalid");
  throw Invalid.field(field, problem);
}
