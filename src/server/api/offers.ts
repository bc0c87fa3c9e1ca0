import type { Router } from "express";
import type { Services } from "../services";
import { publishableRouter } from "./publishable-router";

/** GET (visitors: public offers), POST/PUT/DELETE admin only. */
export const offersRouter = ({ offers, trash }: Services): Router => publishableRouter(offers, { service: trash, type: "offer" });
