/** Addresses only this machine can reach. */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '::1'];

/**
 * Where the dev API listens: this machine only, unless HOST says otherwise. It holds test
 * accounts, a mail outbox and a stand-in sign-in, so a wider address comes with a warning.
 */
export function listenHost(
  env: Record<string, string | undefined>,
  warn: (message: string) => void = console.warn,
): string {
  const host = env['HOST'] || '127.0.0.1';
  if (!LOCAL_HOSTS.includes(host))
    warn(
      `dev-api: listening on ${host} makes the development API (test accounts, mail outbox, stand-in sign-in) reachable from other machines.`,
    );
  return host;
}
