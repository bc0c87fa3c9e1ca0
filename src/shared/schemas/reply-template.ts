// Saved reply templates of the enquiry inbox: admin-edited, they fill the reply and WhatsApp text.
import { z } from "zod";
import { requiredText, text } from "./common";

export const replyTemplateInputSchema = z.object({
  title: requiredText(80),
  body: text("multiline").trim().min(1, "is required").max(5000),
});
export const replyTemplateSchema = replyTemplateInputSchema.extend({ id: z.string(), updatedAt: z.string() });
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;
