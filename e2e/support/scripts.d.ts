// Types of the plain ESM helpers shared with the bench (scripts/lib/*.mjs).
declare module '*/scripts/lib/apps.mjs' {
  export const repoRoot: string;
  export const apps: { name: string; dir: string; devPort: number; servePort: number }[];
  export function entryIntegrity(distDir: string): string;
}
declare module '*/scripts/lib/dev-api-process.mjs' {
  export function startDevApi(options: {
    port: number;
    faults?: boolean;
  }): Promise<{ url: string; stop(): Promise<void> }>;
}
declare module '*/scripts/lib/serve-all.mjs' {
  export function serveAll(options: {
    apiBase: string;
    control?: boolean;
    root?: string;
    portOffset?: number;
    integrity?: boolean;
    canaries?: boolean;
  }): Promise<{ hostUrl: string; stop(): Promise<unknown> }>;
}
declare module '*/scripts/lib/browser.mjs' {
  export const chromiumPath: string;
  export const chromiumArgs: string[];
}
declare module '*/scripts/lib/nginx.mjs' {
  export const brotliAvailable: () => boolean;
  export function hostScriptHashes(distDir: string): string[];
  export function startNginx(options: { ports: Record<string, number>; apiBase: string; root?: string }): Promise<{
    hostUrl: string;
    urls: Record<'host' | 'marketing' | 'platform' | 'auth', string>;
    appConfig: { remotes: Record<string, string> } & Record<string, unknown>;
    brotli: boolean;
    writeAppConfig(config: unknown): void;
    stop(): Promise<void>;
  }>;
}
declare module '*/scripts/prerender/prerender.mjs' {
  export function prerender(options: {
    apiBase: string;
    siteOrigin: string;
    portOffset?: number;
    log?: (line: string) => void;
    portOffset?: number;
  }): Promise<string[]>;
}
declare module '*/scripts/release/signals.mjs' {
  interface VersionSignals {
    role: string;
    manifestUrl: string | null;
    version: string;
    sessions: number;
  }
  export function fetchAggregate(signalsUrl: string, options: { sinceMs: number }): Promise<unknown>;
  export function versionsOfRemote(aggregate: unknown, remote: string): VersionSignals[];
  export function armOf(
    versions: VersionSignals[],
    role: string,
    release: { url: string },
    version?: string,
  ): VersionSignals | null;
}
