import http, { type ClientRequest, type IncomingMessage } from "node:http";
import https from "node:https";
import { setTimeout as sleep } from "node:timers/promises";
import { createParser } from "eventsource-parser";
import { type CompletionEvent, collectEvents, type Payload, payloadFailure } from "./completion-payload";

export type { CompletionEvent };

/** A part of a message in OpenAI's format: text, or an image the model reads (a data URL, issue #30). */
export type ContentPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };

export interface ChatTurn {
  role: "system" | "user" | "assistant";
  /** Text, or parts when the message carries images or attached documents. */
  content: string | ContentPart[];
}

/** A message's text (its text parts joined), for estimates and the demo provider. */
export function textOf(content: ChatTurn["content"]): string {
  return typeof content === "string"
    ? content
    : content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
}

/** Sampling options a caller of the OpenAI-compatible API may set; the chat sends none (the model's defaults). */
export interface CompletionParams {
  temperature?: number;
  top_p?: number;
  max_tokens?: number;
  stop?: string | string[];
}

/** One of OpenRouter's plugins: its id and the options it takes (docs/product/search.md). */
export type UpstreamPlugin = { id: string } & Record<string, unknown>;

export interface CompletionRequest {
  model: string;
  messages: ChatTurn[];
  params?: CompletionParams;
  /** OpenRouter's plugins (issue #31: `[{ id: "web" }]` to answer from the web), sent as given. */
  plugins?: UpstreamPlugin[];
  /** Aborted when the person presses Stop or goes away: the upstream call ends too. */
  signal: AbortSignal;
  /**
   * The turn's admission, decided while the request is being prepared: nothing of the
   * body leaves before it resolves true; false (refused) ends the stream with
   * NotAdmitted, having sent nothing. Absent: the turn is admitted already.
   */
  admitted?: Promise<boolean>;
}

/** The turn was refused while its request was being prepared: nothing was sent. */
export class NotAdmitted extends Error {
  constructor() {
    super("The turn was not admitted");
    this.name = "NotAdmitted";
  }
}

export type UpstreamFailure = "rate_limited" | "timeout" | "unavailable" | "bad_response";

/** Why the upstream did not deliver, with what the person should be told. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    message: string,
    readonly details?: string,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export interface AiProvider {
  /** True for the demo provider used when no API key is configured. */
  readonly offline: boolean;
  stream(request: CompletionRequest): AsyncIterable<CompletionEvent>;
}

export interface OpenRouterOptions {
  baseUrl: string;
  apiKey: string;
  appName: string;
  appOrigin: string;
  idleTimeoutMs: number;
  totalTimeoutMs: number;
  /** Wait before the one retry of a 502/503 (tests shorten it). */
  retryDelayMs?: number;
}

const RETRYABLE = new Set([502, 503]);

function describeStatus(status: number, body: string): UpstreamError {
  const details = (() => {
    try {
      const parsed = JSON.parse(body) as { error?: { message?: string } };
      return parsed.error?.message ?? body.slice(0, 300);
    } catch {
      return body.slice(0, 300);
    }
  })();
  if (status === 408 || status === 504)
    return new UpstreamError("timeout", "The AI model took too long to respond.", details);
  // OpenRouter's 404 says no provider serves the model now ("No endpoints found"): unavailable, like a 5xx.
  if (status >= 500 || status === 404)
    return new UpstreamError("unavailable", "The AI service is temporarily unavailable.", details);
  return new UpstreamError("bad_response", `The AI service rejected the request (${status}).`, details);
}

async function readText(response: IncomingMessage): Promise<string> {
  response.setEncoding("utf8");
  let text = "";
  for await (const chunk of response) text += chunk;
  return text;
}

/**
 * OpenAI-compatible chat completions (OpenRouter by default), streamed as
 * server-sent events. Timeouts: `idleTimeoutMs` between chunks and
 * `totalTimeoutMs` for the whole reply.
 *
 * On node:http with a kept-alive agent rather than `fetch`: WHATWG fetch and
 * its web streams cost more CPU per reply than the rest of the turn's
 * proxying together (issue #16, BENCHMARKS.md).
 */
export function createOpenRouterProvider(options: OpenRouterOptions): AiProvider {
  const url = new URL(`${options.baseUrl.replace(/\/$/, "")}/chat/completions`);
  const secure = url.protocol === "https:";
  const agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const send = secure ? https.request : http.request;

  /** Whether a kept-alive connection is waiting (the agent serves this one upstream only). */
  const idleConnection = () => Object.values(agent.freeSockets).some((sockets) => (sockets?.length ?? 0) > 0);

  /**
   * The upstream's response, or its refusal. The body (the prompt) is written
   * only once `admitted` says yes. Without an idle kept-alive connection, the
   * request is made at once so that connecting (TCP, TLS) overlaps the
   * admission, and a refused one is destroyed before a byte of it is sent;
   * with one, the request is made after the admission, so a refusal never
   * costs a warm connection.
   */
  function post(
    body: string,
    signal: AbortSignal,
    admitted: Promise<boolean> | undefined,
  ): Promise<{ request: ClientRequest; response: IncomingMessage }> {
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      let request: ClientRequest | null = null;
      const onAbort = () => {
        if (request) request.destroy(signal.reason);
        else reject(signal.reason);
      };
      signal.addEventListener("abort", onAbort, { once: true });
      const prepare = () => {
        const made = send(url, {
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            accept: "text/event-stream",
            authorization: `Bearer ${options.apiKey}`,
            // OpenRouter's attribution headers.
            "HTTP-Referer": options.appOrigin,
            "X-Title": options.appName,
          },
        });
        made.once("close", () => signal.removeEventListener("abort", onAbort));
        // Kept after the response: a later error (an abort) must find a listener.
        made.on("error", reject);
        made.once("response", (response) => resolve({ request: made, response }));
        request = made;
        return made;
      };
      if (!admitted) return void prepare().end(body);
      if (!idleConnection()) prepare();
      admitted.then(
        (yes) => {
          if (signal.aborted) return;
          if (yes) return void (request ?? prepare()).end(body);
          signal.removeEventListener("abort", onAbort);
          request?.destroy();
          reject(new NotAdmitted());
        },
        (error: unknown) => {
          signal.removeEventListener("abort", onAbort);
          request?.destroy();
          reject(error);
        },
      );
    });
  }

  async function open(request: CompletionRequest, controller: AbortController) {
    const body = JSON.stringify({
      model: request.model,
      messages: request.messages,
      ...request.params,
      ...(request.plugins?.length ? { plugins: request.plugins } : {}),
      stream: true,
      usage: { include: true },
    });
    for (let attempt = 0; ; attempt++) {
      let opened: Awaited<ReturnType<typeof post>>;
      try {
        opened = await post(body, controller.signal, request.admitted);
      } catch (error) {
        if (controller.signal.aborted) throw controller.signal.reason;
        if (error instanceof NotAdmitted) throw error;
        if (attempt === 0) {
          await sleep(options.retryDelayMs ?? 300, undefined, { signal: controller.signal });
          continue;
        }
        throw new UpstreamError("unavailable", "The AI service could not be reached.", (error as Error).message);
      }
      const status = opened.response.statusCode ?? 0;
      if (status >= 200 && status < 300) return opened;
      const text = await readText(opened.response).catch(() => "");
      if (RETRYABLE.has(status) && attempt === 0) {
        await sleep(options.retryDelayMs ?? 300, undefined, { signal: controller.signal });
        continue;
      }
      if (status === 429) {
        const retryAfter = Number(opened.response.headers["retry-after"]) || undefined;
        throw new UpstreamError("rate_limited", "The AI model is receiving too many requests.", undefined, retryAfter);
      }
      throw describeStatus(status, text);
    }
  }

  return {
    offline: false,
    async *stream(request) {
      const controller = new AbortController();
      const abortWith = (reason: unknown) => controller.abort(reason);
      const onCallerAbort = () => abortWith(request.signal.reason);
      request.signal.addEventListener("abort", onCallerAbort, { once: true });
      if (request.signal.aborted) onCallerAbort();
      const timeout = (kind: "idle" | "total") =>
        new UpstreamError(
          "timeout",
          "The AI model took too long to respond.",
          kind === "idle"
            ? `No data for ${options.idleTimeoutMs} ms`
            : `No complete reply in ${options.totalTimeoutMs} ms`,
        );
      const total = setTimeout(() => abortWith(timeout("total")), options.totalTimeoutMs);
      // Restarted on each chunk (refresh: no new timer per token).
      const idle = setTimeout(() => abortWith(timeout("idle")), options.idleTimeoutMs);

      let opened: Awaited<ReturnType<typeof open>> | null = null;
      let finished = false;
      try {
        opened = await open(request, controller);
        const { response } = opened;
        response.setEncoding("utf8");
        const reader = readChunks(response);
        const state = { generationId: "" };
        // What one read brings is passed on as one batch: tokens that arrived together become one
        // delta, so under load the reply, its readers and the socket handle them once, not per token.
        let events: CompletionEvent[] = [];
        let failure: unknown = null;
        // Comments (": OPENROUTER PROCESSING" keep-alives) never reach onEvent.
        const parser = createParser({
          onEvent({ data }) {
            if (finished || failure) return;
            if (data === "[DONE]") {
              finished = true;
              return;
            }
            let payload: Payload;
            try {
              payload = JSON.parse(data);
            } catch {
              return;
            }
            try {
              const reported = payloadFailure(payload);
              if (reported) throw new UpstreamError("bad_response", "The AI model failed while answering.", reported);
              collectEvents(payload, state, events);
            } catch (error) {
              failure = error;
            }
          },
        });
        for (let chunk = await reader.next(); chunk !== null; chunk = await reader.next()) {
          idle.refresh();
          parser.feed(chunk);
          const batch = events;
          events = [];
          // What arrived before an error or the end is delivered first.
          for (const event of batch) yield event;
          if (failure) throw failure;
          if (finished) return;
        }
        // A body that ends without [DONE] was cut off.
        throw new UpstreamError("unavailable", "The AI service closed the connection before the reply was complete.");
      } catch (error) {
        if (controller.signal.aborted && controller.signal.reason instanceof UpstreamError)
          throw controller.signal.reason;
        if (request.signal.aborted) throw request.signal.reason ?? error;
        if (error instanceof UpstreamError || error instanceof NotAdmitted) throw error;
        throw new UpstreamError("unavailable", "The AI service closed the connection.", (error as Error).message);
      } finally {
        clearTimeout(total);
        clearTimeout(idle);
        request.signal.removeEventListener("abort", onCallerAbort);
        if (finished && opened && !controller.signal.aborted) release(opened, options.idleTimeoutMs);
        else if (!controller.signal.aborted) controller.abort();
      }
    },
  };
}

/**
 * The response's text as it arrives, everything that arrived since the last
 * call as one string (null at its end; a cut connection throws). One promise
 * per wait, in flowing mode: a Readable's async iterator costs several times
 * that per chunk, and an SSE reply is nothing but small chunks.
 */
function readChunks(response: IncomingMessage) {
  const queue: string[] = [];
  let ended = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  response.on("data", (chunk: string) => {
    queue.push(chunk);
    notify();
  });
  response.once("end", () => {
    ended = true;
    notify();
  });
  response.once("error", (error) => {
    failure = error;
    notify();
  });
  response.once("close", () => {
    if (!ended) failure ??= new Error("aborted");
    notify();
  });
  return {
    async next(): Promise<string | null> {
      while (queue.length === 0) {
        if (failure) throw failure;
        if (ended) return null;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      return queue.length === 1 ? (queue.pop() as string) : queue.splice(0).join("");
    },
  };
}

/**
 * A reply that ended with [DONE]: what is left of the response (its last
 * chunk's terminator) is still read (readChunks keeps it flowing) so the
 * connection goes back to the agent for the next reply, unless the upstream
 * keeps it open too long.
 */
function release(opened: { request: ClientRequest; response: IncomingMessage }, idleTimeoutMs: number) {
  if (opened.response.complete) return;
  const timer = setTimeout(() => opened.request.destroy(), idleTimeoutMs);
  timer.unref();
  opened.response.once("close", () => clearTimeout(timer));
}
