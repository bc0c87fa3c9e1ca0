// Offers (SPEC 3): admin-managed; visitors see published offers whose date has come, newest first.
import { apiMessages } from "../../shared/api-messages";
import { offerInputSchema } from "../../shared/schemas/offer";
import type { Storage } from "../storage";
import { createContentService } from "./content";

export function createOfferService(storage: Storage) {
  return createContentService(storage.offers, offerInputSchema, { notFound: apiMessages.offerNotFound });
}

export type OfferService = ReturnType<typeof createOfferService>;
