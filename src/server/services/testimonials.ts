// Testimonials: admin-managed client quotes; visitors see published ones only, newest first.
// Publishing needs the client's consent date (testimonialInputSchema names the field when it is missing).
import { apiMessages } from "../../shared/api-messages";
import { testimonialInputSchema, type PublicTestimonial, type Testimonial } from "../../shared/schemas/testimonial";
import type { Storage } from "../storage";
import { createRecordService } from "./record-service";
import { VISITOR } from "./visibility";

const newestFirst = (a: Testimonial, b: Testimonial) => b.createdAt.localeCompare(a.createdAt);

export const publicTestimonial = (t: Testimonial): PublicTestimonial => ({ id: t.id, quote: t.quote, name: t.name, role: t.role, city: t.city, service: t.service });

export function createTestimonialService({ testimonials }: Pick<Storage, "testimonials">) {
  const base = createRecordService(testimonials, testimonialInputSchema, {
    notFound: apiMessages.testimonialNotFound,
    canSee: (viewer, t) => viewer.staff || t.status === "published",
    order: newestFirst,
  });

  /**
   * The published ones a page shows, newest first: tagged with any of `services`, or with `city`, or chosen
   * for the home page (`home`); all of them when nothing is asked.
   */
  function forPage(where: { services?: string[]; city?: string; home?: boolean }): PublicTestimonial[] {
    const any = Boolean(where.services?.length || where.city || where.home);
    const matches = (t: Testimonial) =>
      !any || (where.home === true && t.home) || (where.city !== undefined && t.cities.includes(where.city)) || (where.services ?? []).some((s) => t.services.includes(s));
    return base.visible(VISITOR).filter(matches).map(publicTestimonial);
  }

  return {
    ...base,
    /** What the public pages show; `service` keeps those tagged with one service page. */
    listPublic(service?: string): PublicTestimonial[] {
      return forPage(service ? { services: [service] } : {});
    },
    forPage,
  };
}

export type TestimonialService = ReturnType<typeof createTestimonialService>;
