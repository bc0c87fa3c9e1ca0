// What each admin content screen shows: its fields, titles and messages (the screens themselves are shared).
import { messages } from "../../../shared/messages";
import type { ContentMessages, FieldDef } from "./content";

const dateAndStatus: FieldDef[] = [
  { name: "date", label: "Publish Date", kind: "date", required: true },
  { name: "status", label: "Status", kind: "status" },
];

export const offerFields: FieldDef[] = [
  { name: "mainHeading", label: "Main Heading", kind: "text" },
  { name: "subHeading", label: "Sub Heading", kind: "text" },
  { name: "tagline", label: "Tagline", kind: "text" },
  { name: "features", label: "Features", kind: "textarea", rows: 4, hint: "Separate features with commas or emoji; each becomes a point in the list." },
  { name: "bannerImage", label: "Banner Image", kind: "image", hint: "Max 5MB, only png and jpg." },
  ...dateAndStatus,
];

export const articleFields: FieldDef[] = [
  { name: "title", label: "Title", kind: "text", required: true },
  { name: "summary", label: "Summary", kind: "textarea", rows: 3 },
  { name: "url", label: "Link URL", kind: "url", hint: "Optional: the official source or a related page (http or https)." },
  { name: "body", label: "Body", kind: "textarea", rows: 10, mono: true, hint: "Optional. HTML is allowed (paragraphs, headings, lists, links); unsafe markup is removed. An item with a body gets its own page." },
  ...dateAndStatus,
];

export const offerMessages: ContentMessages = {
  fetchFailed: messages.offersFetchFailed,
  itemFetchFailed: messages.offerFetchFailed,
  deleteFailed: messages.offerDeleteFailed,
  saveFailed: messages.offerSaveFailed,
  confirmDelete: messages.confirmDeleteOffer,
};

export const newsMessages: ContentMessages = {
  fetchFailed: messages.newsFetchFailed,
  itemFetchFailed: messages.newsItemFetchFailed,
  deleteFailed: messages.newsDeleteFailed,
  saveFailed: messages.newsSaveFailed,
  confirmDelete: messages.confirmDeleteNews,
};

export const resourceMessages: ContentMessages = {
  fetchFailed: messages.resourcesFetchFailed,
  itemFetchFailed: messages.resourceFetchFailed,
  deleteFailed: messages.resourceDeleteFailed,
  saveFailed: messages.resourceSaveFailed,
  confirmDelete: messages.confirmDeleteResource,
};

export const offerEditor = { fields: offerFields, createTitle: "Create New Offer", editTitle: "Edit Offer", createLabel: "Publish Offer", editLabel: "Update Offer" };
