import type { ContactInput } from "../../../shared/contact";
import type { Db } from "../../lib/db";

export function createContactService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async submit(input: ContactInput) {
      return db.contactMessage.create({ data: input, select: { id: true, createdAt: true } });
    },

    async list(page: number, pageSize: number) {
      const [messages, total] = await Promise.all([
        db.contactMessage.findMany({
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: (page - 1) * pageSize,
          take: pageSize,
          select: { id: true, name: true, email: true, subject: true, message: true, createdAt: true },
        }),
        db.contactMessage.count(),
      ]);
      return { messages, total, page, pageSize };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
