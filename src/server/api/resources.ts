import type { Router } from "express";
import type { Services } from "../services";
import { publishableRouter } from "./publishable-router";

/** GET (visitors: public items), POST/PUT/DELETE admin only. */
export const resourcesRouter = ({ resources, trash }: Services): Router => publishableRouter(resources, { service: trash, type: "resource" });
