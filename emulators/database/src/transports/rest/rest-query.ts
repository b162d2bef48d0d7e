import type { WireQuery } from '../../tree/query.js';
import { MAX_NAME, MIN_NAME } from '../../tree/order.js';

/** Thrown for a malformed REST query parameter (400). */
export class RestQueryError extends Error {}

/** Parses a REST bound: a JSON value, optionally followed by `,` and a JSON key. */
function parseBound(raw: string): { value: unknown; key?: string } {
  try {
    return { value: JSON.parse(raw) };
  } catch {
    for (let i = raw.indexOf(','); i >= 0; i = raw.indexOf(',', i + 1)) {
      try {
        const value: unknown = JSON.parse(raw.slice(0, i));
        const key: unknown = JSON.parse(raw.slice(i + 1));
        return { value, key: String(key) };
      } catch {
        // try the next comma
      }
    }
  }
  throw new RestQueryError(`Invalid query parameter value: ${raw}`);
}

/** The REST query parameters that filter or limit by an `orderBy`. */
const FILTERS = [
  'startAt',
  'startAfter',
  'endAt',
  'endBefore',
  'equalTo',
  'limitToFirst',
  'limitToLast',
] as const;

/**
 * Turns REST query parameters (orderBy, startAt, startAfter, endAt, endBefore, equalTo,
 * limitToFirst, limitToLast) into the wire query the SDK would send; undefined when none.
 */
export function restQuery(params: URLSearchParams): WireQuery | undefined {
  // Production answers a shallow read of a query so (Pyrebase#9; the REST reference: "shallow
  // cannot be mixed with any other query parameters"), where honouring both would answer keys
  // production never gives.
  if (
    params.get('shallow') === 'true' &&
    ['orderBy', ...FILTERS].some((name) => params.has(name))
  ) {
    throw new RestQueryError("Mixing 'shallow' and querying parameters is not supported");
  }
  const orderByRaw = params.get('orderBy');
  if (orderByRaw === null) {
    // Production refuses a filter or a limit without the order it applies to
    // (beste/firebase-php#50), where ignoring it would answer the whole location.
    if (FILTERS.some((name) => params.has(name))) {
      throw new RestQueryError('orderBy must be defined when other query parameters are defined');
    }
    return undefined;
  }
  let orderBy: unknown;
  try {
    orderBy = JSON.parse(orderByRaw);
  } catch {
    throw new RestQueryError('orderBy must be a JSON string');
  }
  const q: WireQuery = {};
  if (orderBy === '$key') q.i = '.key';
  else if (orderBy === '$value') q.i = '.value';
  else if (orderBy !== '$priority') q.i = String(orderBy);
  const byKey = q.i === '.key';
  const setStart = (raw: string, inclusive: boolean): void => {
    const { value, key } = parseBound(raw);
    q.sp = value;
    if (key !== undefined) q.sn = key;
    else if (!inclusive && !byKey) q.sn = MAX_NAME;
    q.sin = inclusive;
  };
  const setEnd = (raw: string, inclusive: boolean): void => {
    const { value, key } = parseBound(raw);
    q.ep = value;
    if (key !== undefined) q.en = key;
    else if (!inclusive && !byKey) q.en = MIN_NAME;
    q.ein = inclusive;
  };
  const equalTo = params.get('equalTo');
  if (equalTo !== null) {
    setStart(equalTo, true);
    setEnd(equalTo, true);
  }
  const startAt = params.get('startAt');
  const startAfter = params.get('startAfter');
  const endAt = params.get('endAt');
  const endBefore = params.get('endBefore');
  if (startAt !== null) setStart(startAt, true);
  if (startAfter !== null) setStart(startAfter, false);
  if (endAt !== null) setEnd(endAt, true);
  if (endBefore !== null) setEnd(endBefore, false);
  const first = params.get('limitToFirst');
  const last = params.get('limitToLast');
  if (first !== null) Object.assign(q, { l: Number(first), vf: 'l' });
  if (last !== null) Object.assign(q, { l: Number(last), vf: 'r' });
  if (q.l !== undefined && !(Number.isInteger(q.l) && q.l > 0)) {
    throw new RestQueryError('limit must be a positive integer');
  }
  return q;
}
