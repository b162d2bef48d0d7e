import { z } from 'zod';

/*
 * The keys the figures of `/metrics/{buildingId}` are kept under: energy carriers and end uses.
 * A file of their own so that every part schema (metrics-*.ts) can use them and `metrics.ts`,
 * the root, can compose the parts without an import cycle.
 */

/**
 * Energy carriers a building buys: natural gas; district hot water also stands for geothermal hot
 * water. On-site PV is not a carrier: it is counted inside electricity (methodology §1.2).
 */
export const CARRIERS = [
  'electricity',
  'naturalGas',
  'fuelOil',
  'propane',
  'districtHotWater',
  'districtSteam',
  'districtChilledWater',
] as const;
export const carrierSchema = z.enum(CARRIERS);
export type Carrier = z.infer<typeof carrierSchema>;

/** End uses: the sub-systems of the energy screens that consume energy (spec 2.9, 9.5). */
export const END_USES = [
  'cooling',
  'heating',
  'lighting',
  'mechanicalVentilation',
  'plugLoads',
  'others',
] as const;
export const endUseSchema = z.enum(END_USES);
export type EndUse = z.infer<typeof endUseSchema>;

/** `{carrier: item}` for the carriers that have one (a carrier the building does not use is absent). */
export const carrierMap = <T extends z.ZodType>(item: T) => z.partialRecord(carrierSchema, item);

/** `{endUse: item}` for every end use. */
export const endUseMap = <T extends z.ZodType>(item: T) => z.record(endUseSchema, item);

/** `{endUse: item}` for some end uses (stored figures drop the empty ones). */
export const partialEndUseMap = <T extends z.ZodType>(item: T) =>
  z.partialRecord(endUseSchema, item);
