// The apps of the workspace and their ports, for every script that runs them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export const apps = [
  { name: 'host', dir: 'host', devPort: 3000, servePort: 8080 },
  { name: 'marketing', dir: 'remote-marketing', devPort: 3001, servePort: 8081 },
  { name: 'platform', dir: 'remote-platform', devPort: 3002, servePort: 8082 },
  { name: 'auth', dir: 'remote-auth', devPort: 3003, servePort: 8083 },
];

export const remotes = apps.filter((a) => a.name !== 'host');

/** `sha384-…` of the entry script a built remote's manifest names (Subresource Integrity). */
export function entryIntegrity(distDir) {
  const { remoteEntry } = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')).metaData;
  const entry = readFileSync(path.join(distDir, remoteEntry.path, remoteEntry.name));
  return `sha384-${createHash('sha384').update(entry).digest('base64')}`;
}

/**
 * The run-time config the host reads from /app-config.json, for apps on 127.0.0.1. `integrity`: each
 * remote's entry is pinned to the hash of its build in `root` (docs/releasing.md "Previews and integrity").
 */
export function appConfigFor({ portOf, apiBase, integrity = false, root = repoRoot }) {
  const remoteEntries = Object.fromEntries(
    remotes.map((r) => {
      const url = `http://127.0.0.1:${portOf(r)}/mf-manifest.json`;
      return [r.name, integrity ? { url, integrity: entryIntegrity(path.join(root, r.dir, 'dist')) } : url];
    }),
  );
  return {
    remotes: remoteEntries,
    api: {
      main: apiBase,
      blog: `${apiBase}/wp-json/wp/v2`,
      cms: `${apiBase}/api`,
      geolocation: `${apiBase}/geo/json`,
    },
    chatWidgetUrl: `${apiBase}/chat-widget.js`,
    communityUrl: 'https://discord.com/invite/qa-career',
    // The dev API's tag-manager stand-in: analytics traffic (POST /collect) stays on this machine.
    tagManagerId: 'GTM-QACAREER',
    tagManagerUrl: `${apiBase}/gtm.js`,
    // The dev API's OTLP logs endpoint: the host's signals per remote and version stay on this machine.
    signalsUrl: `${apiBase}/v1/logs`,
  };
}
