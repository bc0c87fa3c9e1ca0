// Builds every service over one storage. API routers and route loaders both use these.
import type { Config } from "../config";
import type { Storage } from "../storage";
import { apiMessages } from "../../shared/api-messages";
import { createArticleService } from "./articles";
import { createBackupService } from "./backups";
import { createBlogService } from "./blogs";
import { createBlogSearch } from "./blog-search";
import { createOfferService } from "./offers";
import { createEnquiryService } from "./enquiries";
import { createMailer } from "./mailer";
import { createSidebarLinkService } from "./sidebar-links";
import { createShareImages } from "./share-images";
import { createSitemapService } from "./sitemap";
import { createTaxonomyService } from "./taxonomy";
import { createUploadService } from "./uploads";
import { createUserService, TEST_BCRYPT_COST } from "./users";

export function createServices(storage: Storage, config: Config, jwtSecret: string) {
  const blogs = createBlogService(storage);
  const news = createArticleService(storage.news, apiMessages.newsNotFound);
  const resources = createArticleService(storage.resources, apiMessages.resourceNotFound);
  const categories = createTaxonomyService(storage, blogs, "category");
  const tags = createTaxonomyService(storage, blogs, "tag");
  return {
    config,
    storage,
    blogs,
    categories,
    tags,
    blogSearch: createBlogSearch(storage, blogs),
    shareImages: createShareImages(config.uploadsDir),
    sitemap: createSitemapService(blogs, { news, resources }),
    backups: createBackupService(storage, config),
    sidebarLinks: createSidebarLinkService(storage),
    offers: createOfferService(storage),
    news,
    resources,
    uploads: createUploadService(config.uploadsDir),
    users: createUserService(storage, jwtSecret, config.env === "test" ? { bcryptCost: TEST_BCRYPT_COST } : {}),
    enquiries: createEnquiryService(storage, { mailer: createMailer(config), secret: jwtSecret, minFillMs: config.enquiryMinFillMs }),
  };
}

export type Services = ReturnType<typeof createServices>;
