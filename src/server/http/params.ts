import type { Request } from "express";

/** A route parameter as one string (Express 5 types wildcard params as lists). */
export function param(req: Request, name: string): string {
  const v = req.params[name] as string | string[] | undefined;
  return Array.isArray(v) ? v.join("/") : (v ?? "");
}
