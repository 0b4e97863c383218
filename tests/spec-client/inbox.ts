/**
 * The person's mailbox: the e-mail the api sent, as delivered by the mail provider (locally, the
 * SendGrid fake's record of it). Reading your own e-mail is what any client's user does; it is not
 * a way into the api.
 */
const SINKS_URL = process.env.SPEC_CLIENT_MAILBOX_URL ?? `http://127.0.0.1:${9300 + (Number(process.env.STACK_PORT_OFFSET ?? 0) || 0)}`;

async function mailsTo(email: string): Promise<Array<{ subject?: string; text?: string }>> {
  const response = await fetch(`${SINKS_URL}/api/messages?${new URLSearchParams({ provider: 'sendgrid', to: email })}`);
  return (await response.json()) as Array<{ subject?: string; text?: string }>;
}

/** The newest link of this shape in the address's mail, waiting a little for the mail to arrive. */
async function newestLink(email: string, pattern: RegExp, what: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const links = (await mailsTo(email)).flatMap((mail) => pattern.exec(mail.text ?? '') ?? []);
    if (links.length > 0) return links.at(-1)!;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no ${what} reached ${email}`);
}

export const inbox = {
  /** The newest password-reset link sent to the address, waiting a little for the mail to arrive. */
  resetLink(email: string, timeoutMs = 15_000): Promise<string> {
    return newestLink(email, /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/, 'reset link', timeoutMs);
  },
  /** The newest e-mail verification link sent to the address (the one registration sends): a page of the web app. */
  verificationLink(email: string, timeoutMs = 20_000): Promise<string> {
    return newestLink(email, /https?:\/\/\S+\/verify-email\?oobCode=[^\s"<]+/, 'verification link', timeoutMs);
  },
};
