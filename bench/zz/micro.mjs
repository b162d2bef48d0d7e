const utf8 = new TextEncoder();
const mk = (i) => ({ meta: { ownerUid: 'u1', status: 'temporary', createdAtMs: 1796069078637, updatedAtMs: 1796069078637, editedBy: 'Bench', editedByUid: 'u1', wizard: { step: 'general', percent: 0 }, externalId: 'espm:' + (500000 + i), importId: 'imp1' }, general: { name: 'Building ' + i + ', Block 1', street: '1001 S Main Street', postCode: '10101-0001', city: 'Springfield', state: 'Illinois', country: 'US', useType: 'education', grossFloorAreaM2: 2593.76 + i, constructionYear: 1901, currency: 'USD' }, members: { u1: 'owner' }, reportedYears: { 2016: { importId: 'imp1', line: 3, electricityKwh: 100041, naturalGasKwh: 293173.6, siteEuiKwhPerM2: 95, energyStarScore: 2 } } });
const objs = Array.from({ length: 93000 }, (_, i) => ({ path: `buildings/-b${i.toString(36).padStart(10, '0')}`, value: mk(i) }));
function A() { let total = 0; const units = []; for (const w of objs) { let text = ''; text += `${JSON.stringify(w.path)}:${JSON.stringify(w.value)}`; const json = utf8.encode(text); units.push(json); total += json.length; }
  // steps: copy
  let step = new Uint8Array(1 << 20); let at = 0; for (const u of units) { if (at + u.length > step.length) { step = new Uint8Array(1 << 20); at = 0; } step.set(u, at); at += u.length; } return total; }
function B() { let total = 0; const units = []; for (const w of objs) { const text = `${JSON.stringify(w.path)}:${JSON.stringify(w.value)}`; const n = Buffer.byteLength(text); units.push(text); total += n; }
  let parts = []; let bytes = 0; for (const u of units) { parts.push(u); bytes += u.length; if (bytes > 1e6) { Buffer.from(parts.join(',')); parts = []; bytes = 0; } } return total; }
function C() { let total = 0; const units = []; for (const w of objs) { const text = `${JSON.stringify(w.path)}:${JSON.stringify(w.value)}`; units.push(text); total += text.length; }
  return total; }
for (let r = 0; r < 4; r++) for (const [n, f] of [['A', A], ['B', B], ['C stringify only', C]]) { const t = performance.now(); f(); console.log(n, (performance.now() - t).toFixed(0)); }
