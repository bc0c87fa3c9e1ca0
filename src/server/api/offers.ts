import type { Router } from "express";
import type { Services } from "../services";
import { contentRouter } from "./content-router";

/** GET (visitors: public offers), POST/PUT/DELETE admin only. */
export const offersRouter = ({ offers, activity }: Services): Router => contentRouter(offers, { activity, type: "offer", titleOf: (o) => o.mainHeading });
