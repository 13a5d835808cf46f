import type { Db } from "../db/connection";
import { contactMessages } from "../db/schema";
import type { Mailer } from "../mail";

type MessageRow = typeof contactMessages.$inferSelect;

/** A contact message with the specification's field names (section 3). */
export type MessageDto = {
  id: number;
  name: string;
  email: string;
  phone: string;
  country_code: string;
  company: string;
  project_type: string;
  budget: string;
  message: string;
  status: MessageRow["status"];
  created_at: string;
  updated_at: string;
};

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
  };
}

export function createMessages(db: Db, _mailer: Mailer) {
  return {
    async create(
      input: { name: string; email: string; phone: string; country_code: string; company: string; project_type: string; budget: string; message: string },
      tx: Db = db,
    ): Promise<MessageDto> {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          countryCode: input.country_code,
          company: input.company,
          projectType: input.project_type,
          budget: input.budget,
          message: input.message,
        })
        .returning();
      return toMessageDto(row);
    },
  };
}
export type Messages = ReturnType<typeof createMessages>;
