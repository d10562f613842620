// One SSE `data:` payload of an OpenAI-compatible stream, read into the provider's events.

/** What a reply is made of, read from the upstream's SSE payloads. */
export type CompletionEvent =
  | { type: "delta"; content: string }
  /** The upstream's id for this generation (OpenRouter's `gen-…`), once. */
  | { type: "generation"; id: string }
  /** What the upstream counted and, when it says, charged (millionths of a US dollar). */
  | { type: "usage"; tokensIn: number; tokensOut: number; costMicroUsd?: number }
  /** Why the upstream ended the reply, in its words (`stop`, `length`, `content_filter`…). */
  | { type: "finish"; reason: string }
  /**
   * Annotations as the upstream sent them (issue #31: the web plugin's `url_citation`s), from a delta or a
   * final message; untrusted until shared/citations.ts has made them safe.
   */
  | { type: "annotations"; annotations: unknown[] };

export type Payload = {
  id?: string;
  error?: { message?: string; code?: unknown };
  choices?: Array<{
    delta?: { content?: string | null; annotations?: unknown };
    message?: { annotations?: unknown };
    finish_reason?: string | null;
  }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number; cost?: number };
};

/**
 * Adds the events one SSE `data:` payload carries to `events`, a delta joined
 * to a delta just before it; `generationId` is passed in and out so it is reported once.
 */
/** The upstream's own report of a failure inside the stream, if this payload carries one. */
export function payloadFailure(payload: Payload): string | undefined {
  if (payload.error || payload.choices?.[0]?.finish_reason === "error")
    return payload.error?.message ?? "The stream ended with an error.";
  return undefined;
}

/** Call after payloadFailure found none. */
export function collectEvents(payload: Payload, state: { generationId: string }, events: CompletionEvent[]) {
  if (!state.generationId && typeof payload.id === "string" && payload.id) {
    state.generationId = payload.id;
    events.push({ type: "generation", id: payload.id });
  }
  const finishReason = payload.choices?.[0]?.finish_reason;
  let content = payload.choices?.[0]?.delta?.content;
  if (content) {
    // PostgreSQL cannot store NUL: a model that emits one must not make a paid reply unsaveable.
    if (content.includes("\u0000")) content = content.replaceAll("\u0000", "");
    const last = events[events.length - 1];
    if (last?.type === "delta") last.content += content;
    else if (content) events.push({ type: "delta", content });
  }
  // The web plugin's sources come in deltas or with a final message, depending on the provider (issue #31).
  const choice = payload.choices?.[0];
  for (const annotations of [choice?.delta?.annotations, choice?.message?.annotations])
    if (Array.isArray(annotations) && annotations.length > 0) events.push({ type: "annotations", annotations });
  if (finishReason) events.push({ type: "finish", reason: finishReason });
  if (payload.usage)
    events.push({
      type: "usage",
      tokensIn: payload.usage.prompt_tokens ?? 0,
      tokensOut: payload.usage.completion_tokens ?? 0,
      // Dollars as a float on the wire; stored as whole millionths, never as a float.
      ...(typeof payload.usage.cost === "number" && Number.isFinite(payload.usage.cost)
        ? { costMicroUsd: Math.round(payload.usage.cost * 1_000_000) }
        : {}),
    });
}
