/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import path from 'node:path';
import { describeRemoteContract } from '@qa/testing/remote-contract-suite';

// Needs this remote's production build (dist/mf-manifest.json).
describeRemoteContract('marketing', path.resolve(__dirname, '../..'));
