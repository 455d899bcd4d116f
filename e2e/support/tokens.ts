// The design tokens, read from the shared package's source (as support/routes.ts reads the route table).
import { createRequire } from 'node:module';
import type * as TokensModule from '../../shared/src/ui/styles/tokens';

const require = createRequire(import.meta.url);
export const { token } = require('../../shared/src/ui/styles/tokens') as typeof TokensModule;
