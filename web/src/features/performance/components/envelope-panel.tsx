import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { EnvelopeRow } from '@shared/domain/metrics/views/comparison/envelope-performance';
import type { BenchmarkBand } from '@shared/schemas/enums/analysis';
import type { MetricsLoads } from '@shared/schemas/derived/metrics-loads';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import { Panel } from '@/components/ui/panel';

const BAND_COLOR: Record<BenchmarkBand, 'success' | 'info' | 'warning' | 'error'> = {
  bestInClass: 'success',
  mostEfficient: 'info',
  averagePerformance: 'warning',
  leastEfficient: 'error',
};

/**
 * Spec 2.9 Facility Envelope Elements Performance: Roof, Wall, Openings and Floor with their type,
 * U-value (assumed ones marked), area, transmission heat loss over the analysis year and the band
 * of the U-value in the reference distribution.
 */
export function EnvelopePanel({
  rows,
  loads,
}: {
  /** Each element's row (`performanceView`). */
  rows: readonly EnvelopeRow[];
  loads: MetricsLoads | null;
}) {
  const { t } = useTranslation(['performance', 'enums', 'wizardEnvelope']);
  const format = useFormat();
  const typeText = (type: string | null) => {
    if (!type) return t('performance:envelope.unknownType');
    // Glazing types are keys of the Envelope step; constructions are the user's own text.
    return t(`enums:glazingType.${type}` as 'enums:glazingType.doubleGlazedNoLowE', {
      defaultValue: type,
    });
  };
  return (
    <Panel
      title={t('performance:envelope.title')}
      subtitle={
        loads
          ? t('performance:envelope.subtitle', {
              value: format.energy(loads.envelope.annualHeatLossKwh, 'MWh', 1),
            })
          : undefined
      }
      testId="envelope-panel"
    >
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('performance:envelope.element')}</TableCell>
              <TableCell>{t('performance:envelope.type')}</TableCell>
              <TableCell align="right">{`${t('performance:envelope.uValue')} (${format.unitLabel('wPerM2K')})`}</TableCell>
              <TableCell align="right">{`${t('performance:envelope.area')} (${format.quantity('area').label})`}</TableCell>
              <TableCell align="right">{`${t('performance:envelope.heatLoss')} (${format.quantity('MWh').label})`}</TableCell>
              <TableCell>{t('performance:envelope.band')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const loss = loads?.envelope.elements[row.element];
              return (
                <TableRow key={row.element} data-testid={`envelope-${row.element}`}>
                  <TableCell component="th" scope="row">
                    {t(`enums:envelopeElement.${row.element}`)}
                  </TableCell>
                  <TableCell>{typeText(row.type)}</TableCell>
                  <TableCell align="right">
                    {format.number(row.uValueWPerM2K, 2)}
                    {row.assumed ? ` (${t('performance:envelope.assumed')})` : ''}
                  </TableCell>
                  <TableCell align="right">
                    {loss ? format.quantity('area').value(loss.areaM2, 0) : '—'}
                  </TableCell>
                  <TableCell align="right">
                    {loss
                      ? `${format.quantity('MWh').value(loss.annualHeatLossKwh, 1)} (${format.percent(loss.sharePct / 100)})`
                      : '—'}
                  </TableCell>
                  <TableCell>
                    {row.band ? (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t(`enums:benchmarkBand.${row.band}`)}
                        // The band's colour marks the border; the text keeps the body's contrast.
                        sx={{
                          borderColor: `${BAND_COLOR[row.band]}.main`,
                          borderWidth: 2,
                          color: 'text.primary',
                        }}
                      />
                    ) : (
                      '—'
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Panel>
  );
}
