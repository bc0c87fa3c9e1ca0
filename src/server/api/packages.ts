import type { Router } from "express";
import type { Services } from "../services";
import { publishableRouter } from "./publishable-router";

/** GET (visitors: published packages), POST/PUT/DELETE admin only, announced to the activity log. */
export const packagesRouter = ({ packages, trash }: Services): Router => publishableRouter(packages, { service: trash, type: "package" });
