// The marketing parameters of a tagged link, alone in a module: the site layout's visit tracking needs only
// this list, not the enquiry rules (which stay out of the first-load site chunk).

/** Marketing parameters kept with an enquiry when the visitor arrived through a tagged link. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
