import { onValue, ref, type Database, type Unsubscribe } from 'firebase/database';
import { buildingMetricsSchema } from '@shared/schemas/metrics';

/** When and from which inputs a building's figures were computed. */
export type MetricsStatus =
  | { status: 'loading' }
  | { status: 'absent' }
  | { status: 'ready'; computedAtMs: number; inputVersion: string; schemaVersion: number }
  | { status: 'denied' };

const FIELDS = ['computedAtMs', 'inputVersion', 'schemaVersion'] as const;

/**
 * Listens to the three small fields that date the figures (never the whole document) and
 * publishes them once all have answered.
 */
export function subscribeMetricsStatus(
  database: Database,
  buildingId: string,
  publish: (state: MetricsStatus) => void,
): Unsubscribe {
  const values: Partial<Record<(typeof FIELDS)[number], unknown>> = {};
  const answered = new Set<string>();
  const shape = buildingMetricsSchema.shape;
  let denied = false;
  const update = () => {
    if (denied) return publish({ status: 'denied' });
    if (answered.size < FIELDS.length) return publish({ status: 'loading' });
    const computedAtMs = shape.computedAtMs.safeParse(values.computedAtMs);
    const inputVersion = shape.inputVersion.safeParse(values.inputVersion);
    if (!computedAtMs.success || !inputVersion.success) return publish({ status: 'absent' });
    publish({
      status: 'ready',
      computedAtMs: computedAtMs.data,
      inputVersion: inputVersion.data,
      schemaVersion: typeof values.schemaVersion === 'number' ? values.schemaVersion : 0,
    });
  };
  const stops = FIELDS.map((field) =>
    onValue(
      ref(database, `metrics/${buildingId}/${field}`),
      (snapshot) => {
        values[field] = snapshot.val();
        answered.add(field);
        update();
      },
      () => {
        denied = true;
        update();
      },
    ),
  );
  return () => stops.forEach((stop) => stop());
}
