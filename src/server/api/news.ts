import type { Router } from "express";
import type { Services } from "../services";
import { publishableRouter } from "./publishable-router";

/** GET (visitors: public items), POST/PUT/DELETE admin only. */
export const newsRouter = ({ news, trash }: Services): Router => publishableRouter(news, { service: trash, type: "news" });
