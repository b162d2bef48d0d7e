#!/usr/bin/env node
// Registers tsx so the TypeScript sources run without a build, then starts the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
