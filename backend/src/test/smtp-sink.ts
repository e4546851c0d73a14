import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually';

/** A mail as the SMTP server received it, parsed. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** header name (lower case) → its raw value, as the SMTP server received it */
  headers: Map<string, string>;
  at: number;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:{port}, for SMTP_URL */
  url: string;
  received: ReceivedMail[];
  /** Waits until `count` mails matching `filter` arrived (default: any). */
  waitFor(
    count: number,
    filter?: (m: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port (the `smtp-server` package): the app's nodemailer
 * speaks SMTP to it exactly as to a production relay, and the tests read what arrived.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          received.push({
            to: to ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
            headers: new Map(
              parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            ),
            at: Date.now(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(count, filter = () => true, timeoutMs = 20_000) {
      return eventually(
        () => {
          const matching = received.filter(filter);
          if (matching.length < count)
            throw new Error(`${matching.length} of ${count} mails arrived`);
          return matching;
        },
        { timeoutMs },
      );
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
