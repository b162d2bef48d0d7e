import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type {
  AssetReliabilityView,
  RiskMatrixCell,
} from '@shared/domain/metrics/views/asset-reliability/view';
import type { RISK_BANDS } from '@shared/schemas/derived/metrics-reliability';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '@/components/ui/panel';

type Band = (typeof RISK_BANDS)[number];

/** Risk band colours: green, amber, red (the usual traffic light of a risk matrix). */
const BAND_COLOR: Record<Band, string> = { low: '#2e7d32', medium: '#ed6c02', high: '#c62828' };

export interface FaultRiskMatrixProps {
  /** The matrix's rows (`assetReliabilityView`). */
  rows: AssetReliabilityView['riskMatrix'];
  /** Name of each equipment by id (the register's records). */
  equipmentNames: Readonly<Record<string, string>>;
  /** Link to an equipment's page. */
  equipmentHref: (equipmentId: string) => string;
}

/**
 * Spec 2.12 Potential Fault Risk: the 5 × 5 matrix, Impact (rows, most severe on top) ×
 * Likelihood (columns), each cell coloured by its band with its count of faults. An ARIA grid:
 * arrow keys move between cells, Enter or a click lists the cell's faults below, each linked to
 * its equipment; an empty cell says "No Fault Risk on this cell".
 */
export function FaultRiskMatrix({ rows, equipmentNames, equipmentHref }: FaultRiskMatrixProps) {
  const { t } = useTranslation(['assetReliability', 'enums']);
  const theme = useTheme();
  const [focus, setFocus] = useState({ row: 0, column: 0 });
  const [selected, setSelected] = useState<RiskMatrixCell | null>(null);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (row: number, column: number) => {
    const next = { row: Math.max(0, Math.min(4, row)), column: Math.max(0, Math.min(4, column)) };
    setFocus(next);
    cells.current[next.row * 5 + next.column]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [focus.row - 1, focus.column],
      ArrowDown: [focus.row + 1, focus.column],
      ArrowLeft: [focus.row, focus.column - 1],
      ArrowRight: [focus.row, focus.column + 1],
      Home: [focus.row, 0],
      End: [focus.row, 4],
    };
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    move(...target);
  };
  const cellName = (cell: RiskMatrixCell) =>
    t('risk.cellName', {
      impact: t(`enums:faultImpact.${cell.impact}`),
      likelihood: t(`enums:faultLikelihood.${cell.likelihood}`),
      band: t(`risk.band.${cell.band}`),
      count: cell.count,
    });
  // Labels may break inside a long word (Czech, German) so that the grid fits a phone's width.
  const labelSx = {
    fontSize: 12,
    color: 'text.secondary',
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    overflowWrap: 'anywhere',
  } as const;
  return (
    <Panel title={t('risk.title')} subtitle={t('risk.subtitle')} testId="fault-risk">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}>
        <Typography
          sx={{
            ...labelSx,
            writingMode: 'vertical-rl',
            justifyContent: 'center',
            transform: 'rotate(180deg)',
            fontWeight: 600,
          }}
          aria-hidden
        >
          {t('risk.impact')}
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box
            role="grid"
            aria-label={t('risk.gridName')}
            aria-rowcount={6}
            aria-colcount={6}
            onKeyDown={onKeyDown}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(56px, auto) repeat(5, minmax(0, 1fr))',
              gap: 0.5,
            }}
          >
            {rows.map(({ impact, cells: rowCells }, rowIndex) => (
              <Box
                role="row"
                key={impact}
                sx={{ display: 'contents' }}
                aria-rowindex={rowIndex + 1}
              >
                <Box role="rowheader" sx={labelSx}>
                  {t(`enums:faultImpact.${impact}`)}
                </Box>
                {rowCells.map((cell, columnIndex) => {
                  const active = focus.row === rowIndex && focus.column === columnIndex;
                  const isSelected =
                    selected?.impact === cell.impact && selected.likelihood === cell.likelihood;
                  const color = BAND_COLOR[cell.band];
                  return (
                    <Box role="gridcell" key={cell.likelihood} aria-selected={isSelected}>
                      <ButtonBase
                        ref={(node) => {
                          cells.current[rowIndex * 5 + columnIndex] = node;
                        }}
                        tabIndex={active ? 0 : -1}
                        aria-label={cellName(cell)}
                        data-testid={`risk-cell-${cell.likelihood}-${cell.impact}`}
                        onFocus={() => setFocus({ row: rowIndex, column: columnIndex })}
                        onClick={() => setSelected(cell)}
                        sx={{
                          width: '100%',
                          minHeight: 44,
                          borderRadius: 1,
                          bgcolor: cell.count > 0 ? color : alpha(color, 0.18),
                          // Black on amber, white on green and red: each at least 4.5:1.
                          color:
                            cell.count === 0
                              ? theme.palette.text.primary
                              : cell.band === 'medium'
                                ? '#000'
                                : '#fff',
                          fontWeight: 700,
                          outline: isSelected ? `3px solid ${theme.palette.text.primary}` : 'none',
                          outlineOffset: 1,
                          '&.Mui-focusVisible': {
                            outline: `3px solid ${theme.palette.primary.main}`,
                          },
                        }}
                      >
                        {cell.count > 0 ? cell.count : ''}
                      </ButtonBase>
                    </Box>
                  );
                })}
              </Box>
            ))}
            <Box role="row" sx={{ display: 'contents' }} aria-rowindex={6}>
              {/* The corner: the header of the impacts' column, for screen readers. */}
              <Box role="columnheader">
                <Box component="span" sx={visuallyHidden}>
                  {t('risk.impact')}
                </Box>
              </Box>
              {rows[0]?.cells.map((cell) => (
                <Box
                  role="columnheader"
                  key={cell.likelihood}
                  sx={{ ...labelSx, justifyContent: 'center', textAlign: 'center' }}
                >
                  {t(`enums:faultLikelihood.${cell.likelihood}`)}
                </Box>
              ))}
            </Box>
          </Box>
          <Typography
            sx={{ ...labelSx, justifyContent: 'center', fontWeight: 600, mt: 0.5 }}
            aria-hidden
          >
            {t('risk.likelihood')}
          </Typography>
        </Box>
      </Box>
      <Box aria-live="polite" sx={{ mt: 2 }} data-testid="risk-cell-detail">
        {selected ? (
          <>
            <Typography variant="subtitle2" component="h4">
              {cellName(selected)}
            </Typography>
            {selected.faults && selected.faults.length > 0 ? (
              <List dense>
                {selected.faults.map((fault) => (
                  <ListItem key={`${fault.equipmentId}/${fault.issueId ?? ''}`} disableGutters>
                    <Typography variant="body2">
                      {fault.fault ?? t('risk.generalFailure')}
                      {' — '}
                      <Link component={RouterLink} to={equipmentHref(fault.equipmentId)}>
                        {equipmentNames[fault.equipmentId] ?? fault.equipmentId}
                      </Link>
                    </Typography>
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('risk.emptyCell')}
              </Typography>
            )}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('risk.pickCell')}
          </Typography>
        )}
      </Box>
    </Panel>
  );
}
