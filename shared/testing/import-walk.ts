/**
 * Walks the value imports of TypeScript sources: relative imports and `@qa/shared/...` requests
 * are followed into their files, every other request is collected. Type-only imports are skipped
 * (they vanish at compile time). Used by the contract tests and by the webpack factory (which
 * loads it through scripts/lib/import-ts.mjs, so it imports nothing but Node built-ins).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const importPattern =
  /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const SHARED_PREFIX = '@qa/shared/';

function resolveFile(base: string): string | null {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Value imports of one source file; without `dynamic`, its static ones only (no `import()`). */
export function importsOf(source: string, { dynamic = true }: { dynamic?: boolean } = {}): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    if (match[1] || (match[3] && !dynamic)) continue;
    const request = match[2] ?? match[3];
    if (request) found.push(request);
  }
  return found;
}

/**
 * Every non-relative request reachable from `entryFiles`, the `@qa/shared/...` ones included. A
 * `.tsx` file also reaches `<jsx source>/jsx-runtime`, which the automatic JSX runtime imports.
 * `enter` says which `@qa/shared/...` requests to follow into their files (all, by default).
 */
export function reachableRequests(
  entryFiles: string[],
  sharedSrc: string,
  { enter = () => true }: { enter?: (request: string) => boolean } = {},
): Set<string> {
  return walk(entryFiles, sharedSrc, enter).requests;
}

/**
 * Every source file reachable from `entryFiles`, the files of `shared` included. Without `dynamic`,
 * through static imports only: what runs, or may run, before any `import()` has resolved.
 */
export function reachableFiles(
  entryFiles: string[],
  sharedSrc: string,
  { dynamic = true }: { dynamic?: boolean } = {},
): Set<string> {
  return walk(entryFiles, sharedSrc, () => true, dynamic).files;
}

function walk(
  entryFiles: string[],
  sharedSrc: string,
  enter: (request: string) => boolean,
  dynamic = true,
): { requests: Set<string>; files: Set<string> } {
  const requests = new Set<string>();
  const files = new Set<string>();
  const queue = [...entryFiles];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file) || !/\.tsx?$/.test(file)) continue;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    if (file.endsWith('.tsx')) requests.add(`${/@jsxImportSource\s+(\S+)/.exec(source)?.[1] ?? 'react'}/jsx-runtime`);
    for (const request of importsOf(source, { dynamic })) {
      let target: string | null = null;
      if (request.startsWith('.')) target = resolveFile(path.resolve(path.dirname(file), request));
      else {
        requests.add(request);
        if (request.startsWith(SHARED_PREFIX) && enter(request))
          target = resolveFile(path.join(sharedSrc, request.slice(SHARED_PREFIX.length)));
      }
      if (target) queue.push(target);
    }
  }
  return { requests, files };
}
