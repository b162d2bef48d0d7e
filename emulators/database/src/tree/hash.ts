import { createHash } from 'node:crypto';
import type { Priority, TreeNode } from './node.js';
import { PRIORITY_INDEX, sortedChildren } from './order.js';

const EXPONENT_BITS = 11;
const FRACTION_BITS = 52;
const BIAS = (1 << (EXPONENT_BITS - 1)) - 1;

/**
 * A double as 16 hex digits, computed the way the SDK computes it: arithmetically (log, round),
 * not from the real bits. The two differ next to powers of two (e.g. 3.9999999999999996); the
 * server must match the SDK or transactions never commit on such values.
 */
export function sdkDoubleHex(input: number): string {
  let sign = 0;
  let exponent: number;
  let fraction: number;
  if (input === 0) {
    exponent = 0;
    fraction = 0;
    sign = 1 / input === -Infinity ? 1 : 0;
  } else {
    sign = input < 0 ? 1 : 0;
    const v = Math.abs(input);
    if (v >= Math.pow(2, 1 - BIAS)) {
      const ln = Math.min(Math.floor(Math.log(v) / Math.LN2), BIAS);
      exponent = ln + BIAS;
      fraction = Math.round(v * Math.pow(2, FRACTION_BITS - ln) - Math.pow(2, FRACTION_BITS));
    } else {
      exponent = 0;
      fraction = Math.round(v / Math.pow(2, 1 - BIAS - FRACTION_BITS));
    }
  }
  // Bits are taken least significant first with `% 2` and floor-halving, exactly like the SDK, so
  // that a fraction that rounds up to 2^52 (or goes negative) yields the same digits it does.
  const bits: number[] = [];
  for (let i = FRACTION_BITS; i > 0; i--) {
    bits.push(fraction % 2 ? 1 : 0);
    fraction = Math.floor(fraction / 2);
  }
  for (let i = EXPONENT_BITS; i > 0; i--) {
    bits.push(exponent % 2 ? 1 : 0);
    exponent = Math.floor(exponent / 2);
  }
  bits.push(sign);
  bits.reverse();
  let hex = '';
  for (let i = 0; i < 64; i += 8) {
    let byte = 0;
    for (let j = 0; j < 8; j++) byte = byte * 2 + (bits[i + j] ?? 0);
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

function priorityText(priority: Priority): string {
  return typeof priority === 'number' ? `number:${sdkDoubleHex(priority)}` : `string:${priority}`;
}

function sha1Base64(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

const cache = new WeakMap<TreeNode, string>();

/**
 * The SDK's node hash (base64 SHA-1 of a canonical text): what a transaction's `h` and a
 * listen's `h` carry. The empty node hashes to "". Hashes are memoised per immutable node.
 */
export function hashNode(node: TreeNode | null): string {
  if (node === null) return '';
  const cached = cache.get(node);
  if (cached !== undefined) return cached;
  let text = node.priority === undefined ? '' : `priority:${priorityText(node.priority)}:`;
  let hash: string;
  if (node.kind === 'leaf') {
    const type = typeof node.value;
    text += `${type}:${type === 'number' ? sdkDoubleHex(node.value as number) : String(node.value)}`;
    hash = sha1Base64(text);
  } else {
    for (const [key, child] of sortedChildren(node, PRIORITY_INDEX)) {
      const childHash = hashNode(child);
      if (childHash !== '') text += `:${key}:${childHash}`;
    }
    hash = text === '' ? '' : sha1Base64(text);
  }
  cache.set(node, hash);
  return hash;
}
