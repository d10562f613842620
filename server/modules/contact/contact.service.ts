import type { ContactInput } from "../../../shared/contact";
import type { Db } from "../../lib/db";

export function createContactService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async submit(input: ContactInput) {
      return db.contactMessage.create({ data: input, select: { id: true, createdAt: true } });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
