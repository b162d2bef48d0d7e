/** Alerts of a demo asset: a resolved history, and open ones on worn assets. */
import type { SubSystem } from '../../../../functions/src/shared/schemas/enums/equipment.js';
import type { Alert } from '../../../../functions/src/shared/schemas/stored/reliability.js';
import type { Rng } from '../../../../functions/src/shared/domain/common/seeded-random.js';
import { DAY_MS } from '../time.js';
import type { AssetTemplate } from './asset-template.js';

const ALERT_MESSAGES: Readonly<Record<SubSystem, readonly string[]>> = {
  cooling: [
    'High condenser pressure trip',
    'Chilled water supply temperature above set point for 45 min',
    'Compressor vibration above 7.1 mm/s',
  ],
  heating: [
    'Boiler lockout: flame failure',
    'Flow temperature below curve for 2 h',
    'Primary return temperature too high',
  ],
  lighting: [
    'Emergency lighting test failed on 3 luminaires',
    'Lighting left on after hours in zone 4',
  ],
  mechanicalVentilation: [
    'Supply filter differential pressure high',
    'Supply fan vibration high',
    'Frost protection triggered',
  ],
  facilityEnvelope: ['Water ingress reported at roof outlet'],
  renewables: ['Inverter offline: grid fault', 'String yield 30 % below neighbours'],
  plugLoads: ['UPS on battery for 4 min', 'UPS battery test failed'],
  others: ['Lift out of service: door fault', 'Lift levelling error'],
};

/** Alerts by the time they were raised; `wear` is the asset's age as a share of its life. */
export function alertsOf(asset: AssetTemplate, wear: number, nowMs: number, rng: Rng): Alert[] {
  const alerts: Alert[] = [];
  const alertCount = rng.int(0, 2) + (wear > 0.55 ? 1 : 0);
  for (let a = 0; a < alertCount; a += 1) {
    const open = a === alertCount - 1 && ((wear > 0.7 && rng.chance(0.6)) || rng.chance(0.1));
    const raisedAtMs =
      nowMs - (open ? rng.int(1, 20) : rng.int(25, 600)) * DAY_MS - rng.int(0, 86_399) * 1000;
    alerts.push({
      severity: open
        ? wear > 0.8
          ? 'critical'
          : rng.pick(['high', 'medium'] as const)
        : rng.pick(['medium', 'low', 'high'] as const),
      raisedAtMs,
      message: rng.pick(ALERT_MESSAGES[asset.subSystem]),
      resolved: !open,
    });
  }
  alerts.sort((a, b) => a.raisedAtMs - b.raisedAtMs);
  return alerts;
}
