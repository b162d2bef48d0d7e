import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Equipment } from '@shared/schemas/equipment';
import type { MetricsReliability } from '@shared/schemas/metrics-reliability';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '@/components/ui/panel';
import { useFormat } from '@/lib/format/use-format';
import { ToneChip } from './tone-chip';

const WARRANTY_COLOR = {
  active: 'success',
  expiring: 'warning',
  expired: 'default',
  none: 'default',
  unknown: 'default',
} as const;

/**
 * Spec 2.12 Equipment Details: the building's equipment, lowest health first, each linked to its
 * Equipment page, with its health, age, warranty state and repair-or-replace verdict.
 */
export function EquipmentDetailsCard({
  records,
  reliability,
  equipmentHref,
  action,
}: {
  records: Readonly<Record<string, Equipment>>;
  reliability: MetricsReliability;
  equipmentHref: (equipmentId: string) => string;
  /** The link to the full register. */
  action: ReactNode;
}) {
  const { t } = useTranslation(['assetReliability', 'enums']);
  const format = useFormat();
  const rows = useMemo(
    () =>
      Object.entries(records)
        .map(([id, record]) => ({ id, record, figures: reliability.equipment[id] }))
        .sort(
          (a, b) =>
            (a.figures?.health?.score ?? 101) - (b.figures?.health?.score ?? 101) ||
            a.record.name.localeCompare(b.record.name),
        ),
    [records, reliability],
  );
  return (
    <Panel title={t('details.title')} subtitle={action} testId="equipment-details">
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label={t('details.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('details.name')}</TableCell>
              <TableCell>{t('details.type')}</TableCell>
              <TableCell>{t('details.subSystem')}</TableCell>
              <TableCell align="right">{t('details.health')}</TableCell>
              <TableCell align="right">{t('details.age')}</TableCell>
              <TableCell>{t('details.warranty')}</TableCell>
              <TableCell>{t('details.verdict')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ id, record, figures }) => (
              <TableRow key={id} hover>
                <TableCell>
                  <Link component={RouterLink} to={equipmentHref(id)}>
                    {record.name}
                  </Link>
                </TableCell>
                <TableCell>{record.type}</TableCell>
                <TableCell>
                  {record.subSystem ? t(`enums:subSystem.${record.subSystem}`) : '—'}
                </TableCell>
                <TableCell align="right">
                  {figures?.health ? format.number(figures.health.score, 0) : '—'}
                </TableCell>
                <TableCell align="right">
                  {figures?.ageYears === undefined ? '—' : format.number(figures.ageYears, 1)}
                </TableCell>
                <TableCell>
                  {figures ? (
                    <ToneChip
                      size="small"
                      variant="outlined"
                      tone={WARRANTY_COLOR[figures.warranty.state]}
                      label={t(`details.warrantyState.${figures.warranty.state}`)}
                    />
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>
                  {figures?.repairOrReplace ? t(`verdict.${figures.repairOrReplace.verdict}`) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Panel>
  );
}
