// The apps of the workspace and their ports, for every script that runs them.
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export const apps = [
  { name: 'host', dir: 'host', devPort: 3000, servePort: 8080 },
  { name: 'marketing', dir: 'remote-marketing', devPort: 3001, servePort: 8081 },
  { name: 'platform', dir: 'remote-platform', devPort: 3002, servePort: 8082 },
  { name: 'auth', dir: 'remote-auth', devPort: 3003, servePort: 8083 },
];

export const remotes = apps.filter((a) => a.name !== 'host');

/** The run-time config the host reads from /app-config.json, for apps on 127.0.0.1. */
export function appConfigFor({ portOf, apiBase }) {
  const remoteEntries = Object.fromEntries(
    remotes.map((r) => [r.name, `http://127.0.0.1:${portOf(r)}/mf-manifest.json`]),
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
