import { setTimeout as sleep } from "node:timers/promises";

export interface ChatTurn {
  role: "system" | "user" | "assistant";
  content: string;
}

/** Sampling options a caller of the OpenAI-compatible API may set; the chat sends none (the model's defaults). */
export interface CompletionParams {
  temperature?: number;
  top_p?: number;
  max_tokens?: number;
  stop?: string | string[];
}

export interface CompletionRequest {
  model: string;
  messages: ChatTurn[];
  params?: CompletionParams;
  /** Aborted when the person presses Stop or goes away: the upstream call ends too. */
  signal: AbortSignal;
}

export type CompletionEvent =
  | { type: "delta"; content: string }
  /** The upstream's id for this generation (OpenRouter's `gen-…`), once. */
  | { type: "generation"; id: string }
  /** What the upstream counted and, when it says, charged (millionths of a US dollar). */
  | { type: "usage"; tokensIn: number; tokensOut: number; costMicroUsd?: number }
  /** Why the upstream ended the reply, in its words (`stop`, `length`, `content_filter`…). */
  | { type: "finish"; reason: string };

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
  if (status >= 500) return new UpstreamError("unavailable", "The AI service is temporarily unavailable.", details);
  return new UpstreamError("bad_response", `The AI service rejected the request (${status}).`, details);
}

/**
 * OpenAI-compatible chat completions (OpenRouter by default), streamed as
 * server-sent events. Timeouts: `idleTimeoutMs` between chunks and
 * `totalTimeoutMs` for the whole reply.
 */
export function createOpenRouterProvider(options: OpenRouterOptions): AiProvider {
  const url = `${options.baseUrl.replace(/\/$/, "")}/chat/completions`;

  async function open(request: CompletionRequest, controller: AbortController): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          signal: controller.signal,
          headers: {
            "content-type": "application/json",
            accept: "text/event-stream",
            authorization: `Bearer ${options.apiKey}`,
            // OpenRouter's attribution headers.
            "HTTP-Referer": options.appOrigin,
            "X-Title": options.appName,
          },
          body: JSON.stringify({
            model: request.model,
            messages: request.messages,
            ...request.params,
            stream: true,
            usage: { include: true },
          }),
        });
      } catch (error) {
        if (controller.signal.aborted) throw controller.signal.reason;
        if (attempt === 0) {
          await sleep(options.retryDelayMs ?? 300, undefined, { signal: controller.signal });
          continue;
        }
        throw new UpstreamError("unavailable", "The AI service could not be reached.", (error as Error).message);
      }
      if (response.ok) return response;
      const body = await response.text().catch(() => "");
      if (RETRYABLE.has(response.status) && attempt === 0) {
        await sleep(options.retryDelayMs ?? 300, undefined, { signal: controller.signal });
        continue;
      }
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get("retry-after")) || undefined;
        throw new UpstreamError("rate_limited", "The AI model is receiving too many requests.", undefined, retryAfter);
      }
      throw describeStatus(response.status, body);
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
      let idle = setTimeout(() => abortWith(timeout("idle")), options.idleTimeoutMs);
      const touch = () => {
        clearTimeout(idle);
        idle = setTimeout(() => abortWith(timeout("idle")), options.idleTimeoutMs);
      };

      try {
        const response = await open(request, controller);
        if (!response.body) throw new UpstreamError("bad_response", "The AI service sent an empty response.");
        const decoder = new TextDecoder();
        let buffer = "";
        let generationId = "";
        for await (const chunk of response.body) {
          touch();
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          let newline = buffer.indexOf("\n");
          while (newline !== -1) {
            const line = buffer.slice(0, newline).replace(/\r$/, "");
            buffer = buffer.slice(newline + 1);
            newline = buffer.indexOf("\n");
            // Blank lines end events; ":" lines are comments (": OPENROUTER PROCESSING" keep-alives).
            if (!line.startsWith("data:")) continue;
            const data = line.slice(5).trim();
            if (data === "[DONE]") return;
            let payload: {
              id?: string;
              error?: { message?: string; code?: unknown };
              choices?: Array<{ delta?: { content?: string | null }; finish_reason?: string | null }>;
              usage?: { prompt_tokens?: number; completion_tokens?: number; cost?: number };
            };
            try {
              payload = JSON.parse(data);
            } catch {
              continue;
            }
            if (payload.error || payload.choices?.[0]?.finish_reason === "error")
              throw new UpstreamError(
                "bad_response",
                "The AI model failed while answering.",
                payload.error?.message ?? "The stream ended with an error.",
              );
            if (!generationId && typeof payload.id === "string" && payload.id) {
              generationId = payload.id;
              yield { type: "generation", id: generationId };
            }
            const finishReason = payload.choices?.[0]?.finish_reason;
            const content = payload.choices?.[0]?.delta?.content;
            // PostgreSQL cannot store NUL: a model that emits one must not make a paid reply unsaveable.
            if (content)
              yield { type: "delta", content: content.includes("\u0000") ? content.replaceAll("\u0000", "") : content };
            if (finishReason) yield { type: "finish", reason: finishReason };
            if (payload.usage)
              yield {
                type: "usage",
                tokensIn: payload.usage.prompt_tokens ?? 0,
                tokensOut: payload.usage.completion_tokens ?? 0,
                // Dollars as a float on the wire; stored as whole millionths, never as a float.
                ...(typeof payload.usage.cost === "number" && Number.isFinite(payload.usage.cost)
                  ? { costMicroUsd: Math.round(payload.usage.cost * 1_000_000) }
                  : {}),
              };
          }
        }
        // A body that ends without [DONE] was cut off.
        throw new UpstreamError("unavailable", "The AI service closed the connection before the reply was complete.");
      } catch (error) {
        if (controller.signal.aborted && controller.signal.reason instanceof UpstreamError)
          throw controller.signal.reason;
        if (request.signal.aborted) throw request.signal.reason ?? error;
        if (error instanceof UpstreamError) throw error;
        throw new UpstreamError("unavailable", "The AI service closed the connection.", (error as Error).message);
      } finally {
        clearTimeout(total);
        clearTimeout(idle);
        request.signal.removeEventListener("abort", onCallerAbort);
        if (!controller.signal.aborted) controller.abort();
      }
    },
  };
}

/**
 * Without OPENROUTER_API_KEY (development and demos): a clearly labelled reply,
 * streamed word by word like a real one, so every screen can be tried offline.
 */
export function createOfflineProvider(options: { wordDelayMs?: number } = {}): AiProvider {
  return {
    offline: true,
    async *stream(request) {
      const question = request.messages.findLast((message) => message.role === "user")?.content ?? "";
      const reply = [
        "**Demo reply:** this server has no `OPENROUTER_API_KEY`, so no real model was called.",
        "",
        `You asked *${question.slice(0, 120).replace(/[*_`]/g, "")}*${question.length > 120 ? "…" : ""} with **${request.model}**.`,
        "Set `OPENROUTER_API_KEY` (and optionally `OPENROUTER_BASE_URL`) and restart to get real answers.",
      ].join("\n");
      const words = reply.split(/(?<=\s)/);
      for (const word of words) {
        if (request.signal.aborted) throw request.signal.reason;
        await sleep(options.wordDelayMs ?? 20);
        yield { type: "delta", content: word };
      }
      yield { type: "usage", tokensIn: Math.ceil(question.length / 4), tokensOut: words.length };
    },
  };
}
