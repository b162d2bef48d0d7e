import { z } from 'zod';
import { count, percent, strictObject } from '../common.js';

/**
 * `/buildings/{id}/useDetails`: what EPA's ENERGY STAR score models ask of a property beyond its
 * floor area, hours and climate ("use details", Technical Reference – ENERGY STAR Score, 2018;
 * docs/methodology.md §2.4), each optional: the estimated score names what it lacks. Counts are
 * whole numbers; heated, cooled and cold-storage shares in percent of the gross floor area.
 */
export const useDetailsSchema = strictObject({
  /** Employees present during the main shift (Office, K-12 School, Hotel, Retail, Warehouse). */
  workersOnMainShift: count().optional(),
  /** PCs, laptops and servers (Office). */
  computers: count().optional(),
  /** Guest rooms (Hotel). */
  guestRooms: count().optional(),
  /** Open, closed and walk-in refrigeration and freezer units (Hotel, Retail). */
  commercialRefrigerationUnits: count().optional(),
  heatedPercent: percent().optional(),
  cooledPercent: percent().optional(),
  /** Floor area kept at refrigerated or freezer temperatures, percent (Warehouse). */
  coldStoragePercent: percent().optional(),
  /** A bank branch or financial office (Office). */
  bankBranch: z.boolean().optional(),
  /** Cooking facilities (K-12 School). */
  cooking: z.boolean().optional(),
  /** A high school (K-12 School). */
  highSchool: z.boolean().optional(),
  /** A commercial or full-service kitchen (Hotel). */
  commercialKitchen: z.boolean().optional(),
  /** A supermarket or grocery store (Retail). */
  supermarket: z.boolean().optional(),
});
export type UseDetails = z.infer<typeof useDetailsSchema>;
