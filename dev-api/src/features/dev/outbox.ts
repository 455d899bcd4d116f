import type { Db } from '../../db/connection.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  link?: string;
}

/** Development stand-in for sending e-mail: the message lands in the outbox table. */
export function sendMail(db: Db, mail: Mail): void {
  db.prepare('INSERT INTO outbox (to_email, subject, body, link) VALUES (?, ?, ?, ?)').run(
    mail.to,
    mail.subject,
    mail.body,
    mail.link ?? null,
  );
}
