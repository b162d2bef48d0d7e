import type { CityCode } from './climate.js';

export type UseType =
  | 'education'
  | 'office'
  | 'retail'
  | 'hospitality'
  | 'industrial'
  | 'institution'
  | 'mixedUse'
  | 'other';

export type Orientation =
  'north' | 'south' | 'east' | 'west' | 'northEast' | 'southEast' | 'southWest' | 'northWest';

import type { WizardStep } from '../../../functions/src/shared/schemas/enums.js';

export type { WizardStep };

/** How the building is heated (drives the HVAC description, the heat bills and equipment). */
export type HeatingPlant = 'gasBoiler' | 'districtHeating' | 'airSourceHeatPump' | 'steamDistrict';
/** How it is cooled. */
export type CoolingPlant = 'none' | 'airCooledChiller' | 'waterCooledChiller' | 'splitUnits';

export interface PvSpec {
  capacityKwp: number;
  inclineDeg?: number;
  orientationDeg?: number;
  mounting: 'freeStanding' | 'buildingIntegrated';
  panelType: 'crystalSilicon' | 'copperIndiumSelenide' | 'cadmiumTelluride' | 'unknown';
  tracking: 'fixed' | 'verticalAxis' | 'inclineAxis' | 'twoAxis';
}

/** One demo building: the facts a person would know about it; everything else is derived. */
export interface BuildingSpec {
  key: string;
  cityCode: CityCode;
  name: string;
  title: string;
  buildingNumber: string;
  street: string;
  postCode: string;
  city: string;
  state: string;
  country: string;
  latitudeDeg: number;
  longitudeDeg: number;
  orientation: Orientation;
  rating?: { scheme: string; rating: string };
  useType: UseType;
  storeysAboveGround: number;
  storeysBelowGround: number;
  grossFloorAreaM2: number;
  floorToCeilingHeightM: number;
  constructionYear: number;
  refurbishmentYear?: number;
  /** Annual grid electricity intensity before PV, kWh/m²·yr (site). */
  electricityEui: number;
  /** Annual heat intensity (space heat and hot water), kWh/m²·yr. */
  heatEui: number;
  heating: HeatingPlant;
  cooling: CoolingPlant;
  /** Share of LED among the fittings, 0–100. */
  ledPct: number;
  pv: PvSpec[];
  /** A year of hourly sub-metered data is generated. */
  hourly: boolean;
  /** The demo viewer is a viewer of this building. */
  sharedWithViewer: boolean;
  /** Set for a Temporary building: the wizard step the user stopped at. */
  stoppedAt?: WizardStep;
  /** Days before `now` when the building was created. */
  createdDaysAgo: number;
}

export const BUILDINGS: readonly BuildingSpec[] = [
  {
    key: 'prague-karlin-office',
    cityCode: 'prague',
    name: 'Karlín Riverside Offices',
    title: 'Karlín Riverside Offices – HQ',
    buildingNumber: 'PRG-01',
    street: 'Pernerova 697/35',
    postCode: '186 00',
    city: 'Praha 8',
    state: 'Hlavní město Praha',
    country: 'CZ',
    latitudeDeg: 50.0929,
    longitudeDeg: 14.4521,
    orientation: 'south',
    rating: { scheme: 'LEED v4 BD+C', rating: 'Gold' },
    useType: 'office',
    storeysAboveGround: 7,
    storeysBelowGround: 2,
    grossFloorAreaM2: 12400,
    floorToCeilingHeightM: 2.9,
    constructionYear: 2009,
    electricityEui: 118,
    heatEui: 72,
    heating: 'districtHeating',
    cooling: 'waterCooledChiller',
    ledPct: 60,
    pv: [
      {
        capacityKwp: 48,
        inclineDeg: 15,
        orientationDeg: 0,
        mounting: 'freeStanding',
        panelType: 'crystalSilicon',
        tracking: 'fixed',
      },
    ],
    hourly: true,
    sharedWithViewer: true,
    createdDaysAgo: 812,
  },
  {
    key: 'prague-vltava-hotel',
    cityCode: 'prague',
    name: 'Hotel Vltava Embankment',
    title: 'Hotel Vltava Embankment',
    buildingNumber: 'PRG-02',
    street: 'Masarykovo nábřeží 250/32',
    postCode: '110 00',
    city: 'Praha 1',
    state: 'Hlavní město Praha',
    country: 'CZ',
    latitudeDeg: 50.0784,
    longitudeDeg: 14.4136,
    orientation: 'west',
    useType: 'hospitality',
    storeysAboveGround: 6,
    storeysBelowGround: 1,
    grossFloorAreaM2: 7800,
    floorToCeilingHeightM: 3.3,
    constructionYear: 1906,
    refurbishmentYear: 2013,
    electricityEui: 128,
    heatEui: 190,
    heating: 'gasBoiler',
    cooling: 'splitUnits',
    ledPct: 75,
    pv: [],
    hourly: false,
    sharedWithViewer: false,
    createdDaysAgo: 790,
  },
  {
    key: 'brno-campus-c',
    cityCode: 'brno',
    name: 'Technical Campus Building C',
    title: 'Campus Pod Palackého vrchem – C',
    buildingNumber: 'BRN-01',
    street: 'Technická 2896/2',
    postCode: '616 69',
    city: 'Brno',
    state: 'Jihomoravský kraj',
    country: 'CZ',
    latitudeDeg: 49.2244,
    longitudeDeg: 16.5766,
    orientation: 'southEast',
    useType: 'education',
    storeysAboveGround: 5,
    storeysBelowGround: 1,
    grossFloorAreaM2: 9600,
    floorToCeilingHeightM: 3.2,
    constructionYear: 1976,
    refurbishmentYear: 2015,
    electricityEui: 58,
    heatEui: 128,
    heating: 'districtHeating',
    cooling: 'none',
    ledPct: 35,
    pv: [
      {
        capacityKwp: 62,
        inclineDeg: 30,
        orientationDeg: -15,
        mounting: 'freeStanding',
        panelType: 'crystalSilicon',
        tracking: 'fixed',
      },
    ],
    hourly: false,
    sharedWithViewer: false,
    createdDaysAgo: 760,
  },
  {
    key: 'brno-cernovice-hall',
    cityCode: 'brno',
    name: 'Černovice Assembly & Logistics Hall',
    title: 'Černovice Assembly Hall',
    buildingNumber: 'BRN-02',
    street: 'Hněvkovského 1389/81',
    postCode: '617 00',
    city: 'Brno',
    state: 'Jihomoravský kraj',
    country: 'CZ',
    latitudeDeg: 49.1746,
    longitudeDeg: 16.6406,
    orientation: 'east',
    useType: 'industrial',
    storeysAboveGround: 2,
    storeysBelowGround: 0,
    grossFloorAreaM2: 15200,
    floorToCeilingHeightM: 9.5,
    constructionYear: 2016,
    electricityEui: 72,
    heatEui: 64,
    heating: 'gasBoiler',
    cooling: 'none',
    ledPct: 90,
    pv: [
      {
        capacityKwp: 420,
        inclineDeg: 10,
        orientationDeg: 0,
        mounting: 'freeStanding',
        panelType: 'crystalSilicon',
        tracking: 'fixed',
      },
      {
        capacityKwp: 85,
        inclineDeg: 90,
        orientationDeg: 10,
        mounting: 'buildingIntegrated',
        panelType: 'copperIndiumSelenide',
        tracking: 'fixed',
      },
    ],
    hourly: false,
    sharedWithViewer: false,
    createdDaysAgo: 700,
  },
  {
    key: 'berlin-moabit-office',
    cityCode: 'berlin',
    name: 'Spreebogen Business Center',
    title: 'Spreebogen Business Center',
    buildingNumber: 'BER-01',
    street: 'Alt-Moabit 96',
    postCode: '10559',
    city: 'Berlin',
    state: 'Berlin',
    country: 'DE',
    latitudeDeg: 52.5221,
    longitudeDeg: 13.3392,
    orientation: 'southWest',
    rating: { scheme: 'DGNB', rating: 'Silber' },
    useType: 'office',
    storeysAboveGround: 8,
    storeysBelowGround: 2,
    grossFloorAreaM2: 18500,
    floorToCeilingHeightM: 2.8,
    constructionYear: 1998,
    refurbishmentYear: 2019,
    electricityEui: 132,
    heatEui: 88,
    heating: 'districtHeating',
    cooling: 'airCooledChiller',
    ledPct: 45,
    pv: [],
    hourly: true,
    sharedWithViewer: false,
    createdDaysAgo: 690,
  },
  {
    key: 'munich-sendlinger-retail',
    cityCode: 'munich',
    name: 'Sendlinger Tor Retail House',
    title: 'Sendlinger Tor Retail House',
    buildingNumber: 'MUC-01',
    street: 'Sendlinger Straße 45',
    postCode: '80331',
    city: 'München',
    state: 'Bayern',
    country: 'DE',
    latitudeDeg: 48.1349,
    longitudeDeg: 11.5691,
    orientation: 'northEast',
    useType: 'retail',
    storeysAboveGround: 5,
    storeysBelowGround: 1,
    grossFloorAreaM2: 6200,
    floorToCeilingHeightM: 3.6,
    constructionYear: 1962,
    refurbishmentYear: 2009,
    electricityEui: 165,
    heatEui: 70,
    heating: 'gasBoiler',
    cooling: 'airCooledChiller',
    ledPct: 55,
    pv: [],
    hourly: false,
    sharedWithViewer: false,
    createdDaysAgo: 640,
  },
  {
    key: 'munich-werksviertel-mixed',
    cityCode: 'munich',
    name: 'Werksviertel Quarter Block B',
    title: 'Werksviertel Block B (Mixed Use)',
    buildingNumber: 'MUC-02',
    street: 'Atelierstraße 12',
    postCode: '81671',
    city: 'München',
    state: 'Bayern',
    country: 'DE',
    latitudeDeg: 48.1266,
    longitudeDeg: 11.6043,
    orientation: 'south',
    rating: { scheme: 'DGNB', rating: 'Gold' },
    useType: 'mixedUse',
    storeysAboveGround: 9,
    storeysBelowGround: 2,
    grossFloorAreaM2: 14000,
    floorToCeilingHeightM: 3.0,
    constructionYear: 2020,
    electricityEui: 84,
    heatEui: 52,
    heating: 'airSourceHeatPump',
    cooling: 'waterCooledChiller',
    ledPct: 100,
    pv: [
      {
        capacityKwp: 135,
        inclineDeg: 12,
        orientationDeg: 0,
        mounting: 'freeStanding',
        panelType: 'crystalSilicon',
        tracking: 'fixed',
      },
    ],
    hourly: false,
    sharedWithViewer: false,
    createdDaysAgo: 600,
  },
  {
    key: 'vienna-favoriten-school',
    cityCode: 'vienna',
    name: 'Bundesrealgymnasium Favoriten',
    title: 'BRG Favoriten School',
    buildingNumber: 'VIE-01',
    street: 'Quellenstraße 142',
    postCode: '1100',
    city: 'Wien',
    state: 'Wien',
    country: 'AT',
    latitudeDeg: 48.1758,
    longitudeDeg: 16.3806,
    orientation: 'north',
    useType: 'education',
    storeysAboveGround: 4,
    storeysBelowGround: 1,
    grossFloorAreaM2: 7100,
    floorToCeilingHeightM: 3.6,
    constructionYear: 1911,
    refurbishmentYear: 2004,
    electricityEui: 42,
    heatEui: 142,
    heating: 'districtHeating',
    cooling: 'none',
    ledPct: 20,
    pv: [],
    hourly: false,
    sharedWithViewer: false,
    createdDaysAgo: 560,
  },
  {
    key: 'new-york-hudson-office',
    cityCode: 'newYork',
    name: 'Hudson Square Tower',
    title: 'Hudson Square Tower',
    buildingNumber: 'NYC-01',
    street: '350 Hudson Street',
    postCode: '10014',
    city: 'New York',
    state: 'NY',
    country: 'US',
    latitudeDeg: 40.7263,
    longitudeDeg: -74.0077,
    orientation: 'west',
    rating: { scheme: 'ENERGY STAR', rating: 'Score 78' },
    useType: 'office',
    storeysAboveGround: 17,
    storeysBelowGround: 1,
    grossFloorAreaM2: 28000,
    floorToCeilingHeightM: 3.0,
    constructionYear: 1931,
    refurbishmentYear: 2012,
    electricityEui: 152,
    heatEui: 96,
    heating: 'steamDistrict',
    cooling: 'waterCooledChiller',
    ledPct: 70,
    pv: [],
    hourly: true,
    sharedWithViewer: false,
    createdDaysAgo: 520,
  },
  {
    key: 'chicago-west-loop-hotel',
    cityCode: 'chicago',
    name: 'West Loop Randolph Hotel',
    title: 'West Loop Randolph Hotel',
    buildingNumber: 'CHI-01',
    street: '1020 W Randolph Street',
    postCode: '60607',
    city: 'Chicago',
    state: 'IL',
    country: 'US',
    latitudeDeg: 41.8842,
    longitudeDeg: -87.6531,
    orientation: 'southEast',
    rating: { scheme: 'LEED v4 O+M', rating: 'Silver' },
    useType: 'hospitality',
    storeysAboveGround: 12,
    storeysBelowGround: 1,
    grossFloorAreaM2: 11500,
    floorToCeilingHeightM: 2.9,
    constructionYear: 2017,
    electricityEui: 142,
    heatEui: 165,
    heating: 'gasBoiler',
    cooling: 'airCooledChiller',
    ledPct: 95,
    pv: [
      {
        capacityKwp: 36,
        mounting: 'freeStanding',
        panelType: 'unknown',
        tracking: 'fixed',
      },
    ],
    hourly: false,
    sharedWithViewer: false,
    createdDaysAgo: 480,
  },
  {
    key: 'berlin-neukolln-annex',
    cityCode: 'berlin',
    name: 'Neukölln School Annex',
    title: 'Neukölln School Annex',
    buildingNumber: 'BER-02',
    street: 'Karl-Marx-Straße 178',
    postCode: '12043',
    city: 'Berlin',
    state: 'Berlin',
    country: 'DE',
    latitudeDeg: 52.4766,
    longitudeDeg: 13.4396,
    orientation: 'east',
    useType: 'education',
    storeysAboveGround: 3,
    storeysBelowGround: 0,
    grossFloorAreaM2: 2400,
    floorToCeilingHeightM: 3.2,
    constructionYear: 1968,
    electricityEui: 45,
    heatEui: 150,
    heating: 'gasBoiler',
    cooling: 'none',
    ledPct: 10,
    pv: [],
    hourly: false,
    sharedWithViewer: false,
    stoppedAt: 'electricity',
    createdDaysAgo: 12,
  },
  {
    key: 'vienna-mariahilf-shop',
    cityCode: 'vienna',
    name: 'Mariahilfer Straße Flagship Store',
    title: 'Mariahilfer Straße Flagship',
    buildingNumber: 'VIE-02',
    street: 'Mariahilfer Straße 77',
    postCode: '1060',
    city: 'Wien',
    state: 'Wien',
    country: 'AT',
    latitudeDeg: 48.1981,
    longitudeDeg: 16.3489,
    orientation: 'northWest',
    useType: 'retail',
    storeysAboveGround: 4,
    storeysBelowGround: 1,
    grossFloorAreaM2: 3300,
    floorToCeilingHeightM: 3.8,
    constructionYear: 1898,
    refurbishmentYear: 1996,
    electricityEui: 170,
    heatEui: 95,
    heating: 'districtHeating',
    cooling: 'splitUnits',
    ledPct: 40,
    pv: [],
    hourly: false,
    sharedWithViewer: false,
    stoppedAt: 'hvac',
    createdDaysAgo: 3,
  },
];
