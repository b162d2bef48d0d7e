import type { UseType } from '../../schemas/enums.js';
import { USE_TYPES } from '../../schemas/enums.js';
import { foldText } from '../registry-search.js';

/**
 * Property types as files name them (Portfolio Manager's property types, county assessor
 * classes, Seattle's and New York's disclosure files, our own labels in English, Czech and
 * German), folded, as patterns over the folded text, first match wins.
 */
const USE_TYPE_PATTERNS: readonly [RegExp, UseType][] = [
  [/\bmixed\b|smisen|gemischt/, 'mixedUse'],
  [
    /hotel|motel|lodging|hospitality|ubytovani|gastgewerbe|beherberg|residence hall|dormitor/,
    'hospitality',
  ],
  [
    /school|college|universit|education|vzdelavan|bildung|schule|hochschule|preschool|daycare/,
    'education',
  ],
  [
    /hospital|medical|health|clinic|senior care|worship|church|library|courthouse|police|fire station|museum|instituc|institution|krankenhaus|kirche|public/,
    'institution',
  ],
  [
    /industrial|warehouse|manufactur|factory|distribution|self storage|prumysl|industrie|lager|data center/,
    'industrial',
  ],
  [
    /retail|store|shop|supermarket|grocery|mall|bank branch|restaurant|maloobchod|einzelhandel/,
    'retail',
  ],
  [/office|kancelar|buro|^commercial( condo)?$/, 'office'],
];

/**
 * Our use type for a property type written in a file: one of our codes (`mixedUse`), our label in
 * any of our languages, or a property type of the US files (`Office`, `COMMERCIAL`, `Hotel`,
 * `K-12 School`, `Non-Refrigerated Warehouse` …). Anything else is `other`: a property type is
 * never a reason to skip a building.
 */
export function useTypeOf(text: string): UseType {
  const code = USE_TYPES.find((type) => type.toLowerCase() === text.trim().toLowerCase());
  if (code) return code;
  const folded = foldText(text);
  for (const [pattern, useType] of USE_TYPE_PATTERNS) if (pattern.test(folded)) return useType;
  return 'other';
}
