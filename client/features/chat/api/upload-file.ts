import type { UploadedFile } from "#shared/attachments";
import { expireUserSession, USER_KEYS } from "../../../lib/session";
import { readStorage } from "../../../lib/storage";
import { refreshUserToken } from "../../../lib/trpc";
import { lazySchema } from "../../../lib/validate";
import type { ChatText } from "../utils/messages";

const FILES_URL = "/api/files";

// zod comes with the first upload, not with the chat (docs/architecture.md: the chat chunk is zod-free).
const answerSchema = lazySchema(() => import("#shared/attachments").then((module) => module.uploadedFileSchema));

export type UploadOutcome =
  | { kind: "uploaded"; file: UploadedFile }
  /** `retryable`: the connection or the server failed, not the file; the same file may be sent again. */
  | { kind: "refused"; refusal: ChatText; retryable: boolean }
  /** Removed (or the page left) while it uploaded. */
  | { kind: "aborted" };

export interface Upload {
  outcome: Promise<UploadOutcome>;
  abort: () => void;
}

interface Answer {
  status: number;
  body: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One POST of the file to `url`; `null` when the network failed or it was aborted (`signal`). */
function post(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<Answer | null> {
  return new Promise((resolve) => {
    // XMLHttpRequest, not fetch: only it reports how much of the body has gone (the progress bar).
    const request = new XMLHttpRequest();
    request.open("POST", url);
    const token = readStorage(USER_KEYS.token);
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parseJson(request.responseText) });
    request.onerror = () => resolve(null);
    request.onabort = () => resolve(null);
    signal.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}

/** The reason a refused upload gives, in the reader's language where the server's registry has it. */
async function refusalOf(answer: Answer): Promise<ChatText> {
  if (answer.status >= 500) return { key: "chat.files.serverFailed" };
  // `{ message, code }`, code the message's key in the server's registry: its English finds the Hindi with its values.
  const message = (answer.body as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? { server: message } : { key: "chat.files.serverFailed" };
}

/** The POST, with an expired access token renewed once, as every tRPC call does; a refused renewal signs out. */
async function postSignedIn(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<Answer | null> {
  const answer = await post(url, file, onProgress, signal);
  if (answer?.status !== 401) return answer;
  const outcome = await refreshUserToken();
  if (outcome === "refused") expireUserSession();
  if (outcome !== "refreshed" || signal.aborted) return answer;
  onProgress(0);
  return post(url, file, onProgress, signal);
}

async function run(file: File, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<UploadOutcome> {
  const answer = await postSignedIn(FILES_URL, file, onProgress, signal);
  if (signal.aborted) return { kind: "aborted" };
  if (!answer) return { kind: "refused", refusal: { key: "chat.files.uploadFailed" }, retryable: true };
  if (answer.status !== 201 && answer.status !== 200)
    // A 4xx is about the file or the plan (its type, a limit): sending it again would be refused again.
    return { kind: "refused", refusal: await refusalOf(answer), retryable: answer.status >= 500 };
  const parsed = (await answerSchema.load()).safeParse(answer.body);
  return parsed.success
    ? { kind: "uploaded", file: parsed.data }
    : { kind: "refused", refusal: { key: "chat.files.serverFailed" }, retryable: true };
}

/** POST /api/files with the person's token, reporting the upload's progress; `abort` cancels it. */
export function uploadFile(file: File, onProgress: (fraction: number) => void): Upload {
  const controller = new AbortController();
  const outcome = run(file, onProgress, controller.signal).catch(
    (): UploadOutcome =>
      // The schema's chunk failed to load (a stale tab after a deploy): as a failed upload, tried again on demand.
      controller.signal.aborted
        ? { kind: "aborted" }
        : { kind: "refused", refusal: { key: "chat.files.uploadFailed" }, retryable: true },
  );
  return { outcome, abort: () => controller.abort() };
}

/**
 * DELETE /api/files/<id>: an uploaded file taken off the question before it was sent. Best effort: the file
 * is already off the question, and nothing on screen could help if the server did not hear it.
 */
export function deleteFile(id: string): void {
  const token = readStorage(USER_KEYS.token);
  void fetch(`${FILES_URL}/${encodeURIComponent(id)}`, {
    method: "DELETE",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * POST /api/projects/<id>/files: a reference file into a project (issue #33), checked as every upload is.
 * Undefined when it was added, else the reason it was refused.
 */
export async function uploadProjectFile(projectId: string, file: File): Promise<ChatText | undefined> {
  const url = `/api/projects/${encodeURIComponent(projectId)}/files`;
  const answer = await postSignedIn(url, file, () => {}, new AbortController().signal);
  if (!answer) return { key: "chat.files.uploadFailed" };
  return answer.status === 201 ? undefined : refusalOf(answer);
}
