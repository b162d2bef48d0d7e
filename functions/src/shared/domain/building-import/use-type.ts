import type { UseType } from '../../schemas/enums/building.js';
import { USE_TYPES } from '../../schemas/enums/building.js';
import { foldText } from '../common/fold-text.js';

/**
 * Every property type of ENERGY STAR Portfolio Manager ("Portfolio Manager Property Types,
 * Definitions, and Use Details", EPA, https://www.energystar.gov/buildings/benchmark/identify_your_property_type),
 * including the former names files still carry, mapped to our use types. Our list has no
 * residential, entertainment or parking use: those are `other`, as is anything not listed.
 * The same table is in docs/building-import.md.
 */
export const PORTFOLIO_MANAGER_USE_TYPES: Readonly<Record<string, UseType>> = {
  // Banking/Financial Services
  'Bank Branch': 'retail',
  'Financial Office': 'office',
  // Education
  'Adult Education': 'education',
  'College/University': 'education',
  'K-12 School': 'education',
  'Pre-school/Daycare': 'education',
  'Vocational School': 'education',
  'Other - Education': 'education',
  // Entertainment/Public Assembly
  Aquarium: 'institution',
  'Bar/Nightclub': 'retail',
  'Bowling Alley': 'other',
  Casino: 'other',
  'Convention Center': 'institution',
  'Fitness Center/Health Club/Gym': 'other',
  'Ice/Curling Rink': 'other',
  'Indoor Arena': 'other',
  'Movie Theater': 'other',
  Museum: 'institution',
  'Performing Arts': 'institution',
  'Race Track': 'other',
  'Roller Rink': 'other',
  'Social/Meeting Hall': 'institution',
  'Stadium (Closed)': 'other',
  'Stadium (Open)': 'other',
  'Swimming Pool': 'other',
  Zoo: 'institution',
  'Other - Entertainment/Public Assembly': 'other',
  'Other - Recreation': 'other',
  'Other - Stadium': 'other',
  // Food Sales and Service
  'Convenience Store with Gas Station': 'retail',
  'Convenience Store without Gas Station': 'retail',
  'Fast Food Restaurant': 'retail',
  'Food Sales': 'retail',
  'Food Service': 'retail',
  Restaurant: 'retail',
  'Supermarket/Grocery Store': 'retail',
  'Wholesale Club/Supercenter': 'retail',
  'Other - Restaurant/Bar': 'retail',
  // Healthcare
  'Ambulatory Surgical Center': 'institution',
  'Hospital (General Medical & Surgical)': 'institution',
  'Medical Office': 'office',
  'Outpatient Rehabilitation/Physical Therapy': 'institution',
  'Residential Care Facility': 'institution',
  'Senior Care Community': 'institution',
  'Senior Living Community': 'institution',
  'Urgent Care/Clinic/Other Outpatient': 'institution',
  'Other - Specialty Hospital': 'institution',
  // Lodging/Residential
  Barracks: 'hospitality',
  Hotel: 'hospitality',
  'Multifamily Housing': 'other',
  'Prison/Incarceration': 'institution',
  'Residence Hall/Dormitory': 'hospitality',
  'Single Family Home': 'other',
  'Other - Lodging/Residential': 'hospitality',
  // Manufacturing/Industrial
  'Manufacturing/Industrial Plant': 'industrial',
  // Mixed Use
  'Mixed Use Property': 'mixedUse',
  // Office
  Office: 'office',
  'Veterinary Office': 'office',
  // Public Services
  Courthouse: 'institution',
  'Fire Station': 'institution',
  Library: 'institution',
  'Mailing Center/Post Office': 'institution',
  'Police Station': 'institution',
  'Transportation Terminal/Station': 'institution',
  'Other - Public Services': 'institution',
  // Religious Worship
  'Worship Facility': 'institution',
  // Retail
  'Automobile Dealership': 'retail',
  'Enclosed Mall': 'retail',
  'Lifestyle Center': 'retail',
  'Retail Store': 'retail',
  'Strip Mall': 'retail',
  'Other - Mall': 'retail',
  'Other - Retail/Mall': 'retail',
  // Services
  'Personal Services (Health/Beauty, Dry Cleaning, etc)': 'retail',
  'Repair Services (Vehicle, Shoe, Locksmith, etc)': 'retail',
  'Other - Services': 'retail',
  // Technology/Science
  'Data Center': 'industrial',
  Laboratory: 'institution',
  'Other - Technology/Science': 'institution',
  // Utility
  'Drinking Water Treatment & Distribution': 'industrial',
  'Energy/Power Station': 'industrial',
  'Wastewater Treatment Plant': 'industrial',
  'Other - Utility': 'industrial',
  // Warehouse/Storage
  'Distribution Center': 'industrial',
  'Non-Refrigerated Warehouse': 'industrial',
  'Refrigerated Warehouse': 'industrial',
  'Self-Storage Facility': 'industrial',
  // Other
  Parking: 'other',
  Other: 'other',
};

/** The table above by folded name (`personal services health beauty dry cleaning etc`). */
const BY_FOLDED_NAME = new Map(
  Object.entries(PORTFOLIO_MANAGER_USE_TYPES).map(([name, useType]) => [foldText(name), useType]),
);

/**
 * Property types other files name (county assessor classes, Seattle's and New York's own types,
 * our labels in English, Czech and German), as patterns of whole words over the folded text,
 * first match wins: "Small- and Mid-Sized Office" is an office, not a mall.
 */
const USE_TYPE_PATTERNS: readonly [RegExp, UseType][] = [
  [/\bmixed\b|\bsmisen|\bgemischt/, 'mixedUse'],
  [
    /\b(hotels?|motels?|lodging|hospitality|ubytovani|gastgewerbe|beherberg\w*|residence hall|dormitor\w*)\b/,
    'hospitality',
  ],
  [
    /\b(school|college|universit\w*|education|vzdelavan\w*|bildung|schule|hochschule|preschool|daycare)\b/,
    'education',
  ],
  [/\b(office|offices|kancelar\w*|buro\w*)\b|^commercial( condo)?$/, 'office'],
  [
    /\b(hospital|medical|clinic|senior care|worship|church|library|courthouse|police|fire station|museum|instituc\w*|institution\w*|krankenhaus|kirche|public)\b/,
    'institution',
  ],
  [
    /\b(industrial|warehouse|manufactur\w*|factory|distribution|self storage|prumysl\w*|industrie|lager|data center)\b/,
    'industrial',
  ],
  [
    /\b(retail|stores?|shops?|supermarket|grocery|mall|bank branch|restaurants?|maloobchod|einzelhandel)\b/,
    'retail',
  ],
];

/**
 * Our use type for a property type written in a file: one of our codes (`mixedUse`), a Portfolio
 * Manager property type ({@link PORTFOLIO_MANAGER_USE_TYPES}), or a type other files use (whole
 * words: `Large Office`, `COMMERCIAL`, `Hotel`, our labels in any of our languages). Anything
 * else is `other`: a property type is never a reason to skip a building.
 */
export function useTypeOf(text: string): UseType {
  const code = USE_TYPES.find((type) => type.toLowerCase() === text.trim().toLowerCase());
  if (code) return code;
  const folded = foldText(text);
  const listed = BY_FOLDED_NAME.get(folded);
  if (listed) return listed;
  for (const [pattern, useType] of USE_TYPE_PATTERNS) if (pattern.test(folded)) return useType;
  return 'other';
}
