import type { Router } from "express";
import type { Services } from "../services";
import { publishableRouter } from "./publishable-router";

/** GET (visitors: published packages), POST/PUT/DELETE admin only (issue 21), recorded in the activity log (issue 16). */
export const packagesRouter = ({ packages, activity, trash }: Services): Router => publishableRouter(packages, { activity, trash, type: "package", titleOf: (p) => p.title });
