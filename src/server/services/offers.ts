// Offers (docs/product.md#data): admin-managed; visitors see published offers whose date has come and that have not
// ended (validUntil), newest first.
import { apiMessages } from "../../shared/api-messages";
import { hasEnded, offerInputSchema } from "../../shared/schemas/offer";
import type { Storage } from "../storage";
import { createRecordService } from "./record-service";
import { publishedAt } from "./visibility";

export function createOfferService({ offers }: Pick<Storage, "offers">, { now = Date.now }: { now?: () => number } = {}) {
  return createRecordService(offers, offerInputSchema, {
    notFound: apiMessages.offerNotFound,
    ...publishedAt(now, (o, t) => !hasEnded(o, t)),
  });
}

export type OfferService = ReturnType<typeof createOfferService>;
