import { z } from 'zod';

import { MUST_BE_SELECTED } from './must-be-selected.js';

/*
 * Lists of historized series: scope, unit and source (spec 3.11, 9.9).
 * Stored as stable camelCase codes, shown through i18n (`enums.json`, key `<enumName>.<code>`), in
 * the spec's order. Never rename a code: stored data and the database rules refer to it.
 */

/** Scope of a historized series (spec 3.11); every scope but `overall` names one equipment. */
export const SERIES_SCOPES = [
  'overall',
  'cooling',
  'heating',
  'lighting',
  'mechanicalVentilation',
] as const;
export const seriesScopeSchema = z.enum(SERIES_SCOPES, { error: MUST_BE_SELECTED });
export type SeriesScope = z.infer<typeof seriesScopeSchema>;

/** Unit of a historized series (spec 3.11, 9.9): energy kWh, power kW, temperature °C, volume m³. */
export const SERIES_UNITS = ['kWh', 'kW', 'degC', 'm3'] as const;
export const seriesUnitSchema = z.enum(SERIES_UNITS, { error: MUST_BE_SELECTED });
export type SeriesUnit = z.infer<typeof seriesUnitSchema>;

/** Where a series came from: a file upload, bills, a meter feed or the demo generator. */
export const SERIES_SOURCES = ['upload', 'bill', 'meter', 'demo'] as const;
export const seriesSourceSchema = z.enum(SERIES_SOURCES, { error: MUST_BE_SELECTED });
export type SeriesSource = z.infer<typeof seriesSourceSchema>;
