import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ElementDetail, ElementState } from '@shared/domain/metrics/benchmarks/element-detail';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';

/** The enum catalog that names an element's type, by element (roof, wall, floor: free text). */
const TYPE_ENUM: Partial<Record<ElementDetail['element'], string>> = {
  openings: 'glazingType',
  heating: 'heaterType',
  cooling: 'coolingSystemType',
  lighting: 'bulbType',
  mechanicalVentilation: 'ventilationFanType',
  plugLoads: 'plugLoadType',
};

/** The label key of the type row: fan type and plug load have names of their own (spec 3.15). */
function typeLabelKey(element: ElementDetail['element']) {
  if (element === 'mechanicalVentilation') return 'detail.fanType' as const;
  if (element === 'plugLoads') return 'detail.plugLoad' as const;
  return 'detail.type' as const;
}

/** Current against best practice, one property per row (spec 3.15), only what applies. */
export function ElementDetailTable({ detail }: { detail: ElementDetail }) {
  const { t } = useTranslation(['comparison', 'enums']);
  const format = useFormat();
  const typeName = (state: ElementState) => {
    if (state.type === undefined) return t('detail.unknown');
    const catalog = TYPE_ENUM[detail.element];
    return catalog ? t(`enums:${catalog}.${state.type}`, { defaultValue: state.type }) : state.type;
  };
  const rows: { key: string; label: string; current: string; best: string }[] = [];
  const both = (pick: (state: ElementState) => number | undefined) =>
    pick(detail.current) !== undefined || pick(detail.best) !== undefined;
  if (detail.current.type !== undefined || detail.best.type !== undefined) {
    rows.push({
      key: 'type',
      label: t(typeLabelKey(detail.element)),
      current: typeName(detail.current),
      best: typeName(detail.best),
    });
  }
  const numeric = (
    key: string,
    label: string,
    pick: (state: ElementState) => number | undefined,
    show: (value: number) => string,
  ) => {
    if (!both(pick)) return;
    const text = (value: number | undefined) =>
      value === undefined ? t('detail.unknown') : show(value);
    // What best practice does not change (e.g. the shading of new glazing) stays as it is.
    const best = pick(detail.best) ?? pick(detail.current);
    rows.push({ key, label, current: text(pick(detail.current)), best: text(best) });
  };
  numeric(
    'uValue',
    t('detail.uValue'),
    (s) => s.uValueWPerM2K,
    (v) => format.number(v, 2),
  );
  numeric(
    'shading',
    t('detail.shadingCoefficient'),
    (s) => s.shadingCoefficient,
    (v) => format.number(v, 2),
  );
  numeric(
    'efficiency',
    t('detail.efficiency'),
    (s) => s.efficiencyPct,
    (v) => format.number(v, 1),
  );
  numeric(
    'efficacy',
    t('detail.efficacy'),
    (s) => s.efficacyLmPerW,
    (v) => format.number(v, 0),
  );
  numeric(
    'capacity',
    t('detail.capacity'),
    (s) => s.capacityKwp,
    (v) => format.number(v, 1),
  );
  if (detail.current.energyKwh !== undefined) {
    rows.push({
      key: 'energy',
      label: t('detail.energy'),
      current: format.number(detail.current.energyKwh, 0),
      best:
        detail.best.energyKwh !== undefined
          ? format.number(detail.best.energyKwh, 0)
          : t('detail.seeSavings'),
    });
  }
  rows.push({
    key: 'co2',
    label: t('detail.co2'),
    current: format.number(detail.co2TonsPerYear.current, 1),
    best: format.number(detail.co2TonsPerYear.best, 1),
  });
  return (
    <Table size="small" data-testid="detail-table">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('detail.property')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('detail.current')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('detail.best')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-testid={`detail-${row.key}`}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell align="right">{row.current}</TableCell>
            <TableCell align="right">{row.best}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
