import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A local SMTP server taking every mail (plain, no TLS, no login); `refuse` makes it answer 550. */
export async function smtpSink(): Promise<{ url: string; received: Received[]; refuse: (on: boolean) => void; close: () => Promise<void> }> {
  const received: Received[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusing) return done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (on) => {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
