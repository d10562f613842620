import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/** A message's content as OpenAI's format allows: a string, or text and image parts (issue #30). */
export type RecordedPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };
export type RecordedContent = string | RecordedPart[];

export interface RecordedRequest {
  headers: IncomingMessage["headers"];
  body: {
    model: string;
    messages: Array<{ role: string; content: RecordedContent }>;
    stream?: boolean;
    max_tokens?: number;
    /** OpenRouter's plugins as received (issue #31: `[{ id: "web" }]`). */
    plugins?: Array<{ id: string } & Record<string, unknown>>;
  };
}

/**
 * Where the fake puts a web search's `url_citation` annotations (issue #31), per test: in a delta
 * chunk after the text, or with a final message after it (OpenRouter sends either), or nowhere.
 */
export type AnnotationPlace = "deltas" | "end" | "none";

/** Two sources whose spans lie inside any echoed reply ("Echo: " is 6 characters). */
export const FAKE_ANNOTATIONS = [
  {
    type: "url_citation",
    url_citation: {
      url: "https://example.com/repo-rate",
      title: "Repo rate",
      content: "The repo rate stays at 5.5%.",
      start_index: 0,
      end_index: 4,
    },
  },
  {
    type: "url_citation",
    url_citation: { url: "https://news.example.org/cricket", title: "Cricket", content: "India won.", start_index: 2 },
  },
];

/** The text of a content, parts joined: what the script reads. */
export const textOfContent = (content: RecordedContent) =>
  typeof content === "string" ? content : content.map((part) => (part.type === "text" ? part.text : "")).join("\n");

/**
 * An OpenAI-compatible chat completions server on loopback, the stand-in for
 * OpenRouter. The last user message scripts the answer:
 *   "status:503"           → that HTTP status (503 twice in a row with "status:503x2")
 *   "rate-limit"           → 429 with Retry-After: 7
 *   "cut"                  → two chunks, then the connection drops
 *   "error-event"          → a chunk, then an error object inside the 200 stream
 *   "stall"                → one chunk, then silence
 *   "slow"                 → 20 chunks, 50 ms apart ("slow:60": 60 of them)
 *   "nul-reply"            → a reply whose chunks carry NUL bytes
 *   "paced:50:40:5"        → the first token after 50 ms, then 40 tokens 5 ms apart (the bench's model)
 *   "what-system"          → "System: " and the system messages it got, in order, joined by " | " on one line (or "none")
 * A model made to fail (`failModel`, issue #34) fails every request for it, whatever the prompt:
 *   "503" / "429" / "404"  → that HTTP status (OpenRouter's "No endpoints found" is a 404)
 *   "timeout"              → 200, then silence before any token (the client's idle timeout ends it)
 *   "empty"                → 200, a stream that ends without a word
 *   anything else          → "Echo: <message>" in chunks, with keep-alive comments and usage; cut to
 *                            max_tokens words (finish_reason "length") when the request sets fewer
 */
/** What the fake says each complete reply cost (usage.cost), as OpenRouter reports it: dollars, as a float. */
export const FAKE_USAGE_COST_USD = 0.00123;

/** Whatever bytes of a request body arrived, even of a request its client gave up on before the end. */
export interface ReceivedBody {
  raw: string;
  /** The whole body arrived. */
  complete: boolean;
}

/** How a model made to fail fails (see the script above). */
export type ModelFailure = "503" | "429" | "404" | "timeout" | "empty";

export async function startFakeOpenRouter() {
  /** A web search's annotations, and where they go; tests change both. */
  const web: { place: AnnotationPlace; annotations: unknown[] } = { place: "deltas", annotations: FAKE_ANNOTATIONS };
  const requests: RecordedRequest[] = [];
  const received: ReceivedBody[] = [];
  const statusCounts = new Map<string, number>();
  const open = new Set<ServerResponse>();
  /** Models made to fail, and how (issue #34). */
  const failing = new Map<string, ModelFailure>();

  const server = createServer(async (req, res) => {
    // A journey in another process makes a model fail or heals it: `{ model, how }` or `{ model, how: null }`.
    if (req.url?.endsWith("/__models")) {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      const { model, how } = JSON.parse(raw) as { model: string; how: ModelFailure | null };
      if (how) failing.set(model, how);
      else failing.delete(model);
      return res.writeHead(204).end();
    }
    // Recorded as the bytes arrive: a request cut off halfway still shows what reached us.
    const arrived: ReceivedBody = { raw: "", complete: false };
    received.push(arrived);
    try {
      for await (const chunk of req) arrived.raw += chunk;
    } catch {
      return; // the client gave up before the end of its body
    }
    if (!req.complete) return;
    arrived.complete = true;
    const raw = arrived.raw;
    const body = JSON.parse(raw) as RecordedRequest["body"];
    requests.push({ headers: req.headers, body });
    // The content parts it received are recorded as they came (`requests`); the script reads their text.
    const last = body.messages.findLast((message) => message.role === "user");
    const prompt = last ? textOfContent(last.content) : "";

    const failure = failing.get(body.model);
    if (failure && failure !== "timeout" && failure !== "empty") {
      res.writeHead(Number(failure), { "content-type": "application/json", "retry-after": "1" });
      return res.end(JSON.stringify({ error: { message: `${body.model} is down (${failure})` } }));
    }
    if (failure) {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      open.add(res);
      res.on("close", () => open.delete(res));
      if (failure === "empty") {
        res.write(
          `data: ${JSON.stringify({ id: "gen-empty", model: body.model, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
        );
        return res.end("data: [DONE]\n\n");
      }
      return; // silence until the client gives up
    }
    const status = /status:(\d{3})(x2)?/.exec(prompt);
    if (status) {
      const seen = statusCounts.get(prompt) ?? 0;
      statusCounts.set(prompt, seen + 1);
      if (!status[2] || seen < 2) {
        res.writeHead(Number(status[1]), { "content-type": "application/json" });
        return res.end(JSON.stringify({ error: { message: `scripted ${status[1]}` } }));
      }
    }
    if (prompt.includes("rate-limit")) {
      res.writeHead(429, { "content-type": "application/json", "retry-after": "7" });
      return res.end(JSON.stringify({ error: { message: "slow down" } }));
    }

    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    open.add(res);
    res.on("close", () => open.delete(res));
    const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    const delta = (content: string) =>
      send({
        id: "gen-1",
        object: "chat.completion.chunk",
        model: body.model,
        choices: [{ index: 0, delta: { content } }],
      });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    let finishReason = "stop";
    res.write(": OPENROUTER PROCESSING\n\n");
    if (prompt.includes("cut")) {
      delta("Partial ");
      delta("answer");
      await pause(20);
      return res.socket?.destroy();
    }
    if (prompt.includes("error-event")) {
      delta("Starting");
      send({
        error: { code: 502, message: "Provider returned error" },
        choices: [{ index: 0, delta: { content: "" }, finish_reason: "error" }],
      });
      return res.end();
    }
    if (prompt.includes("stall")) {
      delta("Thinking");
      return; // silence until the client gives up
    }
    if (prompt.includes("nul-reply")) {
      delta("Before\u0000 ");
      delta("after\u0000\u0000.");
    } else if (/paced:\d+:\d+:\d+/.test(prompt)) {
      const [first, count, gap] = (/paced:(\d+):(\d+):(\d+)/.exec(prompt) ?? []).slice(1).map(Number);
      await pause(first ?? 0);
      for (let index = 0; index < (count ?? 0) && !res.destroyed; index++) {
        if (index > 0) await pause(gap ?? 0);
        delta(`tok${index} `);
      }
    } else if (prompt.includes("what-system")) {
      // What a journey in the browser can read of the request: the system part it carried (issue #33).
      const system = body.messages.filter((message) => message.role === "system").map((m) => textOfContent(m.content));
      // On one line: the chat renders the reply as Markdown, and a paragraph is what a journey reads.
      delta(`System: ${system.join(" | ").replace(/\s+/g, " ") || "none"}`);
    } else if (prompt.includes("slow")) {
      const chunks = Number(/slow:(\d+)/.exec(prompt)?.[1] ?? 20);
      for (let index = 0; index < chunks && !res.destroyed; index++) {
        delta(`word${index} `);
        await pause(50);
      }
    } else {
      const words = `Echo: ${prompt}`.split(/(?<= )/);
      // A word a token: a small max_tokens cuts the reply short, as a real model does.
      if (body.max_tokens !== undefined && body.max_tokens < words.length) {
        words.length = body.max_tokens;
        finishReason = "length";
      }
      for (const word of words) {
        delta(word);
        res.write(": OPENROUTER PROCESSING\n\n");
      }
    }
    const searched = body.plugins?.some((plugin) => plugin.id === "web") || body.model.endsWith(":online");
    if (searched && web.place === "deltas")
      send({ id: "gen-1", choices: [{ index: 0, delta: { content: "", annotations: web.annotations } }] });
    if (searched && web.place === "end")
      send({
        id: "gen-1",
        choices: [{ index: 0, delta: {}, message: { role: "assistant", annotations: web.annotations } }],
      });
    send({
      id: "gen-1",
      choices: [{ index: 0, delta: {}, finish_reason: finishReason }],
      // OpenRouter's own charge for the generation, in US dollars.
      usage: { prompt_tokens: 12, completion_tokens: 5, cost: FAKE_USAGE_COST_USD },
    });
    res.write("data: [DONE]\n\n");
    res.end();
  });

  let connections = 0;
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    requests,
    web,
    /** Every request's body as far as it arrived, complete or not, in arrival order. */
    received,
    /** Whether any byte that arrived, of any request, holds `text` (a prompt that must not have left). */
    sawText: (text: string) => received.some((body) => body.raw.includes(text)),
    /** Makes every request for a model fail that way until `healModel` (issue #34). */
    failModel: (modelId: string, how: ModelFailure) => void failing.set(modelId, how),
    healModel: (modelId: string) => void failing.delete(modelId),
    /** The models the requests so far asked for, in order. */
    models: () => requests.map((request) => request.body.model),
    /** Connections opened to it so far (one that sends nothing yet counts too). */
    connections: () => connections,
    async close() {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenRouter = Awaited<ReturnType<typeof startFakeOpenRouter>>;
