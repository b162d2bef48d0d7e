import { describe, expect, it } from 'vitest';
import {
  addedUnitOf,
  buildingsOf,
  sizeOf,
  stepBytesOf,
  stepOf,
  scannedUtf8ByteLength,
  utf8ByteLength,
} from './import-step-units.js';

const encoded = (text: string) => new TextEncoder().encode(text).length;

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['Main Street 12', 14],
    ['Nová budova, Brno', 18],
    ['Straße', 7],
    ['€ 1 000', 9],
    ['🏢 Tower', 10],
  ])('counts %j as %i bytes, as TextEncoder encodes it', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
    expect(utf8ByteLength(text)).toBe(encoded(text));
    // The scan a browser uses, without Node's count.
    expect(scannedUtf8ByteLength(text)).toBe(bytes);
  });

  it('counts a lone surrogate as the 3 bytes of U+FFFD, as TextEncoder writes it', () => {
    for (const text of ['a\ud800b', '\udc00', 'end\ud83c']) {
      expect(utf8ByteLength(text)).toBe(encoded(text));
      expect(scannedUtf8ByteLength(text)).toBe(encoded(text));
    }
  });
});

describe('addedUnitOf', () => {
  it("sends a write's JSON text when the writer made it, counted and undone as its value", () => {
    const json = '{"general":{"name":"Nová budova"},"members":{"u1":"owner"}}';
    const unit = addedUnitOf([{ path: 'buildings/n1', value: { stale: true }, json }]);
    expect(unit.text).toBe(`"buildings/n1":${json}`);
    expect(unit.bytes).toBe(encoded(unit.text) + 1);
    expect(unit.building).toBe('buildings/n1');
    expect(buildingsOf(unit)).toBe(1);
    expect(JSON.parse(`{${unit.undo()}}`)).toEqual({ 'buildings/n1': null });
  });
});

describe('stepOf', () => {
  it('is the units joined as one update, exactly as large as sizeOf counts them', () => {
    const units = [
      addedUnitOf([{ path: 'buildings/n1', value: { general: { name: 'Nová budova' } } }]),
      addedUnitOf([{ path: 'buildings/n2', value: { general: { name: '🏢 Žižkov' } } }]),
      addedUnitOf([{ path: 'users/u1/buildings/n1', value: true }]),
    ];
    const step = stepOf(units, false);
    expect(JSON.parse(step.body)).toEqual({
      'buildings/n1': { general: { name: 'Nová budova' } },
      'buildings/n2': { general: { name: '🏢 Žižkov' } },
      'users/u1/buildings/n1': true,
    });
    expect(step.bytes.length).toBe(sizeOf(units).bytes);
    expect(JSON.parse(step.undo!())).toEqual({
      'buildings/n1': null,
      'buildings/n2': null,
      'users/u1/buildings/n1': null,
    });
  });

  it('encodes each unit in its place: the bytes TextEncoder gives the joined text', () => {
    const texts = ['Main Street 12', 'Nová budova', '🏢 Tower', 'a\ud800b', 'end\ud83c'];
    const units = texts.map((name, index) =>
      addedUnitOf([{ path: `buildings/n${index}`, value: { general: { name } } }]),
    );
    const joined = `{${units.map((unit) => unit.text).join(',')}}`;
    expect(stepBytesOf(units)).toEqual(new TextEncoder().encode(joined));
    expect(stepBytesOf(units.slice(0, 1))).toEqual(new TextEncoder().encode(`{${units[0]!.text}}`));
  });
});
