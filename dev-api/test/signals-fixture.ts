/** OTLP/HTTP JSON logs requests shaped as the host sends them (host/src/telemetry/otlp-records.ts). */
type Value = { stringValue: string } | { intValue: string } | { doubleValue: number };

export interface RecordSpec {
  event: string;
  remote?: string;
  version?: string;
  role?: string;
  timeMs?: number;
  extra?: Record<string, Value>;
}

const str = (value: string) => ({ stringValue: value });

export function logRecord({
  event,
  remote = 'platform',
  version = '1.0.0',
  role = 'stable',
  timeMs = Date.now(),
  extra = {},
}: RecordSpec) {
  const attributes: Record<string, Value> = {
    'event.name': str(event),
    'remote.name': str(remote),
    'remote.version': str(version),
    'remote.role': str(role),
    'remote.manifest_url': str(`http://127.0.0.1:8082/${version}/mf-manifest.json`),
    ...extra,
  };
  return {
    timeUnixNano: `${timeMs}000000`,
    severityNumber: event === 'remote.load' || event === 'web_vital' ? 9 : 17,
    severityText: event === 'remote.load' || event === 'web_vital' ? 'INFO' : 'ERROR',
    body: str(event),
    attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })),
  };
}

export const vital = (name: 'LCP' | 'INP' | 'CLS', value: number, spec: Omit<RecordSpec, 'event'> = {}) =>
  logRecord({
    ...spec,
    event: 'web_vital',
    extra: { 'vital.name': str(name), 'vital.value': { doubleValue: value }, 'vital.rating': str('good') },
  });

/** `records` may be anything: tests send records of wrong types too. */
export function logsRequest(sessionId: string, records: unknown[]) {
  return {
    resourceLogs: [
      {
        resource: {
          attributes: [
            { key: 'service.name', value: str('qa-host') },
            { key: 'service.version', value: str('0.1.0') },
            { key: 'session.id', value: str(sessionId) },
          ],
        },
        scopeLogs: [{ scope: { name: 'qa-host.signals' }, logRecords: records }],
      },
    ],
  };
}
