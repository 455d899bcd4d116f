import { readFileSync } from 'node:fs';
import { createAppConfig } from '../scripts/webpack/create-app-config.mjs';

/** What this remote exposes, in JSON so its contract test (jest, CommonJS) reads the same map. */
export const exposes = JSON.parse(readFileSync(new URL('./exposes.json', import.meta.url), 'utf8'));

export default createAppConfig({ appDir: import.meta.dirname, name: 'platform', port: 3002, exposes });
