import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { logger } from '../common/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries, logged when mail goes to files (development). */
  link?: string;
  /** Extra headers (List-Unsubscribe of the notices). */
  headers?: Record<string, string>;
}

/**
 * Real mail through nodemailer: SMTP when SMTP_URL is set, otherwise an RFC 822 `.eml` file per
 * message under DATA_DIR/mail (open it with any mail client; the link is also logged).
 * Only the mail job calls it: requests queue their mail (jobs/queue.ts `enqueue`) in the
 * transaction that causes it, and never wait for an SMTP server.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly mailDir?: string;

  constructor(options: { smtpUrl?: string; from: string; dataDir: string }) {
    this.from = options.from;
    if (options.smtpUrl) {
      // bounded waits: a hung SMTP server must fail the job (it is retried), not hold a worker
      this.transport = nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    } else {
      this.mailDir = path.join(options.dataDir, 'mail');
      this.transport = nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
      });
    }
  }

  private readonly from: string;

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
    if (this.mailDir) {
      fs.mkdirSync(this.mailDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(
        this.mailDir,
        `${Date.now()}-${process.hrtime.bigint()}-${safeTo}.eml`,
      );
      fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
      logger.info(
        { to: message.to, subject: message.subject, link: message.link, file },
        'mail written',
      );
    } else {
      logger.info({ to: message.to, subject: message.subject }, 'mail sent');
    }
  }
}
