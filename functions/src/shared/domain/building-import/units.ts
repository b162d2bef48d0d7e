/**
 * Unit conversions of the building import: US customary units of ENERGY STAR Portfolio Manager
 * exports and city benchmarking files into the units Facet stores (m², kWh, kWh/m²·yr).
 * Sources: NIST SP 811 (2008), appendix B.9 (international foot, British thermal unit, therm);
 * the values agree with METHODS.md section 1 (BETTER `constants/energy.py`).
 */

/** m² per ft²: (0.3048 m)², exact by the definition of the international foot (NIST SP 811 B.9). */
export const M2_PER_FT2 = 0.09290304;

/** kWh per kBtu: 1 Btu_IT = 1055.05585262 J (NIST SP 811 B.9), 1 kWh = 3.6 MJ. */
export const KWH_PER_KBTU = 1055.05585262 / 3600;

/** kWh per US therm: 1 therm = 100,000 Btu_IT (NIST SP 811 B.9; Portfolio Manager uses the same). */
export const KWH_PER_THERM = 100 * KWH_PER_KBTU;

/** kWh per MWh. */
export const KWH_PER_MWH = 1000;

/** kWh per GJ: 10⁹ J / 3.6 × 10⁶ J. */
export const KWH_PER_GJ = 1e9 / 3.6e6;

/** kWh/m² per kBtu/ft² (≈ 3.15459, METHODS.md section 1). */
export const KWH_PER_M2_PER_KBTU_PER_FT2 = KWH_PER_KBTU / M2_PER_FT2;

/** kWh/m² per GJ/m² (Portfolio Manager's metric EUI). */
export const KWH_PER_M2_PER_GJ_PER_M2 = KWH_PER_GJ;

export type AreaUnit = 'ft2' | 'm2';
export type EnergyUnit = 'kWh' | 'MWh' | 'kBtu' | 'therms' | 'GJ';
export type IntensityUnit = 'kWhPerM2' | 'kBtuPerFt2' | 'GJPerM2';
export type ImportUnit = AreaUnit | EnergyUnit | IntensityUnit;

const TO_BASE: Record<ImportUnit, number> = {
  m2: 1,
  ft2: M2_PER_FT2,
  kWh: 1,
  MWh: KWH_PER_MWH,
  kBtu: KWH_PER_KBTU,
  therms: KWH_PER_THERM,
  GJ: KWH_PER_GJ,
  kWhPerM2: 1,
  kBtuPerFt2: KWH_PER_M2_PER_KBTU_PER_FT2,
  GJPerM2: KWH_PER_M2_PER_GJ_PER_M2,
};

/**
 * A value in `unit` converted to Facet's unit of its kind (area → m², energy → kWh, intensity →
 * kWh/m²·yr), rounded to `decimals` places (areas are kept to 0.01 m², energy to 0.1 kWh).
 */
export function toFacetUnit(value: number, unit: ImportUnit, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * TO_BASE[unit] * factor) / factor;
}
