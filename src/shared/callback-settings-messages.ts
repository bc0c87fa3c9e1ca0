// Messages of the call-back settings screen (/admin/settings/callbacks) and of its API
// (PUT /api/settings/callbacks); docs/product.md#messages lists them.

export const callbackSettingsMessages = {
  title: "Call-back Hours",
  intro: "When visitors may book a call-back on the contact forms, and the promise the forms and pages make. Slots are never offered on a closed day, nor within the next hour.",
  otherDetails: "The rest of the firm's details are under",
  fetchFailed: "Failed to fetch the call-back settings",
  saveFailed: "Failed to save the call-back settings",
  saved: "Saved. The contact forms offer call-backs by these hours now.",
  notSavedYet: "Not saved yet: press Save to keep the change.",
  hoursTitle: "Working hours",
  hoursHint: "India time. A day that is not open offers no call-backs.",
  open: "Open",
  opens: "Opens",
  closes: "Closes",
  slotTitle: "Slot length",
  slotLabel: "Each call-back takes",
  minutes: (n: number) => `${n} minutes`,
  promiseTitle: "Call-back promise",
  promiseLabel: "We call back within (working hours)",
  promiseHint: (example: string) => `The one promise every form and page makes: "${example}" The inbox flags enquiries past it.`,
  closedTitle: "Closed dates",
  closedHint: "Days the firm is closed: no call-backs are offered on them.",
  closedNone: "No closed dates from today on.",
  addDateLabel: "Add a date",
  addDate: "Add",
  remove: "Remove",
  removeLabel: (day: string) => `Remove ${day}`,
  holidaysTitle: "India's holidays",
  holidaysHint: "The national holidays and the Government of India's gazetted holidays, this year and next. One click adds the day; Save keeps it.",
  holidaysNone: "Every listed holiday is already closed.",
  addHoliday: (name: string, day: string) => `Add ${name}, ${day}`,
  // API problems (after the field's name: "Monday is open for less than one call-back slot (30 minutes)").
  shorterThanSlot: (minutes: number) => `is open for less than one call-back slot (${minutes} minutes)`,
  addDateMissing: "Choose a date to add.",
} as const;

/** The weekdays as the screen and the API's answers name them. */
export const weekdayNames = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" } as const;
