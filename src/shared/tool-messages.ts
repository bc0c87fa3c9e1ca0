// Messages of the public tools (docs/product.md#messages): the calculators' form problems and the
// compliance calendar's reminder sign-up, in English as the service and the API answer them. The pages show
// them, in English or Hindi, from messages/*.json (shared/tool-locale.ts; a test keeps the two the same).
export const calculatorMessages = {
  amountInvalid: "Enter an amount in rupees, such as 1000 or 1,250.50.",
  amountTooLarge: "Enter an amount up to ₹10,00,00,00,000.",
  rateInvalid: "Choose one of the listed GST rates.",
  entityInvalid: "Choose a type of entity.",
  stateInvalid: "Choose a state from the list.",
  packageUnavailable: "This package is not offered at the moment. Please contact us for a quote.",
} as const;

export const calendarMessages = {
  extensionsNote: "These are the dates the law sets. The government often extends them by notification: check the portal or ask us before you rely on a date.",
  emptyMonth: "No due dates for this month match your filter.",
  reminderRequested: "Thank you. Please open the link we have e-mailed you to confirm your reminders.",
  reminderConfirmed: "Your reminders are confirmed. We will e-mail you three days before each due date that applies to you.",
  reminderUnsubscribed: "You are unsubscribed. We will not send you any more reminders.",
  reminderLinkInvalid: "This link is not valid any more. Please sign up again on this page.",
  remindersOff:
    "E-mail reminders are not offered on this site at the moment. To follow the due dates, subscribe to the calendar feed below in Google Calendar, Outlook or Apple Calendar (it updates itself), or bookmark this page: it always opens on this month's dates.",
} as const;
