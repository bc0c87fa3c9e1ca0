// What each admin content screen shows: its fields, titles and messages (the screens themselves are shared).
import { adminMessages } from "../../../shared/admin-messages";
import type { ContentMessages, FieldDef } from "./content";

const dateAndStatus: FieldDef[] = [
  { name: "date", label: "Publish Date", kind: "date", required: true },
  { name: "status", label: "Status", kind: "status" },
];

export const offerFields: FieldDef[] = [
  { name: "mainHeading", label: "Main Heading", kind: "text", hint: "Required to publish the offer." },
  { name: "subHeading", label: "Sub Heading", kind: "text" },
  { name: "tagline", label: "Tagline", kind: "text" },
  { name: "features", label: "Features", kind: "textarea", rows: 4, hint: "Separate features with commas or emoji; each becomes a point in the list." },
  { name: "bannerImage", label: "Banner Image", kind: "image", hint: "Max 5MB, only png and jpg." },
  ...dateAndStatus,
  { name: "validUntil", label: "Valid Until", kind: "date", optional: true, endOfDay: true, hint: "Optional: the last day of the offer. After it, the offer disappears from the site by itself." },
];

export const articleFields: FieldDef[] = [
  { name: "title", label: "Title", kind: "text", required: true },
  { name: "summary", label: "Summary", kind: "textarea", rows: 3 },
  { name: "url", label: "Link URL", kind: "url", hint: "Optional: the official source or a related page (http or https)." },
  { name: "body", label: "Body", kind: "richtext", hint: "Optional. An item with a body gets its own page." },
  ...dateAndStatus,
];

export const offerMessages: ContentMessages = {
  fetchFailed: adminMessages.offersFetchFailed,
  itemFetchFailed: adminMessages.offerFetchFailed,
  deleteFailed: adminMessages.offerDeleteFailed,
  saveFailed: adminMessages.offerSaveFailed,
  confirmDelete: adminMessages.confirmDeleteOffer,
};

export const newsMessages: ContentMessages = {
  fetchFailed: adminMessages.newsFetchFailed,
  itemFetchFailed: adminMessages.newsItemFetchFailed,
  deleteFailed: adminMessages.newsDeleteFailed,
  saveFailed: adminMessages.newsSaveFailed,
  confirmDelete: adminMessages.confirmDeleteNews,
};

export const resourceMessages: ContentMessages = {
  fetchFailed: adminMessages.resourcesFetchFailed,
  itemFetchFailed: adminMessages.resourceFetchFailed,
  deleteFailed: adminMessages.resourceDeleteFailed,
  saveFailed: adminMessages.resourceSaveFailed,
  confirmDelete: adminMessages.confirmDeleteResource,
};

export const offerEditor = { fields: offerFields, createTitle: "Create New Offer", editTitle: "Edit Offer", createLabel: "Publish Offer", editLabel: "Update Offer" };
