/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import path from 'node:path';
import { describeRemoteContract } from '@qa/testing/remote-contract-suite';
import { platformHandlers } from './fixtures';

// Needs this remote's production build (dist/mf-manifest.json).
describeRemoteContract('platform', path.resolve(__dirname, '../..'), { handlers: platformHandlers });
