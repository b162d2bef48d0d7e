import auth from '@/locales/en/auth.json';
import buildingImport from '@/locales/en/buildingImport.json';
import buildingSearch from '@/locales/en/buildingSearch.json';
import buildings from '@/locales/en/buildings.json';
import common from '@/locales/en/common.json';
import csv from '@/locales/en/csv.json';
import enums from '@/locales/en/enums.json';
import members from '@/locales/en/members.json';
import nav from '@/locales/en/nav.json';
import profile from '@/locales/en/profile.json';
import screens from '@/locales/en/screens.json';
import settings from '@/locales/en/settings.json';
import terms from '@/locales/en/terms.json';
import validation from '@/locales/en/validation.json';
import wizard from '@/locales/en/wizard.json';
import wizardConsumption from '@/locales/en/wizardConsumption.json';
import wizardEnvelope from '@/locales/en/wizardEnvelope.json';
import wizardGeneral from '@/locales/en/wizardGeneral.json';
import wizardSystems from '@/locales/en/wizardSystems.json';
import wizardUploads from '@/locales/en/wizardUploads.json';

/** English is bundled (it is the fallback); other languages load on demand. */
export const EN_RESOURCES = { common, auth, nav, screens, settings, terms, enums, validation, buildings, members, profile, wizard, wizardGeneral, wizardConsumption, wizardSystems, wizardEnvelope, buildingSearch, csv, wizardUploads, buildingImport } as const;
export type Namespace = keyof typeof EN_RESOURCES;
export const NAMESPACES = Object.keys(EN_RESOURCES) as Namespace[];
