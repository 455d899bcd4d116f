/**
 * Reads an OTLP/HTTP JSON `ExportLogsServiceRequest` (the opentelemetry-proto logs service) into the
 * rows the signals store keeps. The structure is checked where it is read: a field of the wrong
 * type is a 400 naming its path. Fields the reader does not know are ignored, as OTLP asks of a
 * receiver. Only records of the host's signals (docs/releasing.md) are kept; others are counted as
 * rejected in the answer's `partialSuccess`.
 */
import { badRequest } from '../../lib/errors.ts';

export const SIGNAL_EVENTS = new Set([
  'remote.load',
  'remote.load_failure',
  'remote.fallback',
  'remote.error',
  'web_vital',
  'remote.preview_refused',
]);

/** One stored record: its columns, and its other attributes (strings and numbers) as they came. */
export interface SignalRecord {
  timeMs: number;
  sessionId: string;
  event: string;
  remote: string | null;
  version: string | null;
  role: string | null;
  manifestUrl: string | null;
  vital: string | null;
  value: number | null;
  attributes: Record<string, string | number | boolean>;
}

export interface ReadLogs {
  records: SignalRecord[];
  rejected: number;
  reason?: string;
}

type Scalar = string | number | boolean;
const MAX_DEPTH = 8;
const MAX_TEXT = 1_000;
/** A record's time further from the receipt than this is replaced by the receipt's (a wrong clock). */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function objectAt(value: unknown, path: string): Record<string, unknown> {
  if (!isObject(value)) throw badRequest(`${path}: expected an object.`);
  return value;
}

/** An optional repeated field: absent is empty. */
function listAt(value: unknown, path: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${path}: expected an array.`);
  return value;
}

function optionalString(value: unknown, path: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${path}: expected a string.`);
  return value;
}

/** A 64-bit integer: OTLP JSON writes it as a string of digits; a JSON number is accepted too. */
function int64At(value: unknown, path: string, signed: boolean): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && (signed || value >= 0)) return BigInt(value);
  if (typeof value === 'string' && (signed ? /^-?\d{1,19}$/ : /^\d{1,20}$/).test(value)) return BigInt(value);
  throw badRequest(`${path}: expected a ${signed ? '' : 'non-negative '}64-bit integer as a string of digits.`);
}

/** An AnyValue: its scalar (arrays and key-value lists are checked, not kept). */
function anyValue(value: unknown, path: string, depth = 0): Scalar | undefined {
  if (depth > MAX_DEPTH) throw badRequest(`${path}: nested too deep.`);
  const v = objectAt(value, path);
  if (v['stringValue'] !== undefined) return optionalString(v['stringValue'], `${path}.stringValue`);
  if (v['boolValue'] !== undefined) {
    if (typeof v['boolValue'] !== 'boolean') throw badRequest(`${path}.boolValue: expected true or false.`);
    return v['boolValue'];
  }
  if (v['intValue'] !== undefined) return Number(int64At(v['intValue'], `${path}.intValue`, true));
  if (v['doubleValue'] !== undefined) {
    if (typeof v['doubleValue'] !== 'number') throw badRequest(`${path}.doubleValue: expected a number.`);
    return v['doubleValue'];
  }
  if (v['bytesValue'] !== undefined) return void optionalString(v['bytesValue'], `${path}.bytesValue`);
  if (v['arrayValue'] !== undefined) {
    const list = objectAt(v['arrayValue'], `${path}.arrayValue`);
    listAt(list['values'], `${path}.arrayValue.values`).forEach((item, i) =>
      anyValue(item, `${path}.arrayValue.values[${i}]`, depth + 1),
    );
  }
  if (v['kvlistValue'] !== undefined) {
    const list = objectAt(v['kvlistValue'], `${path}.kvlistValue`);
    keyValues(list['values'], `${path}.kvlistValue.values`, depth + 1);
  }
  return undefined;
}

function keyValues(value: unknown, path: string, depth = 0): Map<string, Scalar> {
  const out = new Map<string, Scalar>();
  listAt(value, path).forEach((item, i) => {
    const kv = objectAt(item, `${path}[${i}]`);
    const key = optionalString(kv['key'], `${path}[${i}].key`);
    if (key === undefined) throw badRequest(`${path}[${i}].key: expected a string.`);
    const scalar = kv['value'] === undefined ? undefined : anyValue(kv['value'], `${path}[${i}].value`, depth);
    if (scalar !== undefined) out.set(key, typeof scalar === 'string' ? scalar.slice(0, MAX_TEXT) : scalar);
  });
  return out;
}

const text = (attributes: Map<string, Scalar>, key: string): string | null => {
  const value = attributes.get(key);
  return typeof value === 'string' && value !== '' ? value.slice(0, 200) : null;
};

function timeOf(record: Record<string, unknown>, path: string, receivedMs: number): number {
  const nanos =
    int64At(record['timeUnixNano'], `${path}.timeUnixNano`, false) ??
    int64At(record['observedTimeUnixNano'], `${path}.observedTimeUnixNano`, false);
  const ms = nanos === undefined || nanos === 0n ? receivedMs : Number(nanos / 1_000_000n);
  return ms > receivedMs || ms < receivedMs - MAX_CLOCK_SKEW_MS ? receivedMs : ms;
}

/** Reads the request; throws a 400 naming the first field of a wrong type. */
export function readLogsRequest(body: unknown, receivedMs: number): ReadLogs {
  const request = objectAt(body, 'request');
  if (!('resourceLogs' in request))
    throw badRequest('request: expected an OTLP ExportLogsServiceRequest (resourceLogs).');
  const records: SignalRecord[] = [];
  let rejected = 0;
  let reason: string | undefined;
  listAt(request['resourceLogs'], 'resourceLogs').forEach((item, r) => {
    const path = `resourceLogs[${r}]`;
    const resourceLogs = objectAt(item, path);
    const resource =
      resourceLogs['resource'] === undefined ? {} : objectAt(resourceLogs['resource'], `${path}.resource`);
    const sessionId = text(keyValues(resource['attributes'], `${path}.resource.attributes`), 'session.id');
    listAt(resourceLogs['scopeLogs'], `${path}.scopeLogs`).forEach((scopeItem, s) => {
      const scopePath = `${path}.scopeLogs[${s}]`;
      const scopeLogs = objectAt(scopeItem, scopePath);
      listAt(scopeLogs['logRecords'], `${scopePath}.logRecords`).forEach((recordItem, l) => {
        const recordPath = `${scopePath}.logRecords[${l}]`;
        const record = objectAt(recordItem, recordPath);
        optionalString(record['severityText'], `${recordPath}.severityText`);
        if (record['severityNumber'] !== undefined && !Number.isInteger(record['severityNumber'])) {
          throw badRequest(`${recordPath}.severityNumber: expected an integer.`);
        }
        const bodyValue = record['body'] === undefined ? undefined : anyValue(record['body'], `${recordPath}.body`);
        const attributes = keyValues(record['attributes'], `${recordPath}.attributes`);
        const timeMs = timeOf(record, recordPath, receivedMs);
        const event = text(attributes, 'event.name') ?? (typeof bodyValue === 'string' ? bodyValue : null);
        if (!sessionId || !event || !SIGNAL_EVENTS.has(event)) {
          rejected += 1;
          reason ??= !sessionId ? 'Records need a session.id resource attribute.' : 'Unknown event.name.';
          return;
        }
        const value = attributes.get('vital.value');
        records.push({
          timeMs,
          sessionId,
          event,
          remote: text(attributes, 'remote.name'),
          version: text(attributes, 'remote.version'),
          role: text(attributes, 'remote.role'),
          manifestUrl: text(attributes, 'remote.manifest_url'),
          vital: text(attributes, 'vital.name'),
          value: typeof value === 'number' && Number.isFinite(value) ? value : null,
          attributes: Object.fromEntries(attributes),
        });
      });
    });
  });
  return { records, rejected, reason };
}
