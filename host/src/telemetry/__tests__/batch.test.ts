import { createBatch } from '../batch';
import { recordOfEvent, type OtlpLogsRequest } from '../otlp-records';

const resource = { hostVersion: '0.1.0', sessionId: 'b'.repeat(32) };
const record = (message: string) =>
  recordOfEvent(
    {
      type: 'error',
      release: {
        remote: 'marketing',
        role: 'stable',
        manifestUrl: 'http://127.0.0.1:8081/mf-manifest.json',
        version: '1.0.0',
      },
      source: 'uncaught',
      message,
    },
    Date.now(),
  );
const messages = (body: string | null) =>
  (JSON.parse(body ?? '{}') as OtlpLogsRequest).resourceLogs[0]?.scopeLogs[0]?.logRecords.map(
    (r) => r.attributes.find((a) => a.key === 'error.message')?.value,
  );

it('an empty batch gives no body', () => {
  expect(createBatch(resource).takeBody()).toBeNull();
});

it('taking the body empties the batch', () => {
  const batch = createBatch(resource);
  batch.add(record('one'));
  expect(messages(batch.takeBody())).toEqual([{ stringValue: 'one' }]);
  expect(batch.size).toBe(0);
  expect(batch.takeBody()).toBeNull();
});

it('records past the cap of a minute are dropped until the next minute', () => {
  let now = 0;
  const batch = createBatch(resource, { perMinute: 2, maxQueued: 100, maxBodyBytes: 65_536 }, () => now);
  expect([batch.add(record('1')), batch.add(record('2')), batch.add(record('3'))]).toEqual([true, true, false]);
  now = 60_000;
  expect(batch.add(record('4'))).toBe(true);
  expect(messages(batch.takeBody())).toEqual([{ stringValue: '1' }, { stringValue: '2' }, { stringValue: '4' }]);
});

it('a body over the size cap drops the oldest records and stays within it', () => {
  const batch = createBatch(resource, { perMinute: 1000, maxQueued: 1000, maxBodyBytes: 64 * 1024 });
  for (let i = 0; i < 400; i += 1) batch.add(record(`${i} ${'x'.repeat(290)}`));
  const body = batch.takeBody() ?? '';
  expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(64 * 1024);
  const kept = messages(body) ?? [];
  expect(kept.length).toBeGreaterThan(50);
  expect(kept.at(-1)).toEqual({ stringValue: `399 ${'x'.repeat(290)}` });
  expect(kept[0]).not.toEqual({ stringValue: `0 ${'x'.repeat(290)}` });
});

it('the queue keeps at most maxQueued records, the newest', () => {
  const batch = createBatch(resource, { perMinute: 1000, maxQueued: 2, maxBodyBytes: 65_536 });
  for (const m of ['1', '2', '3']) batch.add(record(m));
  expect(messages(batch.takeBody())).toEqual([{ stringValue: '2' }, { stringValue: '3' }]);
});
