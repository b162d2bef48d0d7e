/**
 * Metric to imperial factors for the figures a user may see in imperial units (Settings, "Units").
 * Figures are stored in metric units (kWh, m², kg); only the display converts.
 */

/**
 * Square metres in one square foot: 1 ft = 0.3048 m exactly (International Yard and Pound
 * Agreement, 1959), so 1 ft² = 0.09290304 m² (NIST SP 811, 2008 edition, appendix B.8).
 */
export const M2_PER_FT2 = 0.3048 * 0.3048;

/** Square feet in one square metre: 10.7639 ft² (1 / 0.09290304). */
export const FT2_PER_M2 = 1 / M2_PER_FT2;

/**
 * Kilo-British thermal units in one kilowatt hour: 1 kWh = 3.6 MJ and the International Table
 * Btu = 1,055.05585262 J (NIST SP 811, 2008 edition, appendix B.8), so 1 kWh = 3.412142 kBtu
 * (ENERGY STAR Portfolio Manager Technical Reference "Thermal Energy Conversions": 3.412).
 */
export const KBTU_PER_KWH = 3_600_000 / 1_055.055_852_62 / 1_000;

/**
 * kBtu/ft² in one kWh/m²: 3.412142 kBtu over 10.76391 ft² = 0.316998 (the factor ENERGY STAR
 * uses between site EUI in kWh/m² and kBtu/ft²; 1 kBtu/ft² = 3.15459 kWh/m²).
 */
export const KBTU_PER_FT2_PER_KWH_PER_M2 = KBTU_PER_KWH / FT2_PER_M2;

/** An area in m² as square feet. */
export function squareMetresToSquareFeet(areaM2: number): number {
  return areaM2 * FT2_PER_M2;
}

/** An energy use intensity in kWh/m²/yr as kBtu/ft²/yr. */
export function kwhPerM2ToKbtuPerFt2(intensityKwhPerM2: number): number {
  return intensityKwhPerM2 * KBTU_PER_FT2_PER_KWH_PER_M2;
}
