import type { Router } from "express";
import type { Services } from "../services";
import { publishableRouter } from "./publishable-router";

/** GET (visitors: published packages), POST/PUT/DELETE admin only (issue 21), announced to the activity log (issue 16). */
export const packagesRouter = ({ packages, trash }: Services): Router => publishableRouter(packages, { service: trash, type: "package" });
