// The API's answers about a contact form's token, part of apiMessages (api-messages.ts). A module of
// its own because the contact form compares an answer against them: it need not carry every API message.
export const formTokenMessages = {
  enquiryFormExpired: "The form is out of date. Please reload the page and try again.",
  enquiryTokenUsed: "This form was already sent. Please reload the page to send another message.",
} as const;
