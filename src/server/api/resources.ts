import type { Router } from "express";
import type { Services } from "../services";
import { publishableRouter } from "./publishable-router";

/** GET (visitors: public items), POST/PUT/DELETE admin only. */
export const resourcesRouter = ({ resources, activity }: Services): Router => publishableRouter(resources, { activity, type: "resource", titleOf: (a) => a.title });
