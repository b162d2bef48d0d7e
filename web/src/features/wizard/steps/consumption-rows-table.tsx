import AddIcon from 'virtual:icons/Add';
import DeleteOutlineIcon from 'virtual:icons/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useFieldArray, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@shared/schemas/enums/account';
import { useFormat } from '@/lib/format/use-format';
import { nextBillMonth } from '../utils/consumption-rows';
import {
  ConsumptionRowField,
  type ConsumptionColumn,
  type ConsumptionRowsValues,
} from './consumption-row-field';

export interface ConsumptionRowsTableProps<T extends ConsumptionRowsValues> {
  control: Control<T>;
  /** The building's currency: the Cost column is in it in every language. */
  currency: Currency;
  /** Prefix for input ids, unique on the page (the step's form id). */
  idPrefix: string;
  readOnly: boolean;
}

const COLUMNS: readonly ConsumptionColumn[] = ['month', 'cost', 'consumption'];

/**
 * The monthly bills of a step (spec 3.5, 3.6): Month / Year, Cost in the building's currency,
 * Consumption (kWh) and a remove action, plus "Add Month". A table from the small breakpoint up,
 * one card per bill on a phone.
 */
export function ConsumptionRowsTable<T extends ConsumptionRowsValues>({
  control,
  currency,
  idPrefix,
  readOnly,
}: ConsumptionRowsTableProps<T>) {
  const { t } = useTranslation('wizardConsumption');
  const format = useFormat();
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  // The rows live under `rows` of every consumption form; the field array needs only that part.
  const rowsControl = control as unknown as Control<ConsumptionRowsValues & FieldValues>;
  const { fields, append, remove } = useFieldArray({ control: rowsControl, name: 'rows' });
  const rows = useWatch({ control: rowsControl, name: 'rows' });

  const headings: Record<ConsumptionColumn, string> = {
    month: t('rows.month'),
    cost: t('rows.cost', { currency: format.currencySymbol(currency) }),
    consumption: t('rows.consumption'),
  };
  const field = (index: number, column: ConsumptionColumn) => (
    <ConsumptionRowField
      control={rowsControl}
      index={index}
      column={column}
      heading={headings[column]}
      idPrefix={idPrefix}
      labelled={compact}
      disabled={readOnly}
    />
  );
  const removeButton = (index: number) => {
    const month = rows[index]?.month;
    return (
      <IconButton
        aria-label={
          month ? t('rows.remove', { month }) : t('rows.removeNew', { number: index + 1 })
        }
        onClick={() => remove(index)}
        disabled={readOnly}
        size="small"
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    );
  };
  const empty = (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {t('rows.empty')}
    </Typography>
  );

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {compact ? (
        <Stack spacing={1.5} sx={{ width: '100%' }}>
          {fields.length === 0 ? empty : null}
          {fields.map((row, index) => (
            <Paper key={row.id} variant="outlined" sx={{ p: 1.5 }}>
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  {field(index, 'month')}
                  {removeButton(index)}
                </Stack>
                <Stack direction="row" spacing={1.5}>
                  {field(index, 'cost')}
                  {field(index, 'consumption')}
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 600, width: '32%' }}>
                    {headings[column]}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {t('rows.action')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4}>{empty}</TableCell>
                </TableRow>
              ) : null}
              {fields.map((row, index) => (
                <TableRow key={row.id} sx={{ verticalAlign: 'top' }}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} sx={{ borderBottom: 'none', py: 1 }}>
                      {field(index, column)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ borderBottom: 'none', py: 1 }}>
                    {removeButton(index)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {readOnly ? null : (
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          size="small"
          onClick={() =>
            append({
              month: nextBillMonth(rows, new Date()),
              cost: undefined,
              consumptionKwh: undefined,
            })
          }
        >
          {t('rows.add')}
        </Button>
      )}
    </Stack>
  );
}
