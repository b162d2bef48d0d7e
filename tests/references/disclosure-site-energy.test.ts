import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../../functions/src/services/building-import/parse-import.js';
import { reportedYearsOf } from '../../functions/src/shared/domain/building-import/reported-history.js';
import { CARRIER_FIGURES } from '../../functions/src/shared/domain/building-import/row-figures.js';
import { monthRange } from '../../functions/src/shared/domain/common/months.js';
import { climateFor } from '../../functions/src/shared/domain/metrics/energy/climate.js';
import { heatingCarrierOf } from '../../functions/src/shared/domain/metrics/energy/carriers.js';
import { buildingEnergyModel } from '../../functions/src/shared/domain/metrics/pipeline/building-energy-model.js';
import { calendarizeMeteredData } from '../../functions/src/shared/domain/metrics/pipeline/metered-data.js';

/**
 * Our site energy of an imported building against the site EUI its file reported (issue 34): the
 * real disclosure files of the import fixtures (tests/fixtures/building-import/public, unedited),
 * read by the import; each building-year with an ENERGY STAR score, a site EUI, a floor area and
 * at least one carrier's energy is kept as the building's history (`reportedYearsOf`) and run
 * through the model as the metrics pipeline runs a building without bills or description
 * (`buildingEnergyModel`: the latest reported year as the annual total of each carrier).
 *
 * Before the other carriers were read, 78 of these 114 building-years had electricity plus
 * natural gas within 10 % of the reported site EUI, and the model itself agreed for 71 (a gas
 * figure of 0 was passed over and the modelled gas heating kept): every building heated by
 * district steam (Chicago, Philadelphia, Seattle) or hot water (Calgary) fell short, and Chicago's
 * all-electric buildings (gas cell empty) got gas heating on top.
 *
 * The nine that still differ are Seattle's: for eight our site energy is the file's own
 * SiteEnergyUse(kBtu) (steam + electricity + gas; checked by hand, e.g. line 13: 5,999,360.5 +
 * 18,083,049 + 2,858,700 = 26,941,110 kBtu), but Seattle divides it by Portfolio Manager's floor
 * area of the property's use types, not by PropertyGFABuilding(s), which the import reads (line
 * 13: 26,941,110 / 336,640 ft² = 80.0 kBtu/ft², as reported); the ninth is the Bullitt Center,
 * a net exporter whose negative electricity says nothing of its use (methodology).
 */
const PUBLIC = new URL('../fixtures/building-import/public/', import.meta.url);

/** Building-years compared, and those within 10 % of the reported site EUI, per file and in all. */
const REACHED = {
  'calgary-2020-2023.csv': [28, 28],
  'chicago-2014-2016.csv': [39, 39],
  'philadelphia-2011-2014.csv': [12, 12],
  'seattle-2016.csv': [35, 26],
  all: [114, 105],
};

const MONTHS = monthRange(2023 * 12, 12);

interface Compared {
  file: string;
  line: number;
  year: number;
  reported: number;
  ours: number;
}

async function comparedYears(): Promise<Compared[]> {
  const out: Compared[] = [];
  const files = readdirSync(PUBLIC).filter((name) => name.endsWith('.csv'));
  for (const file of files) {
    const parsed = await parseImportFile(new Uint8Array(readFileSync(new URL(file, PUBLIC))));
    for (const building of parsed.buildings) {
      const area = building.general.grossFloorAreaM2;
      for (const figures of [building.reported, ...(building.otherYears ?? [])]) {
        const { energyStarScore, siteEuiKwhPerM2, reportingYear } = figures;
        if (energyStarScore === undefined || !(siteEuiKwhPerM2! > 0) || !(area! > 0)) continue;
        if (reportingYear === undefined) continue;
        if (!CARRIER_FIGURES.some((key) => figures[key] !== undefined)) continue;
        // The building as an import leaves it: General Information and this year's history.
        const reportedYears = reportedYearsOf(
          { ...building, reported: figures, otherYears: [] },
          'i',
        );
        const general = building.general;
        const data = calendarizeMeteredData(undefined, undefined, heatingCarrierOf(undefined), {});
        const { model } = buildingEnergyModel(
          { general, ...(reportedYears ? { reportedYears } : {}) },
          general,
          climateFor(general).climate,
          MONTHS,
          data,
        );
        out.push({
          file,
          line: building.line,
          year: reportingYear,
          reported: siteEuiKwhPerM2!,
          ours: model.total.annualKwh / area!,
        });
      }
    }
  }
  return out;
}

const within = (row: Compared) => Math.abs(row.ours / row.reported - 1) <= 0.1;

describe('our site EUI of imported buildings against the one their files reported', async () => {
  const rows = await comparedYears();
  const byFile = Object.fromEntries(
    [...new Set(rows.map((row) => row.file))].map((file) => {
      const ofFile = rows.filter((row) => row.file === file);
      return [file, [ofFile.length, ofFile.filter(within).length]];
    }),
  );
  const reached = { ...byFile, all: [rows.length, rows.filter(within).length] };
  console.log(
    [
      `site EUI within 10 % of the reported one: ${reached.all[1]} of ${reached.all[0]}`,
      ...rows
        .filter((row) => !within(row))
        .map(
          (row) =>
            `${row.file} line ${row.line} ${row.year}: ours ${row.ours.toFixed(1)}, reported ${row.reported}`,
        ),
    ].join('\n'),
  );

  it('reaches the figures it states', () => {
    expect(reached).toEqual(REACHED);
  });

  it('agrees within 10 % for nine building-years in ten at least', () => {
    expect(reached.all[1]! / reached.all[0]!).toBeGreaterThanOrEqual(0.9);
  });
});
