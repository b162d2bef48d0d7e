import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generateDemoDatabase } from './generate.js';
import { loadDemoDatabase } from './load.js';

/**
 * `node --import tsx emulators/seed/src/cli.ts [--origin URL] [--ns NAME] [--now ISO] [--merge]`
 * loads the demo portfolio into a running database emulator; `--out FILE` writes the tree as JSON
 * instead.
 */
const { values } = parseArgs({
  options: {
    origin: { type: 'string', default: 'http://127.0.0.1:9000' },
    ns: { type: 'string', default: 'demo-facet-default-rtdb' },
    now: { type: 'string' },
    out: { type: 'string' },
    merge: { type: 'boolean', default: false },
  },
});
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) throw new Error(`--now: not a date: ${values.now}`);

if (values.out) {
  const text = JSON.stringify(generateDemoDatabase({ now }));
  writeFileSync(values.out, text);
  console.log(`Demo portfolio written to ${values.out} (${text.length} bytes)`);
} else {
  const result = await loadDemoDatabase({
    databaseOrigin: values.origin,
    namespace: values.ns,
    now,
    mode: values.merge ? 'merge' : 'replace',
  });
  console.log(
    `Demo portfolio loaded: ${result.buildingIds.length} buildings, ${result.bytes} bytes in ${result.requests} PATCH requests`,
  );
}
