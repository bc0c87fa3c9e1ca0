import type { Router } from "express";
import type { Services } from "../services";
import { publishableRouter } from "./publishable-router";

/** GET (visitors: public items), POST/PUT/DELETE admin only. */
export const resourcesRouter = ({ resources, activity, trash }: Services): Router => publishableRouter(resources, { activity, trash, type: "resource", titleOf: (a) => a.title });
