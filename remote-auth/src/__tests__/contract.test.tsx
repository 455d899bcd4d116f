import path from 'node:path';
import { describeRemoteContract } from '@qa/shared/contracts/test-utils/remote-contract-suite';

// Needs this remote's production build (dist/mf-manifest.json).
describeRemoteContract('auth', path.resolve(__dirname, '../..'));
