/**
 * @jest-environment node
 */
// Needs the production builds of the four apps. The scripts of a navigation into a remote start with
// V8's compile hint, so they compile while they stream in rather than function by function on the
// main thread (scripts/webpack/compile-hints-plugin.mjs); what `/` loads does not.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routeTable } from '@qa/shared/kernel/routing/route-table';

const repoRoot = path.resolve(__dirname, '../../../..');
const HINT = '//# allFunctionsCalledOnLoad\n';
const remotes = { marketing: 'remote-marketing', platform: 'remote-platform', auth: 'remote-auth' } as const;

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

function distFile(app: string, file: string): string {
  const full = path.join(repoRoot, app, 'dist', file);
  if (!existsSync(full)) throw new Error(`no production build: ${full} is missing (run the build first)`);
  return full;
}
const hinted = (app: string, file: string) => readFileSync(distFile(app, file), 'utf8').startsWith(HINT);
/** Each exposed module's own chunk, by the module's path. */
function exposeChunks(app: string): [string, string][] {
  const manifest = JSON.parse(readFileSync(distFile(app, 'mf-manifest.json'), 'utf8')) as Manifest;
  return manifest.exposes.map((expose) => [
    expose.path,
    expose.assets.js.sync.find((file) => file.startsWith('__federation_expose_')) ?? `${expose.path}: no chunk`,
  ]);
}

describe('compile hints in the production builds', () => {
  const landing = routeTable.find((route) => route.path === '/');

  it('mark every page module and entry of the remotes but those `/` loads', () => {
    expect(landing?.owner).toBe('marketing');
    const wrong: string[] = [];
    for (const [name, app] of Object.entries(remotes)) {
      const ofLanding = name === landing?.owner;
      if (hinted(app, 'remoteEntry.js') === ofLanding) wrong.push(`${name} remoteEntry.js`);
      for (const [module, file] of exposeChunks(app)) {
        if (hinted(app, file) === (ofLanding && module === landing?.module)) wrong.push(`${name} ${module}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("mark the host's axios chunk and nothing else of the host", () => {
    const scripts = readdirSync(path.join(repoRoot, 'host/dist')).filter((file) => file.endsWith('.js'));
    const axios = scripts.filter((file) => readFileSync(distFile('host', file), 'utf8').includes('AxiosHeaders'));
    expect(axios).toHaveLength(1);
    expect(scripts.filter((file) => hinted('host', file))).toEqual(axios);
  });
});
