// The user-visible messages of docs/product.md#messages, word for word, each kept once, in three
// modules by who shows them, so a public page's JavaScript carries only the public ones:
// - messages (here): the public site (blog, empty states); contact-messages.ts: the contact forms';
// - api-messages.ts: the API's error answers (shown by whichever screen made the request);
// - admin-messages.ts: the admin screens.
import { layoutMessages } from "./layout-messages";

export const messages = {
  ...layoutMessages,
  blogListFailed: "Failed to load blog post",
  blogDetailFailed: "Failed to load blog post. Please check the URL.",
  blogNotFound: "Blog post not found",
  blogNotFoundTitle: "Blog Post Not Found",
  // The bar on a post's preview link.
  previewBar: "Preview, not published",
  loading: "Loading...",
  offersEmpty: "There are no offers running right now. Talk to us and we will find the best package for you.",
  newsEmpty: "No news updates yet. Please check back soon.",
  resourcesEmpty: "No guides published yet. Please check back soon.",
  // Author pages, the team page, testimonials.
  authorNotFoundTitle: "Author Not Found",
  authorPostsEmpty: "No articles by this author yet.",
  teamEmpty: "Our team's profiles are coming soon. Call or write to us and a professional will answer.",
  // Every field's problem next to it; what happens after an enquiry is sent.
  unauthorized: "Your account does not have access to the admin area.",
  // Blog search.
  searchNoMatch: "No posts match",
  searchTitle: "Search results",
  // A search without results suggests where to go.
  searchBrowseCategories: "Browse by category",
  searchPopularPosts: "Popular articles",
} as const;

export type MessageKey = keyof typeof messages;
