/**
 * Whether a request that failed on the network may still have reached the provider. Only a
 * failure before the request left this machine (no connection, no address) is safe to retry;
 * a timeout or a connection dropped after sending may mean the SMS, e-mail or push went out,
 * and sending it again would reach a grandmother twice.
 */
const NEVER_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EADDRNOTAVAIL',
  'ERR_INVALID_URL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

interface NetworkError {
  name?: string;
  code?: unknown;
  message?: string;
  cause?: unknown;
}

/** The error codes along the cause chain (fetch wraps the socket's error in `cause`). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current = error as NetworkError | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if (typeof current.code === 'string') codes.push(current.code);
    if (current.name === 'TimeoutError' || current.name === 'AbortError') codes.push(current.name);
    current = current.cause as NetworkError | undefined;
  }
  return codes;
}

export function networkFailure(error: unknown): { mayHaveArrived: boolean; detail: string } {
  const codes = errorCodes(error);
  const detail = codes[codes.length - 1] ?? (error as NetworkError)?.message ?? String(error);
  return { mayHaveArrived: !codes.some((code) => NEVER_SENT_CODES.has(code)), detail };
}
