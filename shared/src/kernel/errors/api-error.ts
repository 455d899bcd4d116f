/**
 * The one error type of every API call in every app: the session service (fetch) and the
 * axios clients of the data layer both turn failures into it, so a page reads one shape and
 * a person always gets a sentence.
 */
import { API_TIMEOUT_MS } from '@qa/shared/kernel/constants';
export type ApiErrorKind =
  /** The server answered with an error status. */
  | 'http'
  /** The server could not be reached (offline, DNS, refused, CORS). */
  | 'network'
  /** Our own time limit ran out. */
  | 'timeout'
  /** A 2xx answer that is not what the call expects (a captive portal's HTML, a malformed session). */
  | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** The HTTP status; null when no answer came. */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
export const INVALID_SESSION_MESSAGE = 'The server did not return a valid session. Please try again later.';
/**
 * Whatever went wrong with a refresh that the server did not refuse (network, timeout, 5xx, a
 * 2xx that is not a session), the visitor reads this one sentence: the session is not lost.
 */
export const SESSION_OUTAGE_MESSAGE =
  "Can't reach the server right now. Your session is kept; we'll try again shortly.";

/** The server's `{message}` from an error body, or null. */
function serverMessage(body: unknown): string | null {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** An ApiError for an HTTP error answer: the server's message, else a clear fallback with the status. */
export function httpError(status: number, body: unknown): ApiError {
  const message =
    serverMessage(body) ?? `The server could not complete the request (HTTP ${status}). Please try again.`;
  return new ApiError(message, 'http', status);
}

/**
 * `fetch` with the API timeout, for the calls that must not wait for axios (the session, public
 * content): every failure is an ApiError like the data layer's (network, timeout, or the server's
 * status and message). Resolves with the parsed body (null when there is none) and the headers.
 */
export async function fetchAnswer(
  url: string | URL,
  init: RequestInit = {},
): Promise<{ body: unknown; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(timedOut ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, timedOut ? 'timeout' : 'network');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw httpError(response.status, body);
  return { body, headers: response.headers };
}

/** {@link fetchAnswer}'s body alone. */
export const fetchJson = async (url: string | URL, init: RequestInit = {}): Promise<unknown> =>
  (await fetchAnswer(url, init)).body;

/** A sentence a person can read, for any thrown value. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_MESSAGE;
}

/**
 * The server refused the session itself (400 or 401 from /auth/refresh): the stored refresh
 * token is spent or forged and must be forgotten. Anything else (network, timeout, 5xx, a
 * 2xx that is not a session) is an outage, and the token is kept for a later try.
 */
export function isSessionRefused(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 400 || error.status === 401);
}
