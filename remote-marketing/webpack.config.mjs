import { importTs } from '../scripts/lib/import-ts.mjs';
import { createAppConfig } from '../scripts/webpack/create-app-config.mjs';

// Its pages from the route table, its widgets from their contracts: the map the contract test reads.
const { exposesOf } = await importTs('shared/src/kernel/contracts/remote-contracts.ts');
export const exposes = exposesOf('marketing');

export default createAppConfig({ appDir: import.meta.dirname, name: 'marketing', port: 3001, exposes });
