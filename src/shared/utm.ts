/** Marketing parameters kept with an enquiry when the visitor arrived through a tagged link. A module of
 * its own so that the browser's visit tracking (app/lib/visit.ts, on every page) does not pull in the form's rules. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
