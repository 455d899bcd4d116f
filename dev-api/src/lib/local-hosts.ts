/**
 * The names under which this machine is reached: the dev API accepts only these in the Host header,
 * and the apps' dev servers allow them too (scripts/webpack/create-app-config.mjs reads this list).
 * No imports: the webpack config loads this file on its own.
 */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

// A name (or a bracketed IPv6 address) and an optional port of digits, nothing before or after.
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/i;

/**
 * True when the Host header names one of `names` (lower case, brackets around IPv6), with any port
 * or none. DNS rebinding sends the attacker's own name here, which is never one of them.
 */
export function hostHeaderNames(header: string | undefined, names: ReadonlySet<string>): boolean {
  const name = HOST_HEADER.exec(header ?? '')?.[1];
  return name !== undefined && names.has(name.toLowerCase());
}
