import type { MessageDto } from "#schemas/wire";
import type { contactMessages } from "../../core/db/schema";

type MessageRow = typeof contactMessages.$inferSelect;

export function toMessageDto(r: MessageRow): MessageDto {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    country_code: r.countryCode,
    company: r.company,
    project_type: r.projectType,
    budget: r.budget,
    message: r.message,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    attribution: r.attribution ?? null,
    language: r.language ?? null,
  };
}
