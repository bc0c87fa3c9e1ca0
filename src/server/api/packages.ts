import type { Router } from "express";
import type { Services } from "../services";
import { contentRouter } from "./content-router";

/** GET (visitors: published packages), POST/PUT/DELETE admin only (issue 21). */
export const packagesRouter = ({ packages }: Services): Router => contentRouter(packages);
