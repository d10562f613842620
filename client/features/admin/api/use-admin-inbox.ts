import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** Rows per page of the inbox and the audit log. */
export const INBOX_PAGE_SIZE = 20;

/** admin.contactMessages: what visitors sent through the contact form (docs/product.md#changes-from-the-original-specification), newest first. */
export function useContactMessages(page: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.admin.contactMessages.queryOptions({ page, pageSize: INBOX_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** admin.auditLog: who changed what in the admin panel, newest first. */
export function useAuditLog(page: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.admin.auditLog.queryOptions({ page, pageSize: INBOX_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
