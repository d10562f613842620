import { useMutation } from "@tanstack/react-query";
import { downloadText } from "../../../lib/download";
import { type RouterInputs, useTRPCClient } from "../../../lib/trpc";

type Exports = {
  payments: RouterInputs["admin"]["exportPayments"];
  users: RouterInputs["admin"]["exportUsers"];
};

/**
 * Fetches every row the list's filters match as CSV (admin.exportPayments or
 * admin.exportUsers) and saves it as a file. Straight from the server each
 * time, never from the query cache: an export is a snapshot of now.
 */
export function useCsvExport<K extends keyof Exports>(kind: K) {
  const client = useTRPCClient();
  return useMutation({
    mutationFn: async (filters: Exports[K]) => {
      const file =
        kind === "payments"
          ? await client.admin.exportPayments.query(filters as Exports["payments"])
          : await client.admin.exportUsers.query(filters as Exports["users"]);
      downloadText(file.filename, file.csv, "text/csv;charset=utf-8");
      return file;
    },
  });
}
