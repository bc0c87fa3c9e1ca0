// The frame's messages in both languages: compiled by Paraglide JS (npm run i18n) from messages/{en,hi}.json into
// src/shared/paraglide, kept in git so that a clone builds and tests without compiling. Every message function takes
// the language explicitly (`m.key(inputs, { locale })`): a page's language comes from its path (./locale.ts), never
// from state shared between requests.
export * as m from "./paraglide/messages.js";
