import type { FastifyRequest } from "fastify";

/**
 * Query parameters that may carry a credential (an API key put in the URL, a
 * reset code, a token): their values never reach a log line. Matched by name,
 * case-insensitively, after percent-decoding, so `?API_KEY=` and `?%6Bey=` are caught too.
 */
const SECRET_PARAMS = new Set(["key", "api_key", "token", "access_token", "password", "code"]);
const CENSOR = "[redacted]";

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll("+", " ")).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL with the value of every credential-like query parameter replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_PARAMS.has(decodedName(name)) ? `${name}=${CENSOR}` : pair;
    })
    .join("&");
  return `${url.slice(0, mark)}?${query}`;
}

/** Fastify's request serializer (the same fields), with the URL redacted. */
export const LOG_SERIALIZERS = {
  req(request: FastifyRequest) {
    const version = request.headers?.["accept-version"];
    return {
      method: request.method,
      url: redactUrl(request.url),
      version: typeof version === "string" ? version : undefined,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
