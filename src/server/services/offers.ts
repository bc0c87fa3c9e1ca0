// Offers (docs/product.md#data): admin-managed; visitors see published offers whose date has come and that have not
// ended (validUntil), newest first.
import { apiMessages } from "../../shared/api-messages";
import { hasEnded, offerInputSchema } from "../../shared/schemas/offer";
import type { Storage } from "../storage";
import { createPublishableService } from "./publishable";
import type { Announce } from "./events";

export function createOfferService(storage: Storage, { announce, now }: { announce?: Announce; now?: () => number } = {}) {
  return createPublishableService(storage.offers, offerInputSchema, { notFound: apiMessages.offerNotFound, stillPublic: (o, t) => !hasEnded(o, t), announce, now });
}

export type OfferService = ReturnType<typeof createOfferService>;
