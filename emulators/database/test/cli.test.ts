import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { withTimeout } from './helpers.js';

const BIN = fileURLToPath(new URL('../bin/facet-database-emulator.mjs', import.meta.url));

describe('CLI', () => {
  it('loads rules and data, prints one ready line, exports on SIGTERM and exits cleanly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'facet-db-cli-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const rulesFile = join(dir, 'rules.json');
    const importFile = join(dir, 'seed.json');
    const exportFile = join(dir, 'out.json');
    writeFileSync(rulesFile, '{ "rules": { ".read": true, "locked": { ".write": false } } }');
    writeFileSync(importFile, JSON.stringify({ hello: { '.value': 'world', '.priority': 1 } }));
    const child = spawn(
      process.execPath,
      [
        BIN,
        '--port',
        '0',
        '--rules',
        rulesFile,
        '--ns',
        'demo-cli',
        '--import',
        importFile,
        '--export-on-exit',
        exportFile,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    try {
      await withTimeout(
        new Promise<void>((resolve) => {
          const poll = setInterval(() => stdout.includes('\n') && (clearInterval(poll), resolve()));
        }),
        'ready line',
        15000,
      );
      const match = /^Database emulator ready at (http:\/\/\S+)/.exec(stdout);
      expect(match).not.toBeNull();
      const url = match![1]!;
      const any = await (await fetch(`${url}/hello.json?ns=whatever`)).json();
      expect(any).toBe('world');
      const denied = await fetch(`${url}/locked.json?ns=demo-cli`, { method: 'PUT', body: '1' });
      expect(denied.status).toBe(401);
      await fetch(`${url}/added.json?ns=demo-cli`, {
        method: 'PUT',
        body: '2',
        headers: { Authorization: 'Bearer owner' },
      });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await withTimeout(exited, 'exit', 10000)).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(readFileSync(exportFile, 'utf8'))).toEqual({
      hello: { '.value': 'world', '.priority': 1 },
      added: 2,
    });
  });

  it('refuses rules at start that are not JSON with Firebase\'s "Parse error" and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'facet-db-cli-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const rulesFile = join(dir, 'rules.json');
    writeFileSync(rulesFile, '{\n  "rules": {\n    ".read": true\n    ".write": true\n  }\n}');
    const child = spawn(process.execPath, [BIN, '--port', '0', '--rules', rulesFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await withTimeout(
      new Promise<number | null>((resolve) => child.once('exit', resolve)),
      'exit',
      15000,
    );
    expect(code).toBe(1);
    expect(stderr.trim()).toBe("4:5: Parse error. Expected ',' or '}'");
  });
});
