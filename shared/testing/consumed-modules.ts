/**
 * Which singleton requests a remote's exposed modules import, found by walking their import
 * graph through the remote's sources and the data layer of `shared` (bundled into each app). A
 * module of the kit (kernel, ui) is not entered: the remote takes it from the host, which brings
 * what it imports. The contract demands each request shared or consumed by the remote's build.
 */
import { isKitRequest, isSingletonRequest } from '@qa/testing/check-remote';
import { reachableRequests } from '@qa/testing/import-walk';

export { importsOf } from '@qa/testing/import-walk';

export function consumedSingletons(entryFiles: string[], sharedSrc: string): string[] {
  const enter = (request: string) => !isKitRequest(request);
  return [...reachableRequests(entryFiles, sharedSrc, { enter })].filter(isSingletonRequest).sort();
}
