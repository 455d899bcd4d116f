/**
 * The contract test of one remote , run by that remote's own jest:
 * its production manifest and its exposed modules against `remoteContracts[remote]`.
 * Call `describeRemoteContract('platform', path.resolve(__dirname, '../..'))`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import {
  checkExposeConsumes,
  checkExposes,
  checkSharedSingletons,
  packageOf,
  type ConsumedShare,
  type FederationManifest,
  type HostVersions,
} from '@qa/testing/check-remote';
import { exposesOf, remoteContracts, type ExposedModule } from '@qa/shared/kernel/contracts/remote-contracts';
import { consumedSingletons } from '@qa/testing/consumed-modules';
import { reachableRequests } from '@qa/testing/import-walk';
import { pageProbeTimeoutMs, probePage } from '@qa/testing/render-probe';
import singletons from '../singletons.json';
import { routeTable } from '@qa/shared/kernel/routing/route-table';
import type { RemoteName, RouteEntry } from '@qa/shared/kernel/routing/route-entry';

const repoRoot = path.resolve(__dirname, '../..');
const sharedSrc = path.join(repoRoot, 'shared/src');

const readJson = <T,>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The versions the host bundles and provides: its installed singletons and the `shared` package. */
export function hostProvidedVersions(hostDir = path.join(repoRoot, 'host')): HostVersions {
  const hostRequire = createRequire(path.join(hostDir, 'package.json'));
  const versions: HostVersions = {
    '@qa/shared': readJson<{ version: string }>(path.join(repoRoot, 'shared/package.json')).version,
  };
  for (const name of singletons.packages.map(packageOf)) {
    versions[name] = readJson<{ version: string }>(hostRequire.resolve(`${name}/package.json`)).version;
  }
  return versions;
}

/** What only exists inside Chakra's provider: a light page that reaches it renders unstyled or throws. */
const CHAKRA_REQUEST = /^(@qa\/shared\/ui\/chakra\/(kit|ChakraScope|system|AppProviders)$|@chakra-ui\/)/;

/**
 * The pages the route table marks `ui: 'light'` (the host renders them without Chakra's provider)
 * whose imports reach Chakra anyway: `[remote] module → the Chakra requests it reaches`.
 */
export function lightPagesReachingChakra(
  remote: RemoteName,
  appDir: string,
  table: readonly RouteEntry[] = routeTable,
): string[] {
  const exposes = exposesOf(remote, table);
  const lightModules = new Set(table.filter((r) => r.owner === remote && r.ui === 'light').map((r) => r.module));
  const violations: string[] = [];
  for (const module of lightModules) {
    const file = module === undefined ? undefined : exposes[module];
    if (!file) continue;
    const chakra = [...reachableRequests([path.resolve(appDir, file)], sharedSrc)].filter((r) =>
      CHAKRA_REQUEST.test(r),
    );
    if (chakra.length) violations.push(`[${remote}] ${module} is a light page but reaches ${chakra.join(', ')}`);
  }
  return violations;
}

/** Throws one readable error naming the remote and every broken rule. */
export function assertNoViolations(violations: string[]): void {
  if (violations.length > 0) throw new Error(`Contract broken:\n  ${violations.join('\n  ')}`);
}

export interface RemoteContractOptions {
  /** MSW handlers with realistic data for the remote's pages; other requests get 404 JSON. */
  handlers?: readonly RequestHandler[];
}

export function describeRemoteContract(remote: RemoteName, appDir: string, options: RemoteContractOptions = {}): void {
  const contract = remoteContracts[remote];
  const exposes = exposesOf(remote);
  const manifestFile = path.join(appDir, 'dist/mf-manifest.json');

  const consumesFile = path.join(appDir, 'dist/federation-consumes.json');

  /** The production manifest, with the build's consumes (the kit the remote takes from the host). */
  function manifest(): FederationManifest {
    for (const file of [manifestFile, consumesFile]) {
      if (!existsSync(file)) {
        throw new Error(`[${remote}] no production build: ${file} is missing (run the remote's build first)`);
      }
    }
    return { ...readJson<FederationManifest>(manifestFile), consumes: readJson<ConsumedShare[]>(consumesFile) };
  }

  describe(`contract of the ${remote} remote`, () => {
    // Each route of a page may take the probe's whole wait.
    jest.setTimeout(4 * pageProbeTimeoutMs + 5000);

    it(`[${remote}] the production manifest exposes exactly the contract's modules`, () => {
      assertNoViolations(checkExposes(remote, manifest(), contract));
    });

    it(`[${remote}] shares every singleton it uses as a singleton the host's version satisfies, and bundles no copy of the kit`, () => {
      const entries = Object.values(exposes).map((file) => path.resolve(appDir, file));
      const consumed = consumedSingletons(entries, sharedSrc);
      assertNoViolations(checkSharedSingletons(remote, manifest(), hostProvidedVersions(), consumed));
    });

    it(`[${remote}] each exposed module names the shared modules it consumes, for the host to fetch them ahead`, () => {
      assertNoViolations(checkExposeConsumes(remote, manifest()));
    });

    it(`[${remote}] a page the route table marks light reaches no Chakra`, () => {
      assertNoViolations(lightPagesReachingChakra(remote, appDir));
    });

    for (const [key, expose] of Object.entries(contract)) {
      it(`[${remote}] ${key} renders inside the host's providers as its contract says`, async () => {
        const file = exposes[key];
        if (!file) throw new Error(`[${remote}] exposes: ${key} has no source file in exposesOf('${remote}')`);
        const loaded = (await import(path.resolve(appDir, file))) as Partial<ExposedModule>;
        if (typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
          throw new Error(`[${remote}] ${key}: the module has no default-exported component`);
        }
        const violations: string[] = [];
        const Page = loaded.default as ComponentType;
        const { prefetch } = loaded;
        if (prefetch !== undefined && typeof prefetch !== 'function') {
          violations.push(`[${remote}] ${key}: its prefetch export is not a function`);
        }
        for (const route of expose.routes) {
          const probe = { handlers: options.handlers, prefetch: typeof prefetch === 'function' ? prefetch : undefined };
          violations.push(...(await probePage(remote, key, Page, route, probe)));
        }
        assertNoViolations(violations);
      });
    }
  });
}
