// Every route of SPEC.md 2.1 and 2.8, in the spec's order, then the additions of DESIGN.md and the issues.
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  layout("routes/site.tsx", [
    // SPEC 2.1 public routes
    index("routes/home.tsx"),
    route("contact-us", "routes/contact-us.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:excerpt", "routes/blog-post.tsx"),
    route("careers", "routes/careers.tsx"),
    route("about", "routes/about.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-condition", "routes/terms-condition.tsx"),
    route("sitemap", "routes/sitemap.tsx"),
    route("llp", "routes/entity.tsx", { id: "entity-llp" }),
    route("private-limited", "routes/entity.tsx", { id: "entity-private-limited" }),
    route("opc", "routes/entity.tsx", { id: "entity-opc" }),
    route("partnership-firm", "routes/entity.tsx", { id: "entity-partnership-firm" }),
    route("resources", "routes/resources.tsx"),
    route("offer", "routes/offer.tsx"),
    route("news", "routes/news.tsx"),
    route("largest-banks-in-india", "routes/largest-banks-in-india.tsx"),
    route("hdfc-netbanking", "routes/hdfc-netbanking.tsx"),
    route("maintenance", "routes/maintenance.tsx"),
    route("package", "routes/package.tsx"),
    route("sidebar-links", "routes/sidebar-links.tsx"),
    route("unauthorized", "routes/unauthorized.tsx"),
    // Additions: category pages, news and resource items, slug-style landing pages (packages, cities,
    // trademark, company registration; an unknown slug is a 404), and the 404 page.
    route("category/:name", "routes/category.tsx"),
    route("news/:id", "routes/news-item.tsx"),
    route("resources/:id", "routes/resource-item.tsx"),
    route(":slug", "routes/landing.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("admin/login", "routes/admin/login.tsx"),
  // SPEC 2.8 admin routes (client-rendered behind the token check of the layout)
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("blog", "routes/admin/blog.tsx"),
    route("blog/new", "routes/admin/blog-editor.tsx", { id: "admin-blog-new" }),
    route("blog/edit/:id", "routes/admin/blog-editor.tsx", { id: "admin-blog-edit" }),
    route("offers", "routes/admin/offers.tsx"),
    route("offers/new", "routes/admin/offer-editor.tsx", { id: "admin-offer-new" }),
    route("offers/edit/:id", "routes/admin/offer-editor.tsx", { id: "admin-offer-edit" }),
    route("latestnews", "routes/admin/latestnews.tsx"),
    route("resources", "routes/admin/resources.tsx"),
    route("sidebar-links", "routes/admin/sidebar-links.tsx"),
    route("enquiries", "routes/admin/enquiries.tsx"),
    route("leads", "routes/admin/leads.tsx"),
    route("users", "routes/admin/users.tsx"),
  ]),
  // Feeds and crawler files
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("rss.xml", "routes/rss-xml.ts"),
] satisfies RouteConfig;
