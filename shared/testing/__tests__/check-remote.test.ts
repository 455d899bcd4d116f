import {
  checkExposeConsumes,
  checkManifest,
  exposeKey,
  type ConsumedShare,
  type FederationManifest,
  type HostVersions,
  type ManifestShared,
} from '@qa/testing/check-remote';

const contract = { './LoginPage': {}, './QuestionnairePage': {} };
const hostVersions: HostVersions = { react: '19.2.0', 'react-dom': '19.2.0', '@qa/shared': '0.1.0', zustand: '5.0.8' };
const singleton = (name: string, requiredVersion: string): ManifestShared => ({
  name,
  singleton: true,
  requiredVersion,
});

const fromHost = (name: string, requiredVersion: string): ConsumedShare => ({
  ...singleton(name, requiredVersion),
  fallback: false,
});

/**
 * A conforming manifest, in the shape webpack's plugin writes (exposes carry both name and path),
 * with the build's consumes: the kit comes from the host.
 */
function goodManifest(): FederationManifest {
  return {
    name: 'auth',
    exposes: [
      { name: 'LoginPage', path: './LoginPage' },
      { name: 'QuestionnairePage', path: './QuestionnairePage' },
    ],
    shared: [
      singleton('react', '^19.2.0'),
      singleton('react/jsx-runtime', '^19.2.0'),
      singleton('react-dom', '^19.2.0'),
    ],
    consumes: [fromHost('@qa/shared/ui/chakra/kit', '^0.1.0'), { ...singleton('react', '^19.2.0'), fallback: true }],
  };
}

describe('checkManifest', () => {
  it('accepts a conforming manifest', () => {
    expect(checkManifest(goodManifest(), contract, hostVersions, ['@qa/shared/ui/chakra/kit'])).toEqual([]);
  });

  it('fails a remote that drops an expose, naming the remote, the rule and the module', () => {
    const manifest = goodManifest();
    manifest.exposes = manifest.exposes.filter((e) => e.name !== 'QuestionnairePage');
    expect(checkManifest(manifest, contract, hostVersions)).toEqual([
      '[auth] exposes: the contract lists ./QuestionnairePage, the manifest does not expose it',
    ]);
  });

  it('fails a remote that exposes a module the contract does not list', () => {
    const manifest = goodManifest();
    manifest.exposes.push({ name: 'Secret', path: './Secret' });
    expect(checkManifest(manifest, contract, hostVersions)).toEqual([
      '[auth] exposes: the manifest exposes ./Secret, which is not in the contract',
    ]);
  });

  it('fails a remote that bundles its own React (react missing from shared)', () => {
    const manifest = goodManifest();
    manifest.shared = manifest.shared.filter((s) => s.name !== 'react');
    manifest.consumes = manifest.consumes?.filter((s) => s.name !== 'react');
    expect(checkManifest(manifest, contract, hostVersions)).toEqual([
      `[auth] singletons: "react" is neither shared nor consumed: the remote bundles its own copy`,
    ]);
  });

  it('fails a remote that shares React but not as a singleton', () => {
    const manifest = goodManifest();
    manifest.shared[0] = { name: 'react', singleton: false, requiredVersion: '^19.2.0' };
    expect(checkManifest(manifest, contract, hostVersions)).toEqual([
      '[auth] singletons: "react" is shared but not as a singleton: the remote would run its own instance',
    ]);
  });

  it('fails a singleton whose range the host version does not satisfy', () => {
    const manifest = goodManifest();
    manifest.shared[2] = singleton('react-dom', '^18.3.0');
    expect(checkManifest(manifest, contract, hostVersions)).toEqual([
      '[auth] singletons: "react-dom" requires ^18.3.0, the host provides 19.2.0',
    ]);
  });

  it('fails a remote built against a newer shared kit than the host provides', () => {
    const manifest = goodManifest();
    manifest.consumes = [fromHost('@qa/shared/ui/chakra/kit', '^0.3.0')];
    expect(
      checkManifest(manifest, contract, { ...hostVersions, '@qa/shared': '0.2.0' }, ['@qa/shared/ui/chakra/kit']),
    ).toEqual(['[auth] singletons: "@qa/shared/ui/chakra/kit" requires ^0.3.0, the host provides 0.2.0']);
  });

  it('fails a singleton without a requiredVersion', () => {
    const manifest = goodManifest();
    manifest.shared.push({ name: 'zustand', singleton: true, requiredVersion: false });
    expect(checkManifest(manifest, contract, hostVersions)).toEqual([
      '[auth] singletons: "zustand" has no requiredVersion, so no check of the host version is possible',
    ]);
  });

  it('fails a singleton the host does not provide', () => {
    const manifest = goodManifest();
    manifest.shared.push(singleton('notistack', '^3.0.2'));
    expect(checkManifest(manifest, contract, hostVersions)).toEqual([
      '[auth] singletons: "notistack" is not provided by the host',
    ]);
  });

  it('fails a module of shared that the remote uses but does not share', () => {
    expect(checkManifest(goodManifest(), contract, hostVersions, ['@qa/shared/kernel/storage/local-storage'])).toEqual([
      `[auth] singletons: "@qa/shared/kernel/storage/local-storage" is neither shared nor consumed: the remote bundles its own copy`,
    ]);
  });

  it('fails a remote that bundles a copy of a kit module to fall back on', () => {
    const manifest = goodManifest();
    manifest.consumes = [{ ...fromHost('@qa/shared/ui/chakra/kit', '^0.1.0'), fallback: true }];
    expect(checkManifest(manifest, contract, hostVersions, ['@qa/shared/ui/chakra/kit'])).toEqual([
      '[auth] singletons: "@qa/shared/ui/chakra/kit" is bundled into the remote: only the host provides the shared kit',
    ]);
  });

  it('fails a remote that provides a kit module, once per module', () => {
    const manifest = goodManifest();
    manifest.shared.push(singleton('@qa/shared/ui/chakra/kit', '^0.1.0'));
    expect(checkManifest(manifest, contract, hostVersions, ['@qa/shared/ui/chakra/kit'])).toEqual([
      '[auth] singletons: "@qa/shared/ui/chakra/kit" is bundled into the remote: only the host provides the shared kit',
    ]);
  });

  it('ignores shared entries that are not singletons by design', () => {
    const manifest = goodManifest();
    manifest.shared.push({ name: 'some-helper', singleton: false, requiredVersion: '^1.0.0' });
    expect(checkManifest(manifest, contract, hostVersions)).toEqual([]);
  });
});

describe('checkExposeConsumes', () => {
  it('accepts exposed modules that name what they consume, all of it consumed by the build', () => {
    const manifest = goodManifest();
    manifest.exposes = [
      { name: 'LoginPage', path: './LoginPage', consumes: ['@qa/shared/ui/chakra/kit', 'react'] },
      { name: 'QuestionnairePage', path: './QuestionnairePage', consumes: [] },
    ];
    expect(checkExposeConsumes('auth', manifest)).toEqual([]);
  });

  it('fails an exposed module that does not name what it consumes, or names what the build does not consume', () => {
    const manifest = goodManifest();
    manifest.exposes = [
      { name: 'LoginPage', path: './LoginPage' },
      { name: 'QuestionnairePage', path: './QuestionnairePage', consumes: ['react', 'zustand'] },
    ];
    expect(checkExposeConsumes('auth', manifest)).toEqual([
      '[auth] consumes: ./LoginPage does not name the shared modules it consumes',
      '[auth] consumes: ./QuestionnairePage names "zustand", which the build does not consume',
    ]);
  });
});

describe('exposeKey', () => {
  it.each([
    [{ path: './LoginPage' }, './LoginPage'],
    [{ path: 'LoginPage' }, './LoginPage'],
    [{ name: 'LoginPage' }, './LoginPage'],
  ])('reads %j as %s', (expose, key) => {
    expect(exposeKey(expose)).toBe(key);
  });
});
