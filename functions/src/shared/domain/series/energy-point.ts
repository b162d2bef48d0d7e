/*
 * A reading of a historized series (spec 2.7 "Data uploads"), as an upload reads it and as its
 * monthly chunks give it back.
 */

/** One reading: the start of its interval (epoch ms, whole minutes) and its energy in kWh. */
export interface EnergyPoint {
  atMs: number;
  kwh: number;
}
