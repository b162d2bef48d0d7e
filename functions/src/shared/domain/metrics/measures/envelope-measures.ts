import {
  CLEAR_GLASS_SHGC,
  GLAZING_G_VALUE,
  GLAZING_U_VALUE_W_PER_M2K,
} from '../../../constants/energy-model.js';
import {
  INSULATED_WALL_U_VALUE_W_PER_M2K,
  SOLAR_FILM_SHADING_COEFFICIENT,
} from '../../../constants/measure-catalog.js';
import { envelopeGeometry } from '../energy/building-geometry.js';
import type { Apply } from './measure-application.js';
import { unchanged } from './measure-application.js';

/* Envelope measures (spec 3.14): windows, solar film and wall insulation. */

/** Double Glaze Low-E Windows: low-E glass at the given or catalog U-value, never a downgrade. */
export const lowEWindows: Apply = (input, measure) => {
  const current = envelopeGeometry(input.general, input.envelope).uValues.window;
  const target = measure.newUValueWPerM2K ?? GLAZING_U_VALUE_W_PER_M2K.doubleGlazedLowE;
  if (measure.newUValueWPerM2K === undefined && current <= target) return unchanged(input);
  const { shadingCoefficient: _replacedGlass, ...envelope } = input.envelope ?? {};
  return unchanged({
    ...input,
    envelope: {
      ...envelope,
      glazing: 'doubleGlazedLowE',
      window: { ...envelope.window, uValueWPerM2K: target },
    },
  });
};

/** Solar Film Installation: a lower shading coefficient of the glass. */
export const solarFilm: Apply = (input) => {
  const envelope = input.envelope ?? {};
  const current =
    envelope.shadingCoefficient ??
    GLAZING_G_VALUE[envelope.glazing ?? 'doubleGlazedNoLowE'] / CLEAR_GLASS_SHGC;
  if (current <= SOLAR_FILM_SHADING_COEFFICIENT) return unchanged(input);
  return unchanged({
    ...input,
    envelope: { ...envelope, shadingCoefficient: SOLAR_FILM_SHADING_COEFFICIENT },
  });
};

/** Curtain Wall Insulation Blocks: the wall's U-value. */
export const curtainWallInsulation: Apply = (input, measure) => {
  const current = envelopeGeometry(input.general, input.envelope).uValues.wall;
  const target = measure.newUValueWPerM2K ?? Math.min(current, INSULATED_WALL_U_VALUE_W_PER_M2K);
  const envelope = input.envelope ?? {};
  return unchanged({
    ...input,
    envelope: { ...envelope, wall: { ...envelope.wall, uValueWPerM2K: target } },
  });
};
