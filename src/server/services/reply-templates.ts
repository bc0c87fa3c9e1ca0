// Saved reply templates of the enquiry inbox: admin-edited in the inbox; they fill the e-mail
// reply and the WhatsApp link's text.
import { randomUUID } from "node:crypto";
import { leadMessages } from "../../shared/lead-messages";
import { replyTemplateInputSchema, type ReplyTemplate } from "../../shared/schemas/reply-template";
import { NotFound } from "../errors";
import type { Storage } from "../storage";
import { parseInput } from "./validate";

/** What a fresh install offers (until an admin changes them). */
export const DEFAULT_REPLY_TEMPLATES: Omit<ReplyTemplate, "id" | "updatedAt">[] = [
  { title: "Thanks, we will call", body: "Thank you for your enquiry. One of our advisers will call you shortly to understand your requirements." },
  {
    title: "Documents needed",
    body: "Thank you for your enquiry. To get started, please send us the PAN and Aadhaar of each director and a recent utility bill of the registered office.",
  },
];

export function createReplyTemplateService(storage: Storage) {
  const { replyTemplates } = storage;
  const seeded = { done: false };
  async function seed(): Promise<void> {
    if (seeded.done) return;
    seeded.done = true;
    if (replyTemplates.all().length === 0) {
      const at = new Date().toISOString();
      await replyTemplates.write((items) => void items.push(...DEFAULT_REPLY_TEMPLATES.map((t) => ({ ...t, id: randomUUID(), updatedAt: at }))));
    }
  }
  return {
    async list(): Promise<readonly ReplyTemplate[]> {
      await seed();
      return replyTemplates.all();
    },
    async create(body: unknown): Promise<ReplyTemplate> {
      await seed();
      const input = parseInput(replyTemplateInputSchema, body);
      const t: ReplyTemplate = { ...input, id: randomUUID(), updatedAt: new Date().toISOString() };
      await replyTemplates.write((items) => void items.push(t));
      return t;
    },
    async update(id: string, body: unknown): Promise<ReplyTemplate> {
      const input = parseInput(replyTemplateInputSchema, body);
      return replyTemplates.write((items) => {
        const i = items.findIndex((t) => t.id === id);
        if (i < 0) throw new NotFound(leadMessages.templateNotFound);
        items[i] = { ...input, id, updatedAt: new Date().toISOString() };
        return items[i];
      });
    },
    async remove(id: string): Promise<void> {
      await replyTemplates.write((items) => {
        const i = items.findIndex((t) => t.id === id);
        if (i < 0) throw new NotFound(leadMessages.templateNotFound);
        items.splice(i, 1);
      });
    },
  };
}
