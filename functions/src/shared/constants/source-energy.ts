/**
 * Site-to-source ratios of ENERGY STAR Portfolio Manager, Technical Reference "Source Energy"
 * (August 2023), national factors (METHODS.md §3). We use the U.S. factors for every building
 * outside Canada, so that source EUIs compare with the ENERGY STAR medians we benchmark against
 * (a stated choice: national primary-energy factors of the EU differ). On-site solar counts 1.0.
 * District chilled water: 0.91 (the PDF's value per METHODS.md; BETTER's code has 1.09).
 */
export interface SourceFactors {
  electricity: number;
  onSiteSolar: number;
  naturalGas: number;
  fuelOil: number;
  propane: number;
  districtHotWater: number;
  districtSteam: number;
  districtChilledWater: number;
}

export const SOURCE_FACTORS_US: SourceFactors = {
  electricity: 2.8,
  onSiteSolar: 1.0,
  naturalGas: 1.05,
  fuelOil: 1.01,
  propane: 1.01,
  districtHotWater: 1.2,
  districtSteam: 1.2,
  districtChilledWater: 0.91,
};

export const SOURCE_FACTORS_CA: SourceFactors = {
  electricity: 1.83,
  onSiteSolar: 1.0,
  naturalGas: 1.06,
  fuelOil: 1.01,
  propane: 1.04,
  districtHotWater: 1.2,
  districtSteam: 1.2,
  districtChilledWater: 0.91,
};
