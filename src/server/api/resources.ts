import type { Router } from "express";
import type { Services } from "../services";
import { contentRouter } from "./content-router";

/** GET (visitors: public items), POST/PUT/DELETE admin only. */
export const resourcesRouter = ({ resources, activity }: Services): Router => contentRouter(resources, { activity, type: "resource", titleOf: (a) => a.title });
