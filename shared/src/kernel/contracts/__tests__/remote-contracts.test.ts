import { existsSync } from 'node:fs';
import path from 'node:path';
import { exposesOf, pageSource, remoteContracts } from '@qa/shared/kernel/contracts/remote-contracts';
import { routeTable, type RemoteName, type RouteEntry } from '@qa/shared/kernel/routing/route-table';

const repoRoot = path.resolve(__dirname, '../../../../..');
const remotes: RemoteName[] = ['marketing', 'platform', 'auth'];

describe('exposesOf', () => {
  it('adding a page is one route-table entry: its module appears in the remote exposes, mapped to its page file', () => {
    const quiz: RouteEntry = {
      id: 'quiz',
      path: '/courses/:courseSlug/quiz',
      title: 'Quiz',
      owner: 'platform',
      module: './QuizPage',
      guard: 'public',
      layout: 'platform',
    };
    const before = exposesOf('platform');
    const after = exposesOf('platform', [...routeTable, quiz]);
    expect(after).toEqual({ ...before, './QuizPage': './src/pages/QuizPage.tsx' });
    expect(exposesOf('marketing', [...routeTable, quiz])).toEqual(exposesOf('marketing'));
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
