// Testimonials: admin-managed client quotes; visitors see published ones only, newest first.
// Publishing needs the client's consent date (testimonialInputSchema names the field when it is missing).
import { randomUUID } from "node:crypto";
import { apiMessages } from "../../shared/api-messages";
import { testimonialInputSchema, type PublicTestimonial, type Testimonial } from "../../shared/schemas/testimonial";
import { NotFound } from "../errors";
import type { Storage } from "../storage";
import { assertNotStale, stamp, withoutEditor, type Editor } from "./conflict";
import { parseInput } from "./validate";
import { statusVerb, SYSTEM, type Actor, type Announce } from "./events";
import type { Viewer } from "./visibility";

const newestFirst = (a: Testimonial, b: Testimonial) => b.createdAt.localeCompare(a.createdAt);

export const publicTestimonial = (t: Testimonial): PublicTestimonial => ({ id: t.id, quote: t.quote, name: t.name, role: t.role, city: t.city, service: t.service });

/** `announce`: writes are announced as testimonial.created, .published, ... (services/events.ts). */
export function createTestimonialService(storage: Storage, announce: Announce = () => undefined) {
  const { testimonials } = storage;
  const canSee = (viewer: Viewer, t: Testimonial) => viewer.staff || t.status === "published";
  const present = (t: Testimonial) => withoutEditor(t) as Testimonial;

  /**
   * The published ones a page shows, newest first: tagged with any of `services`, or with `city`, or chosen
   * for the home page (`home`); all of them when nothing is asked.
   */
  function forPage(where: { services?: string[]; city?: string; home?: boolean }): PublicTestimonial[] {
    const any = Boolean(where.services?.length || where.city || where.home);
    const matches = (t: Testimonial) =>
      !any || (where.home === true && t.home) || (where.city !== undefined && t.cities.includes(where.city)) || (where.services ?? []).some((s) => t.services.includes(s));
    return testimonials
      .all()
      .filter((t) => t.status === "published" && matches(t))
      .toSorted(newestFirst)
      .map(publicTestimonial);
  }

  return {
    /** Admins see drafts too; everyone else the published ones. */
    list(viewer: Viewer): Testimonial[] {
      return testimonials
        .all()
        .filter((t) => canSee(viewer, t))
        .toSorted(newestFirst)
        .map(present);
    },

    /** What the public pages show; `service` keeps those tagged with one service page. */
    listPublic(service?: string): PublicTestimonial[] {
      return forPage(service ? { services: [service] } : {});
    },

    forPage,

    getById(viewer: Viewer, id: string): Testimonial {
      const t = testimonials.find((x) => x.id === id);
      if (!t || !canSee(viewer, t)) throw new NotFound(apiMessages.testimonialNotFound);
      return present(t);
    },

    async create(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<Testimonial> {
      const input = parseInput(testimonialInputSchema, body);
      const stamped = stamp(undefined, editor);
      const item: Testimonial = { ...input, id: randomUUID(), createdAt: stamped.updatedAt, ...stamped };
      await testimonials.write((items) => void items.push(item));
      announce("created", actor, { after: item });
      return present(item);
    },

    /** A full update (the same body as create); a stale updatedAt answers 409. */
    async update(id: string, body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<Testimonial> {
      const input = parseInput(testimonialInputSchema, body);
      let before: Testimonial | undefined;
      const saved = await testimonials.write((items) => {
        const i = items.findIndex((x) => x.id === id);
        const old = items[i];
        if (!old) throw new NotFound(apiMessages.testimonialNotFound);
        assertNotStale(body, old);
        const next: Testimonial = { ...old, ...input, id, createdAt: old.createdAt, ...stamp(old, editor) };
        items[i] = next;
        before = old;
        return next;
      });
      announce(statusVerb(before?.status, saved.status), actor, { before, after: saved });
      return present(saved);
    },

    async remove(id: string, actor: Actor = SYSTEM): Promise<{ id: string }> {
      const before = await testimonials.write((items) => {
        const i = items.findIndex((x) => x.id === id);
        if (i < 0) throw new NotFound(apiMessages.testimonialNotFound);
        return items.splice(i, 1)[0];
      });
      announce("deleted", actor, { before });
      return { id };
    },
  };
}

export type TestimonialService = ReturnType<typeof createTestimonialService>;
