/**
 * @jest-environment node
 */
// Needs the host's production build (dist/mf-manifest.json). A remote's production build takes the
// shared kit from the host and bundles no copy of it, so a module the host does not provide fails
// every remote page that imports it ("Can not get '@qa/shared/…'"), even one the host never uses.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { kitModules } from '@qa/testing/kit-modules';
import singletons from '../../../../shared/singletons.json';

const repoRoot = path.resolve(__dirname, '../../../..');
const manifestFile = path.join(repoRoot, 'host/dist/mf-manifest.json');
const consumesFile = path.join(repoRoot, 'host/dist/federation-consumes.json');
const kitVersion = (JSON.parse(readFileSync(path.join(repoRoot, 'shared/package.json'), 'utf8')) as { version: string })
  .version;

interface ProvidedShare {
  name: string;
  version?: string;
  singleton?: boolean;
}

function readBuildFile<T>(file: string): T {
  if (!existsSync(file)) throw new Error(`no production build: ${file} is missing (run the build first)`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function provided(): Map<string, ProvidedShare> {
  const manifest = readBuildFile<{ shared: ProvidedShare[] }>(manifestFile);
  return new Map(manifest.shared.map((entry) => [entry.name, entry]));
}

describe("the host's build provides the shared kit", () => {
  const modules = kitModules(
    path.join(repoRoot, 'shared/src'),
    singletons.sharedLayers,
    singletons.sharedPackagePrefix,
  );

  it('finds the kit modules to check', () => {
    expect(modules.map((m) => m.request)).toEqual(
      expect.arrayContaining(['@qa/shared/ui/chakra/kit', '@qa/shared/kernel/session/auth-store']),
    );
  });

  it('provides every module of the kit, those only the remotes import included, as a singleton of its version', () => {
    const shares = provided();
    const wrong = modules
      .map(({ request }) => ({ request, share: shares.get(request) }))
      .filter(({ share }) => share?.singleton !== true || share.version !== kitVersion)
      .map(
        ({ request, share }) =>
          `${request}: ${share ? `version ${share.version}, singleton ${share.singleton}` : 'not provided'}`,
      );
    expect(wrong).toEqual([]);
  });

  // The host's own imports of the kit are plain imports of the modules it provides: no share
  // resolution at its start-up, and the remotes get the very instances the host runs.
  it('consumes none of the kit itself', () => {
    const consumed = readBuildFile<{ name: string }[]>(consumesFile).map((entry) => entry.name);
    expect(consumed.filter((name) => name.startsWith(singletons.sharedPackagePrefix))).toEqual([]);
    expect(consumed).toContain('react');
  });
});
