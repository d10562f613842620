import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

export interface SinkMessage {
  to: string[];
  raw: string;
  subject: string;
  /** The text part and the HTML part, decoded. */
  text: string;
  html: string;
  /** The 6-digit code of a verification mail (the indented line of the text part). */
  code: string | null;
}

/** Quoted-printable (soft line breaks and =XX bytes, otherwise ASCII) to UTF-8 text. */
function fromQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index++) {
    const hex = soft[index] === "=" ? /^[0-9A-F]{2}/i.exec(soft.slice(index + 1, index + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(soft.charCodeAt(index));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** A header's value, unfolded, with its encoded words (=?UTF-8?Q?...?= or ?B?) decoded. */
function header(head: string, name: string): string {
  const value = new RegExp(`^${name}: (.*(?:\r?\n[ \t].*)*)`, "mi").exec(head)?.[1] ?? "";
  return value
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(word, "base64").toString("utf8")
        : fromQuotedPrintable(word.replace(/_/g, " ")),
    )
    .trim();
}

/** The decoded body of the part of `raw` with this content type (a multipart message or a single part). */
function part(raw: string, type: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const candidate of parts) {
    const [head = "", ...rest] = candidate.split(/\r?\n\r?\n/);
    if (!new RegExp(`^Content-Type: ${type}`, "mi").test(head)) continue;
    const body = rest.join("\n\n").replace(/\r?\n--[^\r\n]+--\s*$/, "");
    const encoding = header(head, "Content-Transfer-Encoding").toLowerCase();
    const decoded =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? fromQuotedPrintable(body)
          : body;
    return decoded.replace(/\r\n/g, "\n");
  }
  return "";
}

/** A real SMTP server on loopback that keeps what it receives: the outside world of mail, for tests. */
export async function startSmtpSink() {
  const messages: SinkMessage[] = [];
  const waiters: Array<() => void> = [];
  let failing = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        if (failing) return callback(new Error("mailbox unavailable"));
        const unfolded = raw.replace(/=\r?\n/g, "");
        const text = part(raw, "text/plain");
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: unfolded,
          subject: header(raw.split(/\r?\n\r?\n/)[0] ?? "", "Subject"),
          text,
          html: part(raw, "text/html"),
          // From the decoded text: a mail in Hindi travels base64-encoded, where the raw lines show no code.
          code: /\n {4}(\d{6})\n/.exec(text)?.[1] ?? /\n {4}(\d{6})\r?\n/.exec(unfolded)?.[1] ?? null,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Makes the next deliveries fail, as a mail provider outage would. */
    setFailing(value: boolean) {
      failing = value;
    },
    /** The newest message to `email` after `since` messages, waiting up to 5 s. */
    async next(email: string, since = 0): Promise<SinkMessage> {
      const deadline = Date.now() + 5000;
      while (true) {
        const found = messages.slice(since).findLast((message) => message.to.includes(email.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    count(email: string) {
      return messages.filter((message) => message.to.includes(email.toLowerCase())).length;
    },
    /**
     * The messages `match` picks, once there are at least `count` of them, waiting up
     * to `timeoutMs` (mail sent by background jobs arrives when it arrives).
     */
    async until(match: (message: SinkMessage) => boolean, count = 1, timeoutMs = 30_000): Promise<SinkMessage[]> {
      const deadline = Date.now() + timeoutMs;
      while (true) {
        const found = messages.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(`${found.length} of ${count} expected mails arrived in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    /**
     * An HTTP view of the mailbox for tests in other processes (the browser
     * suite): GET /latest?to=<email>&since=<n> waits for that mail, GET /count.
     */
    async serveInspector(): Promise<{ url: string; close(): Promise<void> }> {
      const http = createServer(async (req, res) => {
        const url = new URL(req.url ?? "/", "http://sink");
        const to = url.searchParams.get("to") ?? "";
        res.setHeader("content-type", "application/json");
        if (url.pathname === "/count") return res.end(JSON.stringify({ count: messages.length }));
        try {
          res.end(JSON.stringify(await this.next(to, Number(url.searchParams.get("since") ?? 0))));
        } catch {
          res.statusCode = 404;
          res.end(JSON.stringify({ message: `no mail to ${to}` }));
        }
      });
      await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
      const { port } = http.address() as { port: number };
      return {
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((resolve) => http.close(() => resolve())),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
