import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

export interface SinkMessage {
  to: string[];
  raw: string;
  subject: string;
  /** The 6-digit code of a verification mail (the indented line of the text part). */
  code: string | null;
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
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: unfolded,
          subject: /^Subject: (.*)$/m.exec(unfolded)?.[1]?.trim() ?? "",
          code: /\n {4}(\d{6})\r?\n/.exec(unfolded)?.[1] ?? null,
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
