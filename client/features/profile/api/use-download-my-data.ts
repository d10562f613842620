import { useMutation } from "@tanstack/react-query";
import { downloadBlob } from "../../../lib/download";
import { fetchWithSession, refusalOf } from "../../../lib/session-fetch";

const EXPORT_URL = "/api/users/export";
const FALLBACK_NAME = "nexgen-data.zip";

/** The server refused the export and said why; any other failure (network, proxy page) is told in the screen's own words. */
export class ExportRefused extends Error {}

/**
 * GET /api/users/export with the access token (a plain link cannot carry it),
 * saved under the server's file name. A 401 renews the session once, as every
 * tRPC call does; a refused renewal signs out.
 */
async function downloadMyData(): Promise<{ filename: string }> {
  const response = await fetchWithSession(EXPORT_URL);
  if (!response.ok) throw new ExportRefused((await refusalOf(response))?.message ?? "");
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_NAME;
  downloadBlob(filename, await response.blob());
  return { filename };
}

/** "Download my data": the whole account as one zip (issue #17). */
export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
