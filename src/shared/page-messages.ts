// The texts of the pages the firm edits (/admin/pages and /api/pages): the API's errors and the editor's
// statuses, failures and confirmations (docs/product.md#messages, the "Pages" block).
export const pageMessages = {
  // The API's answers.
  pageNotFound: "Page not found",
  pathTaken: "Another page already has this address",
  /** Field problems: the answer reads "{Field} {problem}". */
  pathReserved: "is an address the site already uses for another screen",
  pathFixed: "cannot change: this page's address is part of the site",
  mustStayPublished: "must stay Published: this page is part of the site",
  notDeletable: "This page is part of the site and cannot be deleted",
  unknownPackage: "is not one of the stored packages",
  cityRequired: "is required on a city page",
  tooLarge: "make the page too large; split it or shorten the text",
  unknownPlaceholder: (name: string) => `uses {${name}}, which is not a placeholder; use one of those listed beside the editor`,
  noPageAccess: "Ask an admin for access to the site's pages.",
  // Hindi versions (docs/product.md#languages).
  hindiExists: "This page has a Hindi version already; edit that one",
  translateEnglishOnly: "Only an English page can have a Hindi version",
  hindiVersion: "Hindi version",
  addHindi: "Add a Hindi version",
  editHindi: "Edit the Hindi version",
  hindiDraftNote: "The Hindi version starts as a copy of the English page, as a draft: write it in Hindi, then publish it. Until then the page has no /hi/ address.",
  englishBeside: "The English page, beside the Hindi to translate from",
  deleteHindiConfirm: (path: string) => `Delete the Hindi version of ${path}? Visitors will find nothing at /hi${path === "/" ? "" : path}.`,
  // The users screen: an editor's access to the pages.
  pageAccess: "Can edit the site's pages",
  pageAccessOn: (email: string) => `${email} can now edit the site's pages.`,
  pageAccessOff: (email: string) => `${email} can no longer edit the site's pages.`,
  pageAccessFailed: "The access to the pages could not be changed.",
  // The editor.
  pagesFetchFailed: "Failed to load pages",
  pageLoadFailed: "Failed to load the page",
  pageSaveFailed: "Failed to save the page",
  pageCreateFailed: "Failed to add the page",
  pageDeleteFailed: "Failed to delete the page",
  deleteConfirm: (path: string) => `Delete the page ${path}? Visitors will find nothing at its address.`,
  noPages: "No pages yet.",
  historyTitle: "Page history",
  noRevisions: "No earlier versions yet: each save keeps the version it replaces.",
  restoreConfirm: "Restore this version? The page as saved now is kept as a version too.",
  restored: "Restored. The page shows this version now.",
  previewReady: "Preview ready: open it to see the page as you left it, not published.",
  unsaved: "Changes not saved yet",
  sectionAdded: "Section added. Fill it in, then save.",
  noJavaScriptRichText: "Without JavaScript, rich text is edited as HTML.",
} as const;
