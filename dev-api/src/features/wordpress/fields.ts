/** WordPress `_fields`: keep only the listed top-level or dotted nested fields (`a,b.c`). */
export function pickFields(item: Record<string, unknown>, fields: string | undefined): Record<string, unknown> {
  if (!fields) return item;
  const out: Record<string, unknown> = {};
  for (const raw of fields.split(',')) {
    const path = raw.trim().split('.').filter(Boolean);
    if (path.length > 0) copyPath(item, out, path);
  }
  return out;
}

function copyPath(from: Record<string, unknown>, to: Record<string, unknown>, path: string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || !(head in from)) return;
  const value = from[head];
  if (rest.length === 0) {
    to[head] = value;
    return;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
  const target = (to[head] ??= {}) as Record<string, unknown>;
  copyPath(value as Record<string, unknown>, target, rest);
}
