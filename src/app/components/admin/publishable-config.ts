// What each admin screen of dated items shows: its fields (named after the zod input schemas, so a renamed
// schema field breaks the typecheck), titles and messages. The screens themselves are shared.
import type { z } from "zod";
import { adminMessages } from "../../../shared/admin-messages";
import type { articleInputSchema } from "../../../shared/schemas/article";
import type { offerInputSchema } from "../../../shared/schemas/offer";
import type { PublishableMessages } from "../../lib/admin-publishable";
import type { FieldDef } from "./item-fields";

type OfferField = FieldDef<keyof z.input<typeof offerInputSchema>>;
type ArticleField = FieldDef<keyof z.input<typeof articleInputSchema>>;

/** The fields of one editor and its titles and button labels. */
export type EditorConfig = { fields: readonly FieldDef[]; createTitle: string; editTitle: string; createLabel: string; editLabel: string };

export const offerFields: OfferField[] = [
  { name: "mainHeading", label: "Main Heading", kind: "text", hint: "Required to publish the offer." },
  { name: "subHeading", label: "Sub Heading", kind: "text" },
  { name: "tagline", label: "Tagline", kind: "text" },
  { name: "priceText", label: "Price or Discount", kind: "text", hint: "Shown on the offer's card, e.g. ₹7,199 all-inclusive or 20% off professional fees." },
  { name: "features", label: "Features", kind: "textarea", rows: 4, hint: "Separate features with commas or emoji; each becomes a point in the list." },
  { name: "bannerImage", label: "Banner Image", kind: "image", hint: "Max 5MB: PNG, JPEG, WebP or AVIF." },
  { name: "date", label: "Publish Date", kind: "date", required: true },
  { name: "status", label: "Status", kind: "status" },
  {
    name: "validUntil",
    label: "Valid Until",
    kind: "date",
    optional: true,
    endOfDay: true,
    hint: "Optional: the last day of the offer. After it, the offer disappears from the site by itself.",
  },
];

export const articleFields: ArticleField[] = [
  { name: "title", label: "Title", kind: "text", required: true },
  { name: "summary", label: "Summary", kind: "textarea", rows: 3 },
  { name: "url", label: "Link URL", kind: "url", hint: "Optional: the official source or a related page (http or https)." },
  { name: "body", label: "Body", kind: "richtext", hint: "Optional. An item with a body gets its own page." },
  { name: "date", label: "Publish Date", kind: "date", required: true },
  { name: "status", label: "Status", kind: "status" },
];

export const offerMessages: PublishableMessages = {
  fetchFailed: adminMessages.offersFetchFailed,
  itemFetchFailed: adminMessages.offerFetchFailed,
  deleteFailed: adminMessages.offerDeleteFailed,
  saveFailed: adminMessages.offerSaveFailed,
  confirmDelete: adminMessages.confirmDeleteOffer,
};

export const newsMessages: PublishableMessages = {
  fetchFailed: adminMessages.newsFetchFailed,
  itemFetchFailed: adminMessages.newsItemFetchFailed,
  deleteFailed: adminMessages.newsDeleteFailed,
  saveFailed: adminMessages.newsSaveFailed,
  confirmDelete: adminMessages.confirmDeleteNews,
};

export const resourceMessages: PublishableMessages = {
  fetchFailed: adminMessages.resourcesFetchFailed,
  itemFetchFailed: adminMessages.resourceFetchFailed,
  deleteFailed: adminMessages.resourceDeleteFailed,
  saveFailed: adminMessages.resourceSaveFailed,
  confirmDelete: adminMessages.confirmDeleteResource,
};

export const offerEditor: EditorConfig = { fields: offerFields, createTitle: "Create New Offer", editTitle: "Edit Offer", createLabel: "Publish Offer", editLabel: "Update Offer" };
