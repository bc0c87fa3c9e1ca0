// Testimonials: GET public (published only; admins also see drafts), writes admin-only.
import type { Router } from "express";
import type { Services } from "../services";
import { publishableRouter } from "./publishable-router";

export function testimonialsRouter({ testimonials }: Services): Router {
  return publishableRouter(testimonials);
}
