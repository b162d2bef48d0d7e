import type { SubSystem } from '../../schemas/enums/equipment.js';
import { matchesPhrases } from '../csv/header-phrases.js';
import { foldText } from '../common/fold-text.js';

/**
 * Words of a Sub-System cell (or, without one, of the Type and System cells) and the sub-system
 * they name, folded as `foldText` folds them. The sub-system names themselves in English, Czech and
 * German (the `enums` catalog), then the equipment each sub-system's energy goes through, by the
 * end use it serves: a chiller, cooling tower or split unit produces cooling; a boiler, heat pump or
 * radiator heating; an air handling unit, fan or fan coil moves air (mechanical ventilation); a
 * luminaire lights; photovoltaics and solar collectors are renewables; windows, roofs and façades
 * are the envelope; computers and appliances are plug loads; lifts, generators and transformers
 * serve none of these (others). Equipment that serves two end uses is put with the one the
 * register's sub-system charts expect it under: a heat pump with heating (space heating is its
 * main duty in Central European buildings), a rooftop unit and a fan coil unit with ventilation
 * (they are air-side units). Longer phrases are listed first, so that "cooling tower fan" is
 * cooling, not a fan.
 */
export const SUB_SYSTEM_WORDS: readonly (readonly [string, SubSystem])[] = [
  // The enum's own names (keys and en/cs/de labels).
  ['mechanical ventilation', 'mechanicalVentilation'],
  ['mechanicalventilation', 'mechanicalVentilation'],
  ['nucene vetrani', 'mechanicalVentilation'],
  ['mechanische luftung', 'mechanicalVentilation'],
  ['facility envelope', 'facilityEnvelope'],
  ['facilityenvelope', 'facilityEnvelope'],
  ['obalka budovy', 'facilityEnvelope'],
  ['gebaudehulle', 'facilityEnvelope'],
  ['plug loads', 'plugLoads'],
  ['plugloads', 'plugLoads'],
  ['zasuvkove spotrebice', 'plugLoads'],
  ['steckdosenlasten', 'plugLoads'],
  ['obnovitelne zdroje', 'renewables'],
  ['erneuerbare', 'renewables'],
  ['renewables', 'renewables'],
  ['cooling', 'cooling'],
  ['chlazeni', 'cooling'],
  ['kuhlung', 'cooling'],
  ['heating', 'heating'],
  ['vytapeni', 'heating'],
  ['heizung', 'heating'],
  ['lighting', 'lighting'],
  ['osvetleni', 'lighting'],
  ['beleuchtung', 'lighting'],
  ['others', 'others'],
  ['ostatni', 'others'],
  ['sonstige', 'others'],
  // Equipment, by the end use it serves.
  ['cooling tower', 'cooling'],
  ['air conditioner', 'cooling'],
  ['air conditioning', 'cooling'],
  ['condensing unit', 'cooling'],
  ['chiller', 'cooling'],
  ['split', 'cooling'],
  ['vrf', 'cooling'],
  ['vrv', 'cooling'],
  ['crac', 'cooling'],
  ['chladic', 'cooling'],
  ['chladici jednotka', 'cooling'],
  ['klimatizace', 'cooling'],
  ['kaltemaschine', 'cooling'],
  ['kuhlturm', 'cooling'],
  ['klimagerat', 'cooling'],
  ['heat pump', 'heating'],
  ['heat exchanger', 'heating'],
  ['district heating', 'heating'],
  ['boiler', 'heating'],
  ['furnace', 'heating'],
  ['radiator', 'heating'],
  ['calorifier', 'heating'],
  ['heater', 'heating'],
  ['kotel', 'heating'],
  ['tepelne cerpadlo', 'heating'],
  ['kessel', 'heating'],
  ['heizkessel', 'heating'],
  ['warmepumpe', 'heating'],
  ['air handling unit', 'mechanicalVentilation'],
  ['air handler', 'mechanicalVentilation'],
  ['rooftop unit', 'mechanicalVentilation'],
  ['fan coil', 'mechanicalVentilation'],
  ['ventilation', 'mechanicalVentilation'],
  ['ahu', 'mechanicalVentilation'],
  ['rtu', 'mechanicalVentilation'],
  ['fcu', 'mechanicalVentilation'],
  ['mvhr', 'mechanicalVentilation'],
  ['vav', 'mechanicalVentilation'],
  ['fan', 'mechanicalVentilation'],
  ['vzt', 'mechanicalVentilation'],
  ['vzduchotechnika', 'mechanicalVentilation'],
  ['vzduchotechnicka jednotka', 'mechanicalVentilation'],
  ['ventilator', 'mechanicalVentilation'],
  ['rlt', 'mechanicalVentilation'],
  ['luftung', 'mechanicalVentilation'],
  ['luminaire', 'lighting'],
  ['light', 'lighting'],
  ['lights', 'lighting'],
  ['lamp', 'lighting'],
  ['led', 'lighting'],
  ['svitidlo', 'lighting'],
  ['leuchte', 'lighting'],
  ['photovoltaic', 'renewables'],
  ['solar', 'renewables'],
  ['pv', 'renewables'],
  ['wind turbine', 'renewables'],
  ['fotovoltaika', 'renewables'],
  ['fotovoltaicka elektrarna', 'renewables'],
  ['photovoltaik', 'renewables'],
  ['window', 'facilityEnvelope'],
  ['windows', 'facilityEnvelope'],
  ['roof', 'facilityEnvelope'],
  ['facade', 'facilityEnvelope'],
  ['door', 'facilityEnvelope'],
  ['okno', 'facilityEnvelope'],
  ['strecha', 'facilityEnvelope'],
  ['fasada', 'facilityEnvelope'],
  ['fenster', 'facilityEnvelope'],
  ['dach', 'facilityEnvelope'],
  ['fassade', 'facilityEnvelope'],
  ['computer', 'plugLoads'],
  ['printer', 'plugLoads'],
  ['copier', 'plugLoads'],
  ['server', 'plugLoads'],
  ['refrigerator', 'plugLoads'],
  ['vending machine', 'plugLoads'],
  ['elevator', 'others'],
  ['lift', 'others'],
  ['escalator', 'others'],
  ['generator', 'others'],
  ['transformer', 'others'],
  ['ups', 'others'],
  ['vytah', 'others'],
  ['aufzug', 'others'],
];

const EXACT = new Map(SUB_SYSTEM_WORDS.map(([words, subSystem]) => [words, subSystem]));

/**
 * The sub-system a cell names: the whole folded cell as listed, else the first listed phrase it
 * holds as whole words ("Centrifugal Chiller" → cooling, "AHU-3 supply fan" → mechanical
 * ventilation); undefined when none.
 */
export function subSystemOfWords(text: string): SubSystem | undefined {
  const folded = foldText(text);
  if (folded === '') return undefined;
  const exact = EXACT.get(folded);
  if (exact) return exact;
  // Phrases of several words first: "cooling tower fan" is cooling.
  for (const wordy of [true, false]) {
    for (const [words, subSystem] of SUB_SYSTEM_WORDS) {
      if (words.includes(' ') !== wordy) continue;
      if (matchesPhrases(folded, { anyOf: [[words]] })) return subSystem;
    }
  }
  return undefined;
}
