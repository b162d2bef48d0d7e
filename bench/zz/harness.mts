import { readImportFile } from '/work/main/functions/lib/services/building-import/parse-import.js';
import { RowPlanning } from '/work/main/functions/lib/services/building-import/row-planning.js';
import { ImportStepPacker } from '/work/main/functions/lib/shared/domain/building-import/import-steps.js';
import { portfolioManagerFile } from '/work/main/tests/support/generated-files.ts';
import { parse } from 'csv-parse';

const { bytes, rows } = portfolioManagerFile({ targetBytes: 10 * 1024 * 1024 - 64 * 1024 });
let n = 0;
async function raw() { const t = performance.now(); let c = 0; for await (const _ of parse(Buffer.from(bytes), { relax_column_count: true, skip_empty_lines: true })) c++; return performance.now() - t; }
async function once(plan: boolean) {
  let stepBytes = 0, steps = 0;
  const packer = new ImportStepPacker((s) => { stepBytes += s.bytes.length; steps++; });
  const known = { owned: [], editorName: 'Bench', currency: 'USD' as const };
  const planning = new RowPlanning({ uid: 'u1', nowMs: Date.now(), importId: 'imp1', newBuildingId: () => `-b${(n++).toString(36).padStart(10, '0')}`, packer, room: async () => {} });
  const t = performance.now();
  let readOnly = 0;
  const reading = await readImportFile(bytes, async ({ buildings, header }) => { if (!plan) return; planning.wait(buildings); await planning.planWaiting(header, known as never); });
  readOnly = performance.now() - t;
  if (plan) { await planning.planWaiting(reading.header, known as never); const fin = packer.finish({ path: 'imports/u1/imp1', value: { ok: true } }); for (const s of fin) stepBytes += s.bytes.length; }
  return { ms: performance.now() - t, stepBytes, steps, matchMs: planning.matchMs };
}
console.log('rows', rows);
for (let i = 0; i < 4; i++) {
  const r = await raw(); const a = await once(false); const b = await once(true);
  console.log(`raw ${r.toFixed(0)}  read ${a.ms.toFixed(0)}  read+plan ${b.ms.toFixed(0)} (match ${b.matchMs.toFixed(0)}) bytes ${(b.stepBytes/1e6).toFixed(1)} MB`);
}
