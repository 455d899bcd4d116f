/**
 * Which singleton requests a remote's exposed modules import, found by walking their import
 * graph through the remote's sources and `shared`. The contract demands each of them in the
 * manifest's shared list.
 */
import { isSingletonRequest } from '@qa/testing/check-remote';
import { reachableRequests } from '@qa/testing/import-walk';

export { importsOf } from '@qa/testing/import-walk';

export function consumedSingletons(entryFiles: string[], sharedSrc: string): string[] {
  return [...reachableRequests(entryFiles, sharedSrc)].filter(isSingletonRequest).sort();
}
