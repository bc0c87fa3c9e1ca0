// Markup of the public layout's sections made once per content change on the server, kept by the
// layout's data object it shows (routes/site.tsx keeps that object in the content memo, so every render until
// the next change gets the same one). Server only: the browser reads server markup from the page itself.
export const prerenderedFooter = new WeakMap<object, string>();
/** The blog sidebar, with its search box and without it (/blog has its own). */
export const prerenderedSidebar = new WeakMap<object, { withSearch: string; withoutSearch: string }>();
