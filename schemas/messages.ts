import { z } from "zod";

const MESSAGE_STATUSES = ["new", "resolved"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const replySchema = z.object({
  id: z.coerce.number("Message id is required").int("Message id is required").positive("Message id is required").max(2_147_483_647, "Message id is required"),
  reply: z.string("Reply content cannot be empty").trim().min(1, "Reply content cannot be empty").max(10_000, "Please keep the reply under 10000 characters"),
});

export const messageStatusSchema = z.object({ status: z.enum(MESSAGE_STATUSES, "Status must be new or resolved") });

const page = z.coerce.number().int().min(1).max(100_000).catch(1);
export const messageListQuery = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(100).catch(10),
  status: z.enum(MESSAGE_STATUSES).optional().catch(undefined),
  search: z.string().trim().max(200).optional().catch(undefined),
});
