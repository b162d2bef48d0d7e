import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import type { BuildingState } from '../api/subscribe-building';
import { DateRangeFilter } from './date-range-filter';

/** Rows a share link's read-only view leaves out: they locate the building or name people. */
const NOT_SHARED = new Set(['buildingNo', 'street', 'postCode', 'lastEdited', 'editedBy']);

/**
 * Spec 2.8: the General Building Information panel. `shared`: a share link's read-only view,
 * without the rows that locate the building or name people and without the date range.
 */
export function GeneralPanel({
  building,
  shared = false,
}: {
  building: BuildingState;
  shared?: boolean;
}) {
  const { t } = useTranslation(['buildings', 'enums']);
  const format = useFormat();
  const general = building.general ?? { name: '' };
  const meta = building.meta;
  const storeys = [
    general.storeysAboveGround !== undefined
      ? t('general.storeysAbove', { count: general.storeysAboveGround })
      : '',
    general.storeysBelowGround
      ? t('general.storeysBelow', { count: general.storeysBelowGround })
      : '',
  ]
    .filter(Boolean)
    .join(', ');
  const constructed = [
    general.constructionYear !== undefined
      ? String(general.constructionYear)
      : (general.constructionPeriod ?? ''),
    general.hasMajorRefurbishment && general.refurbishmentYear
      ? t('general.refurbished', { year: general.refurbishmentYear })
      : '',
  ]
    .filter(Boolean)
    .join(', ');
  const rows: [key: string, label: string, value: string][] = [
    ['buildingNo', t('general.buildingNo'), general.buildingNumber ?? ''],
    ['street', t('general.street'), general.street ?? ''],
    ['city', t('general.city'), general.city ?? ''],
    ['state', t('general.state'), general.state ?? ''],
    ['postCode', t('general.postCode'), general.postCode ?? ''],
    ['country', t('general.country'), format.region(general.country)],
    ['useType', t('general.useType'), general.useType ? t(`enums:useType.${general.useType}`) : ''],
    ['internalFloorArea', t('general.internalFloorArea'), format.area(general.internalFloorAreaM2)],
    ['grossFloorArea', t('general.grossFloorArea'), format.area(general.grossFloorAreaM2)],
    [
      'greenRating',
      t('general.greenRating'),
      [general.sustainabilityRatingScheme, general.sustainabilityRating].filter(Boolean).join(' '),
    ],
    ['storey', t('general.storey'), storeys],
    ['constructed', t('general.constructed'), constructed],
    [
      'operatingHours',
      t('general.operatingHours'),
      general.operatingHoursPerYear !== undefined
        ? t('general.hoursPerYear', { hours: format.number(general.operatingHoursPerYear) })
        : '',
    ],
    // The user's time zone (the stored instant is UTC).
    ['lastEdited', t('general.lastEdited'), format.dateTime(meta?.updatedAtMs)],
    ['editedBy', t('general.editedBy'), meta?.editedBy ?? ''],
  ];
  const fields = rows.filter(([key]) => !shared || !NOT_SHARED.has(key));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="general-panel">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 2 }}
      >
        <Typography variant="h6" component="h2">
          {t('general.title')}
        </Typography>
        {shared ? null : <DateRangeFilter allowed={building.billMonths} />}
      </Stack>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {fields.map(([, label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value || '—'}
            </Typography>
          </Grid>
        ))}
      </Grid>
      <ReportedYears years={building.reportedYears} />
    </Paper>
  );
}

/** The carriers besides electricity and gas: a column each when a year reports it. */
const OTHER_CARRIERS = [
  ['fuelOilKwh', 'fuelOil'],
  ['propaneKwh', 'propane'],
  ['districtHotWaterKwh', 'districtHotWater'],
  ['districtSteamKwh', 'districtSteam'],
  ['districtChilledWaterKwh', 'districtChilledWater'],
] as const;

/**
 * The annual figures imported benchmarking files reported, latest year first: where a building
 * without bills gets its totals from (methodology, "Annual figures of an import"). The other
 * carriers and "other fuels" (kept, not modelled) show only when a year reports them. Each
 * column names its unit once in its heading and its cells hold numbers, so that its eight or more
 * columns fit the card at 1280 px in every language (with the unit in every cell the Czech table
 * scrolled sideways, its last column cut).
 */
function ReportedYears({ years }: { years: BuildingState['reportedYears'] }) {
  const { t } = useTranslation(['buildings', 'performance']);
  const format = useFormat();
  const entries = Object.entries(years).sort(([a], [b]) => Number(b) - Number(a));
  if (entries.length === 0) return null;
  const figure = (value: number | undefined, show: (value: number) => string) =>
    value === undefined ? '—' : show(value);
  const reported = (key: keyof (typeof entries)[number][1]) =>
    entries.some(([, figures]) => figures[key] !== undefined);
  const carriers = OTHER_CARRIERS.filter(([key]) => reported(key));
  const otherFuel = reported('otherFuelKwh');
  const mwh = format.quantity('MWh');
  const eui = format.quantity('intensity');
  const energy = (kwh: number) => mwh.value(kwh, 1);
  const intensity = (kwhPerM2: number) => eui.value(kwhPerM2, 1);
  const energyHead = (label: string) => format.withUnit(label, 'MWh');
  const intensityHead = (label: string) => format.withUnit(label, 'intensity');
  return (
    <TableContainer sx={{ mt: 3 }}>
      <Table
        size="small"
        aria-labelledby="reported-years-title"
        // Narrower gutters than a small table's 16 px: eight or more columns share the card (the
        // title's cell, spanning them all, keeps none).
        sx={{ '& .MuiTableCell-root:not([colspan])': { px: 1 } }}
      >
        <caption>{t('general.reportedYears.caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell
              component="th"
              colSpan={7 + carriers.length + (otherFuel ? 1 : 0)}
              sx={{ border: 0, px: 0 }}
            >
              <Typography id="reported-years-title" variant="subtitle1" component="h3">
                {t('general.reportedYears.title')}
              </Typography>
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell>{t('general.reportedYears.year')}</TableCell>
            <TableCell align="right">
              {energyHead(t('general.reportedYears.electricity'))}
            </TableCell>
            <TableCell align="right">{energyHead(t('general.reportedYears.naturalGas'))}</TableCell>
            {carriers.map(([key, carrier]) => (
              <TableCell key={key} align="right">
                {energyHead(t(`performance:carrier.${carrier}`))}
              </TableCell>
            ))}
            {otherFuel && (
              <TableCell align="right">
                {energyHead(t('general.reportedYears.otherFuel'))}
              </TableCell>
            )}
            <TableCell align="right">{intensityHead(t('general.reportedYears.siteEui'))}</TableCell>
            <TableCell align="right">{t('general.reportedYears.energyStarScore')}</TableCell>
            <TableCell align="right">
              {intensityHead(t('general.reportedYears.sourceEui'))}
            </TableCell>
            <TableCell align="right">
              {intensityHead(t('general.reportedYears.nationalMedianSourceEui'))}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map(([year, figures]) => (
            <TableRow key={year}>
              <TableCell component="th" scope="row">
                {year}
              </TableCell>
              <TableCell align="right">{figure(figures.electricityKwh, energy)}</TableCell>
              <TableCell align="right">{figure(figures.naturalGasKwh, energy)}</TableCell>
              {carriers.map(([key]) => (
                <TableCell key={key} align="right">
                  {figure(figures[key], energy)}
                </TableCell>
              ))}
              {otherFuel && (
                <TableCell align="right">{figure(figures.otherFuelKwh, energy)}</TableCell>
              )}
              <TableCell align="right">{figure(figures.siteEuiKwhPerM2, intensity)}</TableCell>
              <TableCell align="right">
                {figure(figures.energyStarScore, (score) => format.number(score))}
              </TableCell>
              <TableCell align="right">{figure(figures.sourceEuiKwhPerM2, intensity)}</TableCell>
              <TableCell align="right">
                {figure(figures.nationalMedianSourceEuiKwhPerM2, intensity)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
