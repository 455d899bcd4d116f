#!/usr/bin/env node
// `pnpm release`: status, canary, promote, rollback and watch of the remotes in an app-config
// (docs/releasing.md "The release command and automatic rollback"; `pnpm release --help`).
import { main } from './release/cli.mjs';

process.exitCode = await main(process.argv.slice(2));
