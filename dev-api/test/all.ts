// Every `*.test.ts` of this folder in one process (`pnpm --filter @qa/dev-api test`). Node 20's
// `--test` starts a process per file, and each paid ≈ 2 s to load the TypeScript loader and compile
// the server again: 34 files took 84 s alone, 25 s in one process. Each file builds its own app on its
// own temporary database, so the files share nothing but the compiled modules. One file alone:
// `node --import @swc-node/register/esm-register --test test/<name>.test.ts`.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = new URL('./', import.meta.url);
const files = readdirSync(fileURLToPath(folder))
  .filter((name) => name.endsWith('.test.ts'))
  .sort();
for (const name of files) await import(new URL(name, folder).href);
