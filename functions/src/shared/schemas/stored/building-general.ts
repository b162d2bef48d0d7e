import { z } from 'zod';
import { count, numberIn, optionalText, positive, requiredText, strictObject } from '../common.js';
import { currencySchema } from '../enums/account.js';
import { orientationSchema, useTypeSchema } from '../enums/building.js';

/** Earliest and latest accepted construction or refurbishment year. */
export const YEAR_MIN = 1000;
export const YEAR_MAX = 2100;
/** Hours in a leap year: the most a building can operate in a year. */
export const HOURS_PER_YEAR_MAX = 8784;

const year = () =>
  z
    .int({ error: 'validation.required' })
    .min(YEAR_MIN, 'validation.outOfRange')
    .max(YEAR_MAX, 'validation.outOfRange');

/**
 * `/buildings/{id}/general`: identity, address, orientation, classification, size and age of a
 * building (spec 3.1). Areas in m², height in m, coordinates in degrees (WGS 84), operating hours
 * per year. Only `name` is required, so that the wizard can save part-way. `currency` (ISO 4217)
 * is the currency of every amount of the building (bills, equipment values, investments); a
 * building saved before it existed has none: read it with `buildingCurrencyOf`.
 *
 * Cross-field rules: `refurbishmentYear` is required when `hasMajorRefurbishment` is true and is
 * never before `constructionYear` ("Start year should be greater than End year").
 */
export const buildingGeneralSchema = strictObject({
  name: requiredText(),
  title: optionalText(),
  buildingNumber: optionalText(),
  street: optionalText(),
  postCode: optionalText(),
  city: optionalText(),
  state: optionalText(),
  country: z
    .string({ error: 'validation.mustBeSelected' })
    .regex(/^[A-Z]{2}$/, 'validation.mustBeSelected')
    .optional(),
  address: optionalText(),
  latitudeDeg: numberIn(-90, 90).optional(),
  longitudeDeg: numberIn(-180, 180).optional(),
  orientation: orientationSchema.optional(),
  photoUrl: optionalText(2000),
  sustainabilityRatingScheme: optionalText(100),
  sustainabilityRating: optionalText(100),
  useType: useTypeSchema.optional(),
  storeysAboveGround: count().optional(),
  storeysBelowGround: count().optional(),
  grossFloorAreaM2: positive().optional(),
  netUsableAreaM2: positive().optional(),
  internalFloorAreaM2: positive().optional(),
  floorToCeilingHeightM: positive().optional(),
  constructionYear: year().optional(),
  constructionPeriod: optionalText(50),
  hasMajorRefurbishment: z.boolean({ error: 'validation.mustBeSelected' }).optional(),
  refurbishmentYear: year().optional(),
  operatingHoursPerYear: numberIn(0, HOURS_PER_YEAR_MAX).optional(),
  currency: currencySchema.optional(),
}).superRefine((general, ctx) => {
  if (general.hasMajorRefurbishment === true && general.refurbishmentYear === undefined) {
    ctx.addIssue({ code: 'custom', path: ['refurbishmentYear'], message: 'validation.required' });
  }
  if (
    general.refurbishmentYear !== undefined &&
    general.constructionYear !== undefined &&
    general.refurbishmentYear < general.constructionYear
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['refurbishmentYear'],
      message: 'validation.startYearAfterEnd',
    });
  }
});
export type BuildingGeneral = z.infer<typeof buildingGeneralSchema>;

/** Fields the cross-field checks of {@link buildingGeneralSchema} read besides their own. */
const CROSS_FIELD_KEYS: readonly string[] = ['hasMajorRefurbishment', 'refurbishmentYear'];

/**
 * {@link buildingGeneralSchema} for objects that can only hold `keys` (a CSV import's columns):
 * the same field schemas, strict, without the ones that cannot occur, which checks a 9-field
 * row in about half the time; the whole schema when `keys` include a field of its cross-field
 * checks. Accepts exactly what the whole schema accepts for such objects.
 */
export function buildingGeneralSchemaFor(keys: readonly string[]): z.ZodType<BuildingGeneral> {
  if (keys.some((key) => CROSS_FIELD_KEYS.includes(key))) return buildingGeneralSchema;
  const shape = buildingGeneralSchema.shape as Record<string, z.ZodType>;
  // The required fields always, so that an object without one is refused as by the whole schema.
  const picked = Object.fromEntries(
    Object.entries(shape).filter(
      ([key, field]) => keys.includes(key) || !field.safeParse(undefined).success,
    ),
  );
  return strictObject(picked) as unknown as z.ZodType<BuildingGeneral>;
}
