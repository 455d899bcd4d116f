/**
 * A visitor's bucket (0–99) for a canary: the same visitor, remote and canary URL always give the
 * same bucket. No imports, so the e2e suite computes the host's very buckets from this file.
 */
/** FNV-1a (32 bits) with a final avalanche step, so ids that differ in one character spread evenly. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function bucketOf(visitor: string, remote: string, canaryUrl: string): number {
  return hash(`${visitor}|${remote}|${canaryUrl}`) % 100;
}
