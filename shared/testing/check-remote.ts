/**
 * Pure checks of a remote's production `mf-manifest.json` against its contract (docs/architecture.md,
 * "Federation"). Each violation names the remote and the rule, so a failing contract test
 * says what broke without a debugger.
 */
import semver from 'semver';
import singletons from '../singletons.json';

export interface ManifestExpose {
  name?: string;
  path?: string;
  /** The shared modules the exposed module's code consumes (written by the webpack factory). */
  consumes?: string[];
}

export interface ManifestShared {
  name: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

/** A module the build consumes (`federation-consumes.json`, written by the webpack factory). */
export interface ConsumedShare extends ManifestShared {
  /** Whether the build bundles a copy of its own to fall back on. */
  fallback: boolean;
}

/**
 * The part of `mf-manifest.json` the contract reads, with the build's consumes: the manifest lists
 * only what a remote provides, and a remote takes the shared kit from the host without providing it.
 */
export interface FederationManifest {
  name?: string;
  exposes: ManifestExpose[];
  shared: ManifestShared[];
  consumes?: ConsumedShare[];
}

/** Package name (`react`, `@qa/shared`) → the version the host provides at run time. */
export type HostVersions = Record<string, string>;

export type ContractRule = 'exposes' | 'singletons' | 'consumes';

/** Every remote renders React: these must be shared even if nothing else is. */
export const alwaysShared = ['react', 'react/jsx-runtime'] as const;

export function violation(remote: string, rule: ContractRule | string, message: string): string {
  return `[${remote}] ${rule}: ${message}`;
}

/** `./LoginPage` whether the manifest writes `path: "./LoginPage"` or `name: "LoginPage"`. */
export function exposeKey(expose: ManifestExpose): string {
  if (expose.path) return expose.path.startsWith('./') ? expose.path : `./${expose.path}`;
  return `./${expose.name ?? '?'}`;
}

/** `react/jsx-runtime` → `react`, `@qa/shared/ui/chakra/kit` → `@qa/shared`. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/** Whether a shared request must be a singleton: a package of singletons.json or a module of a shared layer (kernel, ui). */
export function isSingletonRequest(request: string): boolean {
  return singletons.packages.includes(request) || isKitRequest(request);
}

/** A module of the shared kit's singleton layers (kernel, ui): only the host provides it. */
export function isKitRequest(request: string): boolean {
  return singletons.sharedLayers.some((layer) => request.startsWith(`${singletons.sharedPackagePrefix}${layer}/`));
}

export function checkExposes(
  remote: string,
  manifest: FederationManifest,
  contract: Readonly<Record<string, unknown>>,
) {
  const exposed = new Set(manifest.exposes.map(exposeKey));
  const expected = new Set(Object.keys(contract));
  const violations: string[] = [];
  for (const key of expected) {
    if (!exposed.has(key))
      violations.push(violation(remote, 'exposes', `the contract lists ${key}, the manifest does not expose it`));
  }
  for (const key of exposed) {
    if (!expected.has(key))
      violations.push(violation(remote, 'exposes', `the manifest exposes ${key}, which is not in the contract`));
  }
  return violations;
}

function checkSharedEntry(remote: string, entry: ManifestShared, hostVersions: HostVersions): string[] {
  const problems: string[] = [];
  const say = (message: string) => problems.push(violation(remote, 'singletons', `"${entry.name}" ${message}`));
  if (entry.singleton !== true) say('is shared but not as a singleton: the remote would run its own instance');
  const range = entry.requiredVersion;
  if (!range) {
    say('has no requiredVersion, so no check of the host version is possible');
    return problems;
  }
  const hostVersion = hostVersions[entry.name] ?? hostVersions[packageOf(entry.name)];
  if (!hostVersion) say('is not provided by the host');
  else if (!semver.satisfies(hostVersion, range)) say(`requires ${range}, the host provides ${hostVersion}`);
  return problems;
}

/**
 * @param consumed singleton requests the remote's exposed modules import (react is always added):
 *   each must be shared or consumed from the host, or the remote bundles its own copy. A module of
 *   the shared kit must come from the host only: the remote neither provides it nor bundles a copy.
 */
export function checkSharedSingletons(
  remote: string,
  manifest: FederationManifest,
  hostVersions: HostVersions,
  consumed: readonly string[] = [],
): string[] {
  const provided = new Map(manifest.shared.map((entry) => [entry.name, entry]));
  const consumes = new Map((manifest.consumes ?? []).map((entry) => [entry.name, entry]));
  const violations: string[] = [];
  for (const request of new Set([...alwaysShared, ...consumed])) {
    if (!provided.has(request) && !consumes.has(request)) {
      violations.push(
        violation(remote, 'singletons', `"${request}" is neither shared nor consumed: the remote bundles its own copy`),
      );
    }
  }
  const entries = new Map<string, ManifestShared>([...consumes, ...provided]);
  for (const entry of entries.values()) {
    if (isSingletonRequest(entry.name)) violations.push(...checkSharedEntry(remote, entry, hostVersions));
  }
  for (const name of entries.keys()) {
    if (isKitRequest(name) && (provided.has(name) || consumes.get(name)?.fallback)) {
      violations.push(
        violation(remote, 'singletons', `"${name}" is bundled into the remote: only the host provides the shared kit`),
      );
    }
  }
  return violations;
}

/**
 * Each exposed module names the shared modules it consumes, all of them consumed by the build: the host
 * fetches those it provides while the remote's entry is still on its way (docs/architecture.md).
 */
export function checkExposeConsumes(remote: string, manifest: FederationManifest): string[] {
  const consumed = new Set((manifest.consumes ?? []).map((entry) => entry.name));
  const violations: string[] = [];
  for (const expose of manifest.exposes) {
    const key = exposeKey(expose);
    if (!Array.isArray(expose.consumes)) {
      violations.push(violation(remote, 'consumes', `${key} does not name the shared modules it consumes`));
      continue;
    }
    for (const name of expose.consumes) {
      if (!consumed.has(name))
        violations.push(violation(remote, 'consumes', `${key} names "${name}", which the build does not consume`));
    }
  }
  return violations;
}

/**
 * The exposes and singleton rules of the contract together; an empty list means the manifest conforms
 * to both. What each exposed module consumes is `checkExposeConsumes`'s rule, checked on its own.
 */
export function checkManifest(
  manifest: FederationManifest,
  contract: Readonly<Record<string, unknown>>,
  hostVersions: HostVersions,
  consumed: readonly string[] = [],
): string[] {
  const remote = manifest.name ?? 'unknown remote';
  return [
    ...checkExposes(remote, manifest, contract),
    ...checkSharedSingletons(remote, manifest, hostVersions, consumed),
  ];
}
