import type { Router } from "express";
import type { Services } from "../services";
import { contentRouter } from "./content-router";

/** GET (visitors: public items), POST/PUT/DELETE admin only. */
export const newsRouter = ({ news, activity }: Services): Router => contentRouter(news, { activity, type: "news", titleOf: (a) => a.title });
