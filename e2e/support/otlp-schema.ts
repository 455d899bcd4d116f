/**
 * Tests' check of an OTLP/HTTP JSON logs payload against the real opentelemetry-proto schema: the
 * protobuf.js module generated from the .proto files that @opentelemetry/otlp-transformer 0.57
 * ships (its last version that ships one). A payload passes when the schema reads it and writes it
 * back unchanged: every field is one the schema has, and every value has the field's type (64-bit
 * integers as strings of digits, enums as numbers, the OTLP JSON encoding), and it encodes to binary.
 */
import root from '@opentelemetry/otlp-transformer/build/src/generated/root.js';

/** The generated static code of one message type (its .d.ts types none of it). */
interface MessageType {
  fromObject(object: Record<string, unknown>): unknown;
  encode(message: unknown): { finish(): Uint8Array };
  decode(bytes: Uint8Array): unknown;
  toObject(
    message: unknown,
    options: { longs: StringConstructor; enums: NumberConstructor; defaults: boolean },
  ): unknown;
}
type Generated = {
  opentelemetry: { proto: { collector: { logs: { v1: { ExportLogsServiceRequest: MessageType } } } } };
};

const ExportLogsServiceRequest = (root as unknown as Generated).opentelemetry.proto.collector.logs.v1
  .ExportLogsServiceRequest;

function firstDifference(expected: unknown, actual: unknown, path: string): string | null {
  if (typeof expected !== typeof actual || Array.isArray(expected) !== Array.isArray(actual)) {
    return `${path}: ${JSON.stringify(expected)} is not of the schema's type (read as ${JSON.stringify(actual)})`;
  }
  if (expected === null || typeof expected !== 'object') {
    return Object.is(expected, actual)
      ? null
      : `${path}: ${JSON.stringify(expected)} reads as ${JSON.stringify(actual)}`;
  }
  const a = actual as Record<string, unknown>;
  const e = expected as Record<string, unknown>;
  for (const key of Object.keys(e)) {
    if (!(key in a)) return `${path}.${key}: not a field of the schema (or an empty default value)`;
    const difference = firstDifference(e[key], a[key], `${path}.${key}`);
    if (difference) return difference;
  }
  for (const key of Object.keys(a)) if (!(key in e)) return `${path}.${key}: added by the schema`;
  return null;
}

/** Null when `payload` is a valid `ExportLogsServiceRequest` in OTLP JSON, else the first problem. */
export function otlpLogsProblem(payload: unknown): string | null {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return 'not a JSON object';
  try {
    const message = ExportLogsServiceRequest.fromObject(payload as Record<string, unknown>);
    const binary = ExportLogsServiceRequest.encode(message).finish();
    const read = ExportLogsServiceRequest.toObject(ExportLogsServiceRequest.decode(binary), {
      longs: String,
      enums: Number,
      defaults: false,
    });
    return firstDifference(payload, read, 'request');
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
