import type { Router } from "express";
import type { Services } from "../services";
import { publishableRouter } from "./publishable-router";

/** GET (visitors: public offers), POST/PUT/DELETE admin only. */
export const offersRouter = ({ offers, activity, trash }: Services): Router => publishableRouter(offers, { activity, trash, type: "offer", titleOf: (o) => o.mainHeading });
