/**
 * Caps of POST /v1/logs per minute: records per visitor (the payload's session.id, with the caller's
 * IP), and requests and records per IP (a client that invents a session id per request). Fixed
 * one-minute windows in memory; the map of counters is swept when it grows.
 */
export interface IntakeLimits {
  recordsPerSession: number;
  recordsPerIp: number;
  requestsPerIp: number;
}

export const defaultIntakeLimits: IntakeLimits = { recordsPerSession: 600, recordsPerIp: 6_000, requestsPerIp: 600 };

const WINDOW_MS = 60_000;
const SWEEP_AT = 10_000;

export function createIntakeCounter(limits: IntakeLimits, now: () => number = Date.now) {
  const counts = new Map<string, { n: number; resetAt: number }>();
  const entry = (key: string, time: number) => {
    let e = counts.get(key);
    if (!e || e.resetAt <= time) {
      if (counts.size >= SWEEP_AT) for (const [k, v] of counts) if (v.resetAt <= time) counts.delete(k);
      e = { n: 0, resetAt: time + WINDOW_MS };
      counts.set(key, e);
    }
    return e;
  };
  return {
    /**
     * Counts a request of `records` records per session id; returns the seconds to wait when a cap is
     * reached (nothing is counted then), or 0.
     */
    take(ip: string, records: Map<string, number>): number {
      const time = now();
      const total = [...records.values()].reduce((a, b) => a + b, 0);
      const requests = entry(`req|${ip}`, time);
      const perIp = entry(`ip|${ip}`, time);
      const sessions = [...records].map(([id, n]) => [entry(`s|${ip}|${id}`, time), n] as const);
      const over = [
        requests.n + 1 > limits.requestsPerIp ? requests : null,
        perIp.n + total > limits.recordsPerIp ? perIp : null,
        ...sessions.map(([e, n]) => (e.n + n > limits.recordsPerSession ? e : null)),
      ].filter((e) => e !== null);
      if (over.length > 0) return Math.max(1, Math.ceil((Math.max(...over.map((e) => e.resetAt)) - time) / 1000));
      requests.n += 1;
      perIp.n += total;
      for (const [e, n] of sessions) e.n += n;
      return 0;
    },
  };
}
