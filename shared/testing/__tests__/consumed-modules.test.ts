import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { consumedSingletons, importsOf } from '@qa/testing/consumed-modules';

describe('importsOf', () => {
  it('finds value imports, re-exports, side-effect and dynamic imports, and skips type-only imports', () => {
    const source = [
      "import { useState, type FC } from 'react';",
      "import type { QueryClient } from '@tanstack/react-query';",
      "import {\n  Box,\n  Text,\n} from '@qa/shared/ui/chakra/kit';",
      "export { notify } from '@qa/shared/kernel/toast/toast-bus';",
      "export type { Props } from './props';",
      "import './side-effect';",
      "const lazyPage = () => import('./Page');",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      'react',
      '@qa/shared/ui/chakra/kit',
      '@qa/shared/kernel/toast/toast-bus',
      './side-effect',
      './Page',
    ]);
  });
});

describe('consumedSingletons', () => {
  it('follows relative and data-layer imports and reports singleton requests only (a data module is walked, not shared; a kit module is not entered: the host brings its imports)', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'consumed-'));
    const sharedSrc = path.join(root, 'shared/src');
    mkdirSync(path.join(sharedSrc, 'kernel/state'), { recursive: true });
    mkdirSync(path.join(sharedSrc, 'data'), { recursive: true });
    mkdirSync(path.join(root, 'app/features'), { recursive: true });
    writeFileSync(
      path.join(sharedSrc, 'kernel/state/store.ts'),
      "import { create } from 'zustand';\nimport 'left-pad';\n",
    );
    writeFileSync(path.join(sharedSrc, 'data/users.ts'), "import axios from 'axios';\n");
    writeFileSync(
      path.join(root, 'app/features/Widget.tsx'),
      "import { useStore } from '@qa/shared/kernel/state/store';\nimport { users } from '@qa/shared/data/users';\n",
    );
    writeFileSync(
      path.join(root, 'app/Page.tsx'),
      "import { Widget } from './features/Widget';\nimport 'react-dom';\n",
    );
    expect(consumedSingletons([path.join(root, 'app/Page.tsx')], sharedSrc)).toEqual([
      '@qa/shared/kernel/state/store',
      'axios',
      'react-dom',
      'react/jsx-runtime',
    ]);
  });

  it('counts the JSX runtime a file names with @jsxImportSource', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'consumed-'));
    writeFileSync(
      path.join(root, 'Hero.tsx'),
      '/** @jsxImportSource @qa/shared/ui/light-jsx */\nexport const Hero = () => <h1 />;\n',
    );
    expect(consumedSingletons([path.join(root, 'Hero.tsx')], root)).toEqual(['@qa/shared/ui/light-jsx/jsx-runtime']);
  });
});
