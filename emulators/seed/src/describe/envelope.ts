/** The Envelope step of a demo building (`/buildings/{id}/envelope`): U-values and glazing. */
import type { Envelope } from '../../../../functions/src/shared/schemas/stored/envelope.js';
import type { UseType } from '../../../../functions/src/shared/schemas/enums/building.js';
import type { BuildingSpec } from '../catalog.js';

/** `/buildings/{id}/envelope`: U-values from the construction (or refurbishment) year. */
export function envelopeOf(spec: BuildingSpec): Envelope {
  const built = spec.constructionYear;
  const year = spec.refurbishmentYear ?? built;
  const heritage = built < 1920;
  const pitched = heritage || spec.useType === 'education';
  const wall = heritage
    ? {
        insulationType: 'Solid brick 600 mm, internal lining',
        uValueWPerM2K: year > 2000 ? 0.95 : 1.35,
      }
    : year < 1980
      ? { insulationType: 'Precast Concrete Wall', uValueWPerM2K: 1.1 }
      : year < 1995
        ? { insulationType: 'Precast Concrete Wall, 60 mm insulation', uValueWPerM2K: 0.55 }
        : year < 2010
          ? { insulationType: 'Reinforced Concrete Wall, ETICS 120 mm', uValueWPerM2K: 0.32 }
          : spec.useType === 'industrial'
            ? { insulationType: 'Insulated sandwich panel 150 mm', uValueWPerM2K: 0.22 }
            : { insulationType: 'Reinforced Concrete Wall, ETICS 200 mm', uValueWPerM2K: 0.18 };
  const roof = pitched
    ? {
        insulationType:
          year > 2000 ? 'Pitched roof, mineral wool 200 mm' : 'Pitched roof, 80 mm insulation',
        uValueWPerM2K: year > 2000 ? 0.22 : 0.6,
      }
    : year < 1980
      ? { insulationType: 'Concrete Slab - Uninsulated', uValueWPerM2K: 1.9 }
      : year < 2005
        ? { insulationType: 'Concrete Slab - Insulated', uValueWPerM2K: 0.35 }
        : { insulationType: 'Concrete Slab - Insulated', uValueWPerM2K: year >= 2015 ? 0.14 : 0.2 };
  const glazing =
    year < 1975
      ? 'singleGlazed'
      : year < 1995
        ? 'doubleGlazedNoLowE'
        : year < 2017
          ? 'doubleGlazedLowE'
          : 'tripleGlazedLowE';
  const windowU: Readonly<Record<string, number>> = {
    singleGlazed: 5.4,
    doubleGlazedNoLowE: 2.8,
    doubleGlazedLowE: year < 2008 ? 1.6 : 1.3,
    tripleGlazedLowE: 0.8,
  };
  const windowType: Readonly<Record<string, string>> = {
    singleGlazed: 'Single Glazed Window',
    doubleGlazedNoLowE: 'Double Glazed',
    doubleGlazedLowE: 'Double Glazed, low-E, argon',
    tripleGlazedLowE: 'Triple glazed, low-E, argon',
  };
  const floor =
    year < 2000
      ? { insulationType: 'Solid Ground Floor', uValueWPerM2K: year < 1980 ? 1.0 : 0.6 }
      : {
          insulationType: 'Solid Ground Floor w/ Edge Insulation',
          uValueWPerM2K: year >= 2015 ? 0.25 : 0.35,
        };
  const wwr: Readonly<Record<UseType, number>> = {
    office: built > 1990 ? 55 : 35,
    education: 30,
    retail: 42,
    hospitality: 28,
    industrial: 8,
    mixedUse: 45,
    institution: 30,
    other: 30,
  };
  return {
    windowToWallRatioPct: wwr[spec.useType],
    roofType: pitched ? 'pitched' : 'flat',
    glazing,
    shadingCoefficient:
      glazing === 'singleGlazed'
        ? 0.95
        : glazing === 'doubleGlazedNoLowE'
          ? 0.82
          : glazing === 'doubleGlazedLowE'
            ? 0.58
            : 0.5,
    roof,
    wall,
    window: {
      insulationType: windowType[glazing] ?? 'Double Glazed',
      uValueWPerM2K: windowU[glazing] ?? 2.8,
    },
    floor,
  };
}
