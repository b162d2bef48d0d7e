import InfoOutlinedIcon from 'virtual:icons/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DetailElement } from '@shared/domain/metrics/benchmarks/element-detail';
import type { ComparisonRow } from '@shared/domain/metrics/views/comparison/types';
import type { BenchmarkBand } from '@shared/schemas/enums/analysis';
import { useTranslation } from 'react-i18next';
import { ToneChip, type Tone } from '@/components/ui/tone-chip';
import { useFormat } from '@/lib/format/use-format';
import { QUANTITY_OF } from './band-rows';

const BAND_TONE: Readonly<Record<BenchmarkBand, Tone>> = {
  bestInClass: 'success',
  mostEfficient: 'success',
  averagePerformance: 'warning',
  leastEfficient: 'error',
};

/** A sub-system that uses no energy (none installed): it has no place among others. */
function unused(row: ComparisonRow): boolean {
  return (
    row.current === 0 &&
    row.quantity === 'intensity' &&
    row.key !== 'total' &&
    row.key !== 'renewables'
  );
}

/** Band names up to this many characters stay on one line ("Average Performance" has 19). */
const BAND_NAME_ONE_LINE_CHARS = 20;

/**
 * A band chip's style: a longer band name (de "Durchschnittliche Leistung", "Am wenigsten
 * effizient") wraps inside its chip, which on one line pushed the Basis column out of a
 * half-width card at 1280 px; shorter names stay on one line.
 */
function bandChipSx(name: string) {
  return name.length > BAND_NAME_ONE_LINE_CHARS
    ? { mb: 0.5, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: '2px' } }
    : { mb: 0.5 };
}

/**
 * A row's value and unit, each on one line: in a half-width card at 1280 px (the CO2 card, "65.3
 * kg CO₂/(m²·a)") the unit goes under the value, where on one line it pushed the Basis column
 * out of the card.
 */
function CurrentValue({ value, unit }: { value: string; unit: string }) {
  // No value (none measured): nothing, as `format` gives.
  if (value === '') return null;
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {unit}
      </Box>
    </>
  );
}

export interface ComparisonRowsTableProps {
  caption: string;
  rows: readonly ComparisonRow[];
  rowLabel: (row: ComparisonRow) => string;
  /** Opens the detail popup of a row's element. */
  onDetails?: (element: DetailElement) => void;
}

/**
 * The rows of a comparison chart as numbers a user can trace: the value with its unit, its band
 * and percentile, how it is known (metered, reported, modelled, given, assumed) and, where it is
 * estimated, its range and why; a Details button per element.
 */
export function ComparisonRowsTable({
  caption,
  rows,
  rowLabel,
  onDetails,
}: ComparisonRowsTableProps) {
  const { t } = useTranslation(['comparison', 'enums']);
  const format = useFormat();
  // An ordinal in the language's own form: "1st", "22nd" in English, "1." in Czech and German.
  const percentile = (value: number | null) =>
    value === null ? '' : t('rows.percentile', { count: Math.round(value), ordinal: true });
  // Why values are ranges, once per basis and reason, under the table.
  const notes = [
    ...new Map(
      rows.flatMap((row) =>
        row.uncertainty
          ? [
              [
                `${row.basis}-${row.uncertainty.reason}`,
                { basis: row.basis, reason: row.uncertainty.reason },
              ] as const,
            ]
          : [],
      ),
    ).values(),
  ];
  return (
    // Focusable, so that a keyboard can scroll the table where it is wider than the card.
    <TableContainer
      sx={{ mt: 1.5, '& th, & td': { px: 1 } }}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table size="small">
        <caption style={{ captionSide: 'top', padding: '4px 0' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('rows.element')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('rows.current')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('rows.position')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('rows.basis')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const quantity = format.quantity(QUANTITY_OF[row.quantity]);
            const uncertainty = row.uncertainty;
            const bandName = row.band ? t(`enums:benchmarkBand.${row.band}`) : '';
            return (
              <TableRow key={row.key} data-testid={`comparison-row-${row.key}`}>
                <TableCell component="th" scope="row">
                  {row.detail && onDetails ? (
                    <Button
                      size="small"
                      endIcon={<InfoOutlinedIcon fontSize="small" />}
                      onClick={() => row.detail && onDetails(row.detail)}
                      aria-label={t('rows.detailsOf', { element: rowLabel(row) })}
                      sx={{ textTransform: 'none', p: 0, minWidth: 0, textAlign: 'left' }}
                    >
                      {rowLabel(row)}
                    </Button>
                  ) : (
                    rowLabel(row)
                  )}
                </TableCell>
                <TableCell align="right">
                  <CurrentValue value={quantity.value(row.current)} unit={quantity.label} />
                </TableCell>
                <TableCell>
                  {unused(row) ? (
                    <Typography variant="body2" component="span" color="text.secondary">
                      {t('rows.noUse')}
                    </Typography>
                  ) : row.band ? (
                    <ToneChip
                      size="small"
                      variant="outlined"
                      tone={BAND_TONE[row.band]}
                      label={bandName}
                      sx={bandChipSx(bandName)}
                    />
                  ) : (
                    <Typography variant="body2" component="span" color="text.secondary">
                      {t('rows.noBenchmark')}
                    </Typography>
                  )}
                  {unused(row) ? null : (
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      {percentile(row.percentile)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{t(`basis.${row.basis}`)}</Typography>
                  {uncertainty ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('rows.range', {
                        low: quantity.value(uncertainty.low),
                        high: quantity.value(uncertainty.high),
                        unit: quantity.label,
                      })}
                      {uncertainty.percentileLow !== null && uncertainty.percentileHigh !== null ? (
                        <>
                          <br />
                          {t('rows.percentileRangeShort', {
                            low: format.number(uncertainty.percentileLow, 0),
                            high: format.number(uncertainty.percentileHigh, 0),
                          })}
                        </>
                      ) : null}
                    </Typography>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {notes.map(({ basis, reason }) => (
        <Typography
          key={`${basis}-${reason}`}
          variant="caption"
          component="p"
          color="text.secondary"
          sx={{ mt: 1 }}
        >
          {t('rows.rangeNote', { basis: t(`basis.${basis}`), reason: t(`uncertainty.${reason}`) })}
        </Typography>
      ))}
    </TableContainer>
  );
}
