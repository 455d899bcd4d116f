/**
 * The host's signals as OTLP/HTTP JSON log records (an `ExportLogsServiceRequest`), so production can
 * point `signalsUrl` at any OpenTelemetry collector. Attribute names: docs/releasing.md "Signals per
 * remote and version". Nothing here names a person: no user id, no e-mail, no query string.
 */
import type { ReleaseEvent, ReleaseRole } from '../federation/release-events';

/** A release event and when it happened, waiting to become a record. */
export interface Captured {
  event: ReleaseEvent;
  timeMs: number;
}
export type Report = (captured: Captured) => void;

export type OtlpValue = { stringValue: string } | { intValue: string } | { doubleValue: number };
export interface OtlpKeyValue {
  key: string;
  value: OtlpValue;
}
export type SeverityText = 'INFO' | 'WARN' | 'ERROR';
export interface OtlpLogRecord {
  timeUnixNano: string;
  severityNumber: number;
  severityText: SeverityText;
  body: { stringValue: string };
  attributes: OtlpKeyValue[];
}
export interface OtlpLogsRequest {
  resourceLogs: {
    resource: { attributes: OtlpKeyValue[] };
    scopeLogs: { scope: { name: string }; logRecords: OtlpLogRecord[] }[];
  }[];
}

/** A remote version as the page's container names it (`data-remote*`), for a vital. */
export interface RemoteOfElement {
  remote: string;
  version: string;
  role: ReleaseRole | string;
  manifestUrl?: string;
}

export interface VitalSample {
  name: 'LCP' | 'INP' | 'CLS';
  value: number;
  rating: string;
  /** The remote that owns the element or the interaction; none: the host's own. */
  owner?: RemoteOfElement;
}

/** OTLP SeverityNumber of each text (INFO, WARN, ERROR). */
const SEVERITY: Record<SeverityText, number> = { INFO: 9, WARN: 13, ERROR: 17 };
export const MAX_MESSAGE_LENGTH = 300;

const str = (key: string, value: string): OtlpKeyValue => ({ key, value: { stringValue: value } });

/** A URL without its query and fragment (they may carry tokens or personal data). */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/** An error message fit to send: URLs lose their queries, e-mail addresses go, at most 300 characters. */
export function cleanMessage(message: string): string {
  return message
    .replace(/(\b[a-z][\w+.-]*:\/\/[^\s?#]*)[?#][^\s]*/gi, '$1')
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[e-mail]')
    .slice(0, MAX_MESSAGE_LENGTH);
}

function remoteAttributes(owner: RemoteOfElement): OtlpKeyValue[] {
  const attributes = [
    str('remote.name', owner.remote),
    str('remote.version', owner.version || 'unknown'),
    str('remote.role', owner.role),
  ];
  if (owner.manifestUrl) attributes.push(str('remote.manifest_url', withoutQuery(owner.manifestUrl)));
  return attributes;
}

const ofRelease = (release: {
  remote: string;
  version?: string;
  role: string;
  manifestUrl: string;
}): RemoteOfElement => ({
  remote: release.remote,
  version: release.version ?? 'unknown',
  role: release.role,
  manifestUrl: release.manifestUrl,
});

function record(timeMs: number, severity: SeverityText, name: string, attributes: OtlpKeyValue[]): OtlpLogRecord {
  return {
    // Milliseconds as nanoseconds, written as digits: OTLP JSON carries 64-bit integers as strings.
    timeUnixNano: `${Math.max(0, Math.round(timeMs))}000000`,
    severityNumber: SEVERITY[severity],
    severityText: severity,
    body: { stringValue: name },
    attributes: [str('event.name', name), ...attributes],
  };
}

/** One record per release event. */
export function recordOfEvent(event: ReleaseEvent, timeMs: number): OtlpLogRecord {
  switch (event.type) {
    case 'load':
      return record(timeMs, 'INFO', 'remote.load', [
        ...remoteAttributes(ofRelease(event.release)),
        { key: 'load.duration_ms', value: { intValue: String(Math.max(0, Math.round(event.durationMs))) } },
      ]);
    case 'load-failure':
      return record(timeMs, 'ERROR', 'remote.load_failure', [
        ...remoteAttributes(ofRelease(event.release)),
        str('load.stage', event.stage),
        str('error.message', cleanMessage(event.message)),
      ]);
    case 'fallback':
      return record(timeMs, 'ERROR', 'remote.fallback', [
        ...remoteAttributes(ofRelease(event.from)),
        str('fallback.to_version', event.to.version ?? 'unknown'),
        str('fallback.to_role', event.to.role),
        str('fallback.reason', cleanMessage(event.reason)),
      ]);
    case 'error':
      return record(timeMs, 'ERROR', 'remote.error', [
        ...remoteAttributes(ofRelease(event.release)),
        str('error.source', event.source),
        str('error.message', cleanMessage(event.message)),
      ]);
    case 'preview-refused':
      return record(timeMs, 'WARN', 'remote.preview_refused', [
        str('remote.name', event.remote),
        str('preview.origin', withoutQuery(event.origin)),
        str('preview.reason', cleanMessage(event.reason)),
      ]);
  }
}

export function recordOfVital(vital: VitalSample, timeMs: number): OtlpLogRecord {
  return record(timeMs, 'INFO', 'web_vital', [
    ...(vital.owner ? remoteAttributes(vital.owner) : []),
    str('vital.name', vital.name),
    { key: 'vital.value', value: { doubleValue: vital.value } },
    str('vital.rating', vital.rating),
  ]);
}

export interface Resource {
  hostVersion: string;
  sessionId: string;
}

/** The request body around a batch of records. */
export function logsRequest(resource: Resource, logRecords: OtlpLogRecord[]): OtlpLogsRequest {
  return {
    resourceLogs: [
      {
        resource: {
          attributes: [
            str('service.name', 'qa-host'),
            str('service.version', resource.hostVersion),
            str('session.id', resource.sessionId),
          ],
        },
        scopeLogs: [{ scope: { name: 'qa-host.signals' }, logRecords }],
      },
    ],
  };
}
