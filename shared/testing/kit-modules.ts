/**
 * The modules of the shared kit: every source file of its singleton layers (kernel, ui), and the
 * request that names it (`@qa/shared/ui/chakra/kit`). The webpack factory shares them one by one (the host
 * provides them all, the remotes take them from the host), and the host's test checks that its
 * build provides each. Imports nothing but Node built-ins: the factory loads it through
 * scripts/lib/import-ts.mjs.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export interface KitModule {
  file: string;
  request: string;
}

export function kitModules(sharedSrc: string, layers: readonly string[], prefix: string): KitModule[] {
  return layers.flatMap((layer) =>
    readdirSync(path.join(sharedSrc, layer), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/(\.test|\.d)\.tsx?$/.test(file) && !file.includes('__tests__'))
      .map((file) => {
        const absolute = path.join(sharedSrc, layer, file);
        const name = path
          .relative(sharedSrc, absolute)
          .replace(/\.tsx?$/, '')
          .split(path.sep)
          .join('/');
        return { file: absolute, request: `${prefix}${name}` };
      }),
  );
}
