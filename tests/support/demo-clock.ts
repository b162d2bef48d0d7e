/**
 * The demo's clock as the running stack set it (emulators/stack/src/demo-clock.ts): tests whose
 * expectations follow the demo's dates (its months of bills and meter data, its tasks and
 * warranties) read them from here, never from the calendar day they happen to run on.
 */
import { demoNowMsOf } from '../../emulators/stack/src/demo-clock.js';
import {
  daysInMonth,
  monthIndexOfMs,
  monthKeyOf,
} from '../../functions/src/shared/domain/common/months.js';

/** The instant the stack dated the demo from. */
export function demoNowMs(): number {
  return demoNowMsOf(process.env);
}

/** A whole month of the demo: `monthsBack` months before the month the demo was made in. */
export function demoMonth(monthsBack: number): {
  key: string;
  first: string;
  last: string;
  days: number;
} {
  const index = monthIndexOfMs(demoNowMs()) - monthsBack;
  const key = monthKeyOf(index);
  const days = daysInMonth(index);
  return { key, first: `${key}-01`, last: `${key}-${String(days).padStart(2, '0')}`, days };
}
