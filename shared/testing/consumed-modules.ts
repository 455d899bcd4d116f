/**
 * Which singleton requests a remote's exposed modules import, found by walking their import
 * graph through the remote's sources and `shared` (type-only imports are skipped: they
 * vanish at compile time). The contract demands each of them in the manifest's shared list.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isSingletonRequest } from '@qa/testing/check-remote';
import singletons from '../singletons.json';

const importPattern =
  /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

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

/** Value imports of one source file. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    if (match[1]) continue;
    const request = match[2] ?? match[3];
    if (request) found.push(request);
  }
  return found;
}

export function consumedSingletons(entryFiles: string[], sharedSrc: string): string[] {
  const consumed = new Set<string>();
  const seen = new Set<string>();
  const queue = [...entryFiles];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // The automatic JSX runtime imports `<source>/jsx-runtime` into every .tsx file.
    const jsxSource = /@jsxImportSource\s+(\S+)/.exec(source)?.[1] ?? 'react';
    if (file.endsWith('.tsx') && isSingletonRequest(`${jsxSource}/jsx-runtime`))
      consumed.add(`${jsxSource}/jsx-runtime`);
    for (const request of importsOf(source)) {
      let target: string | null = null;
      if (request.startsWith('.')) target = resolveFile(path.resolve(path.dirname(file), request));
      else if (request.startsWith(singletons.sharedPackagePrefix)) {
        if (isSingletonRequest(request)) consumed.add(request);
        target = resolveFile(path.join(sharedSrc, request.slice(singletons.sharedPackagePrefix.length)));
      } else if (isSingletonRequest(request)) consumed.add(request);
      if (target) queue.push(target);
    }
  }
  return [...consumed].sort();
}
