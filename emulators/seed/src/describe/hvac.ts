/** The HVAC step of a demo building (`/buildings/{id}/hvac`): cooling, heating and ventilation. */
import type {
  CoolingSystem,
  HeatingSystem,
  Hvac,
  Ventilation,
} from '../../../../functions/src/shared/schemas/stored/hvac.js';
import type { BuildingSpec } from '../catalog.js';
import { compact } from '../json.js';
import { coolingCapacityKw, HEATER, heatingCapacityKw } from './plant.js';

/** `/buildings/{id}/hvac`. */
export function hvacOf(spec: BuildingSpec): Hvac {
  const heater = HEATER[spec.heating];
  const modern = (spec.refurbishmentYear ?? spec.constructionYear) >= 2005;
  const cooling: CoolingSystem =
    spec.cooling === 'none'
      ? { installed: false }
      : compact<CoolingSystem>({
          installed: true,
          systemType: spec.cooling === 'splitUnits' ? 'splitUnitAc' : spec.cooling,
          compressorType:
            spec.cooling === 'waterCooledChiller'
              ? spec.grossFloorAreaM2 > 15000
                ? 'centrifugal'
                : 'screw'
              : 'scroll',
          refrigerant:
            spec.cooling === 'splitUnits'
              ? 'R-32'
              : spec.constructionYear >= 2018
                ? 'R-1234ze'
                : 'R-134a',
          energySource: 'electricity',
          capacityKw: coolingCapacityKw(spec),
          cop:
            spec.cooling === 'waterCooledChiller'
              ? spec.grossFloorAreaM2 > 15000
                ? 6.1
                : 4.9
              : spec.cooling === 'airCooledChiller'
                ? 3.0
                : 3.4,
        });
  const heatingSystemType: Readonly<Record<BuildingSpec['heating'], string>> = {
    gasBoiler:
      spec.useType === 'industrial'
        ? 'Gas-fired radiant tubes and boiler'
        : 'Hot-water radiators with condensing boilers',
    districtHeating: 'District heat substation, hot-water radiators',
    steamDistrict: 'Steam-to-hot-water converters, perimeter fin-tube radiators',
    airSourceHeatPump: 'Air-to-water heat pumps, underfloor heating',
  };
  const mechanical = spec.useType !== 'education' || modern;
  return {
    cooling,
    heating: compact<HeatingSystem>({
      installed: true,
      systemType: heatingSystemType[spec.heating],
      heaterType: heater.heaterType,
      energySource: heater.energySource,
      capacityKw: heatingCapacityKw(spec),
      efficiencyPct: spec.heating === 'gasBoiler' && !modern ? 86 : heater.efficiencyPct,
    }),
    ventilation: compact<Ventilation>({
      mechanicalInstalled: mechanical,
      mechanicalSystemType: mechanical
        ? modern
          ? 'Central air-handling units with heat recovery wheel'
          : 'Central air-handling units, constant volume'
        : undefined,
      gfaPct: mechanical
        ? spec.useType === 'education'
          ? 45
          : spec.useType === 'industrial'
            ? 60
            : 85
        : undefined,
      fanType: mechanical ? (modern ? 'variableSpeedDrive' : 'fixedSpeed') : undefined,
      naturalInstalled: spec.constructionYear < 1980 || spec.useType === 'education',
    }),
  };
}
