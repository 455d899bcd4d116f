/**
 * What every request goes through before a route: the Host check, the JSON body parser, CORS (a
 * preflight from a foreign origin is refused outright) and the security headers.
 */
import { hostname } from 'node:os';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { hostHeaderNames, LOOPBACK_HOSTS } from './local-hosts.ts';

// The site may be opened at localhost, 127.0.0.1 or the machine's own name.
const LOCAL_HOSTS = new Set([...LOOPBACK_HOSTS, hostname().toLowerCase()]);

export function isLocalOrigin(origin: string): boolean {
  try {
    return LOCAL_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** A caller on this machine: the socket's peer, not a header a client could write. */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** onRequest hook of the development-only routes (mail outbox, stand-in provider). */
export async function refuseRemoteCallers(request: FastifyRequest): Promise<void> {
  if (!isLoopbackCaller(request)) {
    throw new HttpError(403, 'This development route answers only callers on the machine it runs on.');
  }
}

/**
 * JSON bodies: an empty body counts as none (a bare PUT), and a body carrying `__proto__` or
 * `constructor.prototype` keys is refused, so no later spread or merge can poison an object.
 */
function registerJsonParser(app: FastifyInstance): void {
  const safeParse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    safeParse(request, text, (error, value) => {
      if (!error) return done(null, value);
      try {
        JSON.parse(text); // well-formed, so the safe parser refused a poisoning key
      } catch {
        return done(new HttpError(400, 'The request body is not valid JSON.'), undefined);
      }
      done(
        new HttpError(400, 'The request body may not contain "__proto__" or "constructor.prototype" keys.'),
        undefined,
      );
    });
  });
}

/**
 * Every route answers only requests addressed to this machine (or to `publicUrl`, the API's own
 * address when it is deployed under a name): a page whose name was rebound to 127.0.0.1 reaches the
 * socket from this machine, but its Host header still carries its own name.
 */
function registerHostCheck(app: FastifyInstance, publicUrl: string): void {
  const names = new Set([...LOOPBACK_HOSTS, new URL(publicUrl).hostname]);
  const message = `This API answers only requests addressed to ${[...names].join(', ').replace(/, ([^,]*)$/, ' or $1')}.`;
  app.addHook('onRequest', async (request, reply) => {
    if (!hostHeaderNames(request.headers.host, names)) return reply.code(421).send({ message });
  });
}

export async function registerHttpSafety(app: FastifyInstance, publicUrl: string): Promise<void> {
  registerHostCheck(app, publicUrl);
  registerJsonParser(app);

  await app.register(helmet, {
    // The API answers JSON, scripts, images and video; nothing it serves needs more than inline
    // styles (the SVGs, the stand-in provider page, which sets its own form-action).
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    // The site (another origin) shows the API's images and video and runs its chat widget and
    // tag-manager scripts: `same-origin`, helmet's default, would block every one of them.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // A local tool on plain HTTP: HSTS would be ignored there, and would pin every other local
    // server on that name to HTTPS if the API were ever reached through an HTTPS proxy.
    strictTransportSecurity: false,
  });

  // Before the CORS plugin's own hook: it would answer a foreign preflight 204 without CORS headers,
  // which a browser refuses too, but says nothing to whoever reads the response.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (
      request.method === 'OPTIONS' &&
      origin !== undefined &&
      request.headers['access-control-request-method'] !== undefined &&
      !isLocalOrigin(origin)
    ) {
      return reply.code(403).send({ message: 'Origin not allowed.' });
    }
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined ? false : isLocalOrigin(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Location'],
    // Retry-After: the site may say when to try again after a 429
    exposedHeaders: ['X-WP-Total', 'X-WP-TotalPages', 'Retry-After'],
    credentials: true,
    maxAge: 600,
  });
}
