import type { Router } from "express";
import type { Services } from "../services";
import { publishableRouter } from "./publishable-router";

/** GET (visitors: public items), POST/PUT/DELETE admin only. */
export const newsRouter = ({ news, activity }: Services): Router => publishableRouter(news, { activity, type: "news", titleOf: (a) => a.title });
