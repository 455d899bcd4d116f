import assert from 'node:assert/strict';
import { test } from 'node:test';
import { consumesOfGroup, withExposeConsumes } from './federation-consumes-plugin.mjs';

/** A compilation as far as the plugin reads it: chunks with their files, groups and modules. */
function compilationOf(groups) {
  const chunks = new Map();
  const modules = new Map();
  const chunk = (name) => {
    if (!chunks.has(name)) chunks.set(name, { files: new Set(name.endsWith('.js') ? [name] : []), groupsIterable: [] });
    return chunks.get(name);
  };
  for (const [groupName, members] of Object.entries(groups)) {
    const group = { name: groupName, chunks: [] };
    for (const [name, keys] of Object.entries(members)) {
      const member = chunk(name);
      member.groupsIterable.push(group);
      group.chunks.push(member);
      modules.set(
        member,
        keys.map((shareKey) => ({ type: 'consume-shared-module', options: { shareKey } })),
      );
    }
  }
  return {
    chunks: [...chunks.values()],
    chunkGraph: { getChunkModulesIterable: (member) => [...(modules.get(member) ?? []), { type: 'javascript/auto' }] },
  };
}

test('an exposed module consumes what its own chunk group does, not what another page sharing a chunk with it does', () => {
  const compilation = compilationOf({
    login: { 'expose_Login.js': ['@qa/shared/ui/a'], 'shared.js': ['react'], 'consumes-only': ['axios'] },
    register: { 'expose_Register.js': ['@qa/shared/ui/b'], 'shared.js': ['react'] },
  });
  const manifest = withExposeConsumes(
    {
      exposes: [
        { path: './Login', assets: { js: { sync: ['expose_Login.js', 'shared.js'] } } },
        { path: './Register', assets: { js: { sync: ['shared.js', 'expose_Register.js'] } } },
        { path: './Nothing', assets: { js: { sync: [] } } },
      ],
    },
    consumesOfGroup(compilation),
  );
  assert.deepEqual(
    manifest.exposes.map((expose) => [expose.path, expose.consumes]),
    [
      ['./Login', ['@qa/shared/ui/a', 'axios', 'react']],
      ['./Register', ['@qa/shared/ui/b', 'react']],
      ['./Nothing', []],
    ],
  );
});
