import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromJSON } from './node.js';
import { hashNode, sdkDoubleHex } from './hash.js';

function realBits(v: number): string {
  const buf = Buffer.alloc(8);
  buf.writeDoubleBE(v);
  return buf.toString('hex');
}

describe('sdkDoubleHex', () => {
  it('matches the real bits for integers and two-decimal values', () => {
    for (const v of [1, -1, 0.5, 2, 3, 100, 1e6, 12.34, -99.99, 2 ** 40, 1e-30, 5e-324]) {
      expect(sdkDoubleHex(v)).toBe(realBits(v));
    }
  });
  it('encodes -0 with the sign bit', () => {
    expect(sdkDoubleHex(-0)).toBe('8000000000000000');
  });
  it('follows the SDK arithmetic next to powers of two', () => {
    expect(sdkDoubleHex(3.9999999999999996)).not.toBe(realBits(3.9999999999999996));
  });
});

describe('hashNode', () => {
  it('hashes leaves by type and value', () => {
    const sha = (s: string): string => createHash('sha1').update(s).digest('base64');
    expect(hashNode(fromJSON('hello'))).toBe(sha('string:hello'));
    expect(hashNode(fromJSON(true))).toBe(sha('boolean:true'));
    expect(hashNode(fromJSON(1))).toBe(sha('number:3ff0000000000000'));
    expect(hashNode(fromJSON({ '.value': 1, '.priority': 'p' }))).toBe(
      sha('priority:string:p:number:3ff0000000000000'),
    );
  });
  it('orders children by priority then key and skips nothing-nodes', () => {
    const a = hashNode(fromJSON({ b: 1, a: 2, '10': 3, '9': 4 }));
    const b = hashNode(fromJSON({ '9': 4, '10': 3, a: 2, b: 1 }));
    expect(a).toBe(b);
    expect(hashNode(null)).toBe('');
  });
});
