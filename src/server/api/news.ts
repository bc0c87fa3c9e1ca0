import type { Router } from "express";
import type { Services } from "../services";
import { contentRouter } from "./content-router";

/** GET (visitors: public items), POST/PUT/DELETE admin only. */
export const newsRouter = ({ news }: Services): Router => contentRouter(news);
