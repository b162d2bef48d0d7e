import {
  onChildAdded,
  onChildChanged,
  onChildRemoved,
  onValue,
  ref,
  type Database,
  type DataSnapshot,
  type Unsubscribe,
} from 'firebase/database';
import { createPortfolioCollector, type PortfolioState } from '../utils/portfolio-collector';

/**
 * Live portfolio of `uid`: listens to `/portfolios/{uid}`, the summaries that functions keep of
 * each building of the user's portfolio (docs/data-model.md), and nothing else. The child events
 * update one row each; the first value event, which the SDK raises after the child events of the
 * data it has, says the portfolio is loaded. All four registrations share one listen with the
 * server. Buildings added, changed or removed anywhere reach `onChange` without a reload. Returns
 * the unsubscribe function.
 */
export function subscribePortfolio(
  database: Database,
  uid: string,
  onChange: (state: PortfolioState) => void,
): Unsubscribe {
  const summaries = ref(database, `portfolios/${uid}`);
  const collector = createPortfolioCollector(onChange);
  const put = (snapshot: DataSnapshot) => {
    if (snapshot.key !== null) collector.put(snapshot.key, snapshot.val());
  };
  const fail = (error: Error) => collector.fail(error.message);
  const stops = [
    onChildAdded(summaries, put, fail),
    onChildChanged(summaries, put, fail),
    onChildRemoved(
      summaries,
      (snapshot) => {
        if (snapshot.key !== null) collector.remove(snapshot.key);
      },
      fail,
    ),
    onValue(summaries, () => collector.loaded(), fail, { onlyOnce: true }),
  ];
  return () => {
    for (const stop of stops) stop();
    collector.stop();
  };
}
