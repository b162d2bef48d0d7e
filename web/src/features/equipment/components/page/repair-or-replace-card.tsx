import CircleIcon from 'virtual:icons/Circle';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { useFormat } from '@/lib/format/use-format';

export type RepairOrReplace = NonNullable<MetricsEquipmentReliability['repairOrReplace']>;

const VERDICT_COLOR = {
  repair: 'success',
  planReplacement: 'warning',
  replace: 'error',
} as const satisfies Record<RepairOrReplace['verdict'], 'success' | 'warning' | 'error'>;

/**
 * Repair or replace (docs/methodology.md "Repair or replace"): the verdict, the equivalent annual
 * cost of keeping the unit and of replacing it, energy included, and the reasons.
 */
export function RepairOrReplaceCard({
  verdict,
  currency,
}: {
  verdict: RepairOrReplace;
  currency: string;
}) {
  const { t } = useTranslation('equipmentPage');
  const format = useFormat();
  const money = (value: number | undefined) =>
    value === undefined ? '—' : format.money(value, currency);
  const rows = [
    { key: 'capital', keep: undefined, replace: verdict.replace.capitalPerYear },
    {
      key: 'maintenance',
      keep: verdict.keep.maintenancePerYear,
      replace: verdict.replace.maintenancePerYear,
    },
    { key: 'repairs', keep: verdict.keep.repairsPerYear, replace: undefined },
    { key: 'energy', keep: verdict.keep.energyPerYear, replace: verdict.replace.energyPerYear },
  ] as const;
  return (
    <Panel
      title={t('repairOrReplace.title')}
      subtitle={t('repairOrReplace.subtitle', {
        currency,
        years: format.number(verdict.horizonYears),
      })}
      testId="repair-or-replace"
    >
      <Stack spacing={2}>
        <div>
          <Chip
            variant="outlined"
            icon={
              <CircleIcon aria-hidden sx={{ color: `${VERDICT_COLOR[verdict.verdict]}.main` }} />
            }
            sx={{ fontWeight: 600 }}
            label={t(`repairOrReplace.verdicts.${verdict.verdict}`)}
            data-testid="repair-or-replace-verdict"
          />
        </div>
        {/* Scrolls within the card on a phone rather than widening the page. */}
        <TableContainer>
          <Table size="small" aria-label={t('repairOrReplace.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('repairOrReplace.cost')}</TableCell>
                <TableCell align="right">{t('repairOrReplace.keep')}</TableCell>
                <TableCell align="right">{t('repairOrReplace.replace')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell>{t(`repairOrReplace.rows.${row.key}`)}</TableCell>
                  <TableCell align="right">{money(row.keep)}</TableCell>
                  <TableCell align="right">{money(row.replace)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('repairOrReplace.rows.total')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {money(verdict.keep.totalPerYear)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {money(verdict.replace.totalPerYear)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
        {verdict.reasons.length > 0 ? (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {verdict.reasons.map((reason) => (
              <Typography component="li" variant="body2" key={reason}>
                {t(`repairOrReplace.reasons.${reason}`)}
              </Typography>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Panel>
  );
}
