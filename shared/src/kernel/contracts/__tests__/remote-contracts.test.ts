import { existsSync } from 'node:fs';
import path from 'node:path';
import { exposesOf, pageSource, remoteContracts } from '@qa/shared/kernel/contracts/remote-contracts';
import { routeTable } from '@qa/shared/kernel/routing/route-table';
import type { RemoteName, RouteEntry } from '@qa/shared/kernel/routing/route-entry';

const repoRoot = path.resolve(__dirname, '../../../../..');
const remotes: RemoteName[] = ['marketing', 'platform', 'auth'];

describe('exposesOf', () => {
  it('adding a page is one route-table entry: its module appears in the remote exposes, mapped to its page file', () => {
    const glossary: RouteEntry = {
      id: 'glossary',
      path: '/courses/:courseSlug/glossary',
      title: 'Glossary',
      owner: 'platform',
      module: './GlossaryPage',
      guard: 'public',
      layout: 'platform',
    };
    const before = exposesOf('platform');
    const after = exposesOf('platform', [...routeTable, glossary]);
    expect(after).toEqual({ ...before, './GlossaryPage': './src/pages/GlossaryPage.tsx' });
    expect(exposesOf('marketing', [...routeTable, glossary])).toEqual(exposesOf('marketing'));
  });

  it('maps a module rendering several routes once, and host routes not at all', () => {
    const landing = exposesOf('marketing');
    expect(Object.keys(landing).filter((key) => key === './LandingPage')).toHaveLength(1);
    expect(landing['./LandingPage']).toBe(pageSource('./LandingPage'));
  });

  for (const remote of remotes) {
    it(`[${remote}] exposes exactly the modules of its contract`, () => {
      expect(Object.keys(exposesOf(remote)).sort()).toEqual(Object.keys(remoteContracts[remote]).sort());
    });

    it(`[${remote}] every derived expose points at an existing file`, () => {
      const missing = Object.entries(exposesOf(remote)).filter(
        ([, file]) => !existsSync(path.join(repoRoot, `remote-${remote}`, file)),
      );
      expect(missing).toEqual([]);
    });
  }
});
