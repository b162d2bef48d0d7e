import auth from '@/locales/en/auth.json';
import type assetReliability from '@/locales/en/assetReliability.json';
import type comparison from '@/locales/en/comparison.json';
import type improve from '@/locales/en/improve.json';
import type improveCharts from '@/locales/en/improveCharts.json';
import type buildingImport from '@/locales/en/buildingImport.json';
import type buildingSearch from '@/locales/en/buildingSearch.json';
import type buildings from '@/locales/en/buildings.json';
import type charts from '@/locales/en/charts.json';
import common from '@/locales/en/common.json';
import type csv from '@/locales/en/csv.json';
import type dashboard from '@/locales/en/dashboard.json';
import type enums from '@/locales/en/enums.json';
import type equipment from '@/locales/en/equipment.json';
import type equipmentPage from '@/locales/en/equipmentPage.json';
import type equipmentRecords from '@/locales/en/equipmentRecords.json';
import type equipmentImport from '@/locales/en/equipmentImport.json';
import type figures from '@/locales/en/figures.json';
import type members from '@/locales/en/members.json';
import type messages from '@/locales/en/messages.json';
import type performance from '@/locales/en/performance.json';
import type period from '@/locales/en/period.json';
import nav from '@/locales/en/nav.json';
import type profile from '@/locales/en/profile.json';
import type report from '@/locales/en/report.json';
import type screens from '@/locales/en/screens.json';
import type search from '@/locales/en/search.json';
import type settings from '@/locales/en/settings.json';
import type shares from '@/locales/en/shares.json';
import type terms from '@/locales/en/terms.json';
import type units from '@/locales/en/units.json';
import validation from '@/locales/en/validation.json';
import type wizard from '@/locales/en/wizard.json';
import type wizardConsumption from '@/locales/en/wizardConsumption.json';
import type wizardEnvelope from '@/locales/en/wizardEnvelope.json';
import type wizardGeneral from '@/locales/en/wizardGeneral.json';
import type wizardSystems from '@/locales/en/wizardSystems.json';
import type wizardUploads from '@/locales/en/wizardUploads.json';

/**
 * English catalogs of the first route (sign-in, the frame), bundled with it: English is the
 * fallback and the sign-in screen must not wait for a download. Every other namespace, in every
 * language, loads on demand (see `i18n.ts`).
 */
export const EN_CORE_RESOURCES = { common, auth, nav, validation } as const;

/** Every namespace's English catalog, for the types of `t` (type-only: nothing is bundled). */
export interface EnResources {
  common: typeof common;
  auth: typeof auth;
  nav: typeof nav;
  screens: typeof screens;
  dashboard: typeof dashboard;
  settings: typeof settings;
  terms: typeof terms;
  enums: typeof enums;
  validation: typeof validation;
  buildings: typeof buildings;
  members: typeof members;
  profile: typeof profile;
  wizard: typeof wizard;
  wizardGeneral: typeof wizardGeneral;
  wizardConsumption: typeof wizardConsumption;
  wizardSystems: typeof wizardSystems;
  wizardEnvelope: typeof wizardEnvelope;
  buildingSearch: typeof buildingSearch;
  csv: typeof csv;
  wizardUploads: typeof wizardUploads;
  buildingImport: typeof buildingImport;
  charts: typeof charts;
  units: typeof units;
  period: typeof period;
  figures: typeof figures;
  performance: typeof performance;
  equipment: typeof equipment;
  equipmentPage: typeof equipmentPage;
  equipmentRecords: typeof equipmentRecords;
  equipmentImport: typeof equipmentImport;
  assetReliability: typeof assetReliability;
  comparison: typeof comparison;
  improve: typeof improve;
  improveCharts: typeof improveCharts;
  search: typeof search;
  messages: typeof messages;
  shares: typeof shares;
  report: typeof report;
}
export type Namespace = keyof EnResources;

/** Every namespace, in the order they were added. */
export const NAMESPACES: readonly Namespace[] = [
  'common',
  'auth',
  'nav',
  'screens',
  'settings',
  'terms',
  'enums',
  'validation',
  'buildings',
  'members',
  'profile',
  'wizard',
  'wizardGeneral',
  'wizardConsumption',
  'wizardSystems',
  'wizardEnvelope',
  'buildingSearch',
  'csv',
  'wizardUploads',
  'buildingImport',
  'charts',
  'units',
  'period',
  'figures',
  'performance',
  'equipment',
  'equipmentPage',
  'equipmentRecords',
  'equipmentImport',
  'assetReliability',
  'comparison',
  'improve',
  'improveCharts',
  'dashboard',
  'search',
  'messages',
  'shares',
  'report',
];

/** The namespaces bundled with the first route. */
export const CORE_NAMESPACES = Object.keys(EN_CORE_RESOURCES) as Namespace[];
