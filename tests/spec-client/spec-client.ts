/**
 * A client of the /api contract written only from the spec's call lists (part 1 §7, part 2 §7):
 * the paths, payloads and response keys written there, the token the api answers, nothing else.
 * It imports nothing of ours (no declarations, no Admin SDK, no emulator side channel): it is
 * what the native app, a second browser tab or a relative's script would be.
 */
export const BASE_URL = process.env.SPEC_CLIENT_BASE_URL ?? `http://127.0.0.1:${5000 + (Number(process.env.STACK_PORT_OFFSET ?? 0) || 0)}`;

export interface Answer {
  status: number;
  body: unknown;
}

export class SpecClient {
  /** "Every request carries an Authorization header with a Bearer token when a token exists." */
  token: string | undefined;

  constructor(readonly name: string) {}

  async call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, options: { anonymous?: boolean } = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.token && !options.anonymous) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${BASE_URL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: the assertion shows the text
    }
    return { status: response.status, body: parsed };
  }

  get = (path: string, options?: { anonymous?: boolean }) => this.call('GET', path, undefined, options);
  post = (path: string, body?: unknown, options?: { anonymous?: boolean }) => this.call('POST', path, body, options);
  patch = (path: string, body: unknown) => this.call('PATCH', path, body);
  delete = (path: string, body?: unknown) => this.call('DELETE', path, body);

  /** "POST /api/auth/login → token; stored." */
  async login(email: string, password: string): Promise<Answer> {
    const answer = await this.post('/api/auth/login', { email, password });
    if (answer.status === 200) this.token = field<string>(answer.body, 'token');
    return answer;
  }

  /** "POST /api/admin/login → token" (the admin panel keeps it as its bearer token). */
  async adminLogin(username: string, password: string): Promise<Answer> {
    const answer = await this.post('/api/admin/login', { username, password });
    if (answer.status === 200) this.token = field<string>(answer.body, 'token');
    return answer;
  }
}

/** A key of an answer, or a failed test naming what was missing. */
export function field<T>(body: unknown, key: string): T {
  if (!body || typeof body !== 'object' || !(key in body)) throw new Error(`the answer has no "${key}": ${JSON.stringify(body)?.slice(0, 300)}`);
  return (body as Record<string, T>)[key] as T;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@spec.bebek`;
}

/** A Turkish mobile number as a person types it ('05xx xxx xx xx', the spec's placeholder). */
export function mobileNumber(): string {
  return `0532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}
