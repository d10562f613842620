import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type ImportJobView, importActive } from "#shared/imports";
import { fetchWithSession, refusalOf } from "../../../lib/session-fetch";
import { useTRPC } from "../../../lib/trpc";

const IMPORTS_URL = "/api/imports";
/** How often a working import is asked for its progress. */
const POLL_MS = 1000;

/** The server refused the upload and said why (in English, with its key); other failures are the screen's own words. */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** POST /api/imports: the zip, and the project in a field before it (docs/product/import.md). */
async function startImport(input: { file: File; projectId?: string }): Promise<ImportJobView> {
  const form = new FormData();
  if (input.projectId) form.append("projectId", input.projectId);
  form.append("file", input.file, input.file.name);
  const response = await fetchWithSession(IMPORTS_URL, { method: "POST", body: form });
  if (response.status !== 202) {
    const refusal = response.status < 500 ? await refusalOf(response) : null;
    throw new ImportRefused(refusal?.message ?? "", refusal?.code);
  }
  return (await response.json()) as ImportJobView;
}

/** The person's newest import (what the card shows after a reload too), or undefined. */
export function useLatestImport() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.imports.list.queryOptions(), select: (jobs) => jobs[0] });
}

/** One import, asked again every second while it works; at its end the list learns it, so the card keeps it. */
export function useImportJob(id: string | undefined) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const job = useQuery({
    ...trpc.imports.get.queryOptions({ id: id ?? "" }),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data && !importActive(query.state.data.status) ? false : POLL_MS),
  });
  const ended = job.data !== undefined && !importActive(job.data.status);
  useEffect(() => {
    // Once per job that ends while shown (a render must not ask again: the list would be fetched for ever).
    if (ended) void queryClient.invalidateQueries({ queryKey: trpc.imports.list.queryKey() });
  }, [ended, queryClient, trpc]);
  return job;
}

/** Starts an import; its job is then followed by useImportJob. */
export function useStartImport() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: (job) => queryClient.setQueryData(trpc.imports.get.queryKey({ id: job.id }), job),
  });
}

/** The person's projects for the picker (the projects area's list, issue #33). */
export function useProjectChoices() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.projects.list.queryOptions(),
    select: (projects) => projects.filter((project) => !project.archived),
  });
}
