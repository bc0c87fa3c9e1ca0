// Saved reply templates of the enquiry inbox: admin-edited in the inbox; they fill the e-mail
// reply and the WhatsApp link's text.
import { randomUUID } from "node:crypto";
import { leadMessages } from "../../shared/lead-messages";
import { replyTemplateInputSchema, type ReplyTemplate } from "../../shared/schemas/reply-template";
import type { Storage } from "../storage";
import { createRecordService } from "./record-service";

/** What a fresh install offers (until an admin changes them). */
export const DEFAULT_REPLY_TEMPLATES: Omit<ReplyTemplate, "id" | "updatedAt">[] = [
  { title: "Thanks, we will call", body: "Thank you for your enquiry. One of our advisers will call you shortly to understand your requirements." },
  {
    title: "Documents needed",
    body: "Thank you for your enquiry. To get started, please send us the PAN and Aadhaar of each director and a recent utility bill of the registered office.",
  },
];

export function createReplyTemplateService({ replyTemplates }: Pick<Storage, "replyTemplates">) {
  const base = createRecordService(replyTemplates, replyTemplateInputSchema, { notFound: leadMessages.templateNotFound, created: false, editor: false });
  const seeded = { done: false };
  function seed(): void {
    if (seeded.done) return;
    seeded.done = true;
    if (replyTemplates.count() > 0) return;
    const at = new Date().toISOString();
    replyTemplates.transaction(() => DEFAULT_REPLY_TEMPLATES.forEach((t) => replyTemplates.create({ ...t, id: randomUUID(), updatedAt: at })));
  }
  return {
    async list(): Promise<readonly ReplyTemplate[]> {
      seed();
      return replyTemplates.find();
    },
    async create(body: unknown): Promise<ReplyTemplate> {
      seed();
      return base.create(body);
    },
    update: (id: string, body: unknown): Promise<ReplyTemplate> => base.update(id, body),
    async remove(id: string): Promise<void> {
      await base.remove(id);
    },
  };
}
