import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type {
  ChartCategory,
  ChartNumberFormatter,
  ChartSeries,
  ChartTextColumn,
} from './chart-types';

export interface ChartTableProps {
  caption: string;
  categoryLabel: string;
  categories: readonly ChartCategory[];
  series: readonly ChartSeries[];
  formatNumber: ChartNumberFormatter;
  /** Text columns after the categories' column (none by default). */
  textColumns?: readonly ChartTextColumn[];
}

/** The plotted numbers as a table: a row per category, a column per series headed with its unit. */
export function ChartTable({
  caption,
  categoryLabel,
  categories,
  series,
  formatNumber,
  textColumns = [],
}: ChartTableProps) {
  const { t } = useTranslation('charts');
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {categoryLabel}
            </TableCell>
            {textColumns.map((column) => (
              <TableCell key={column.id} component="th" scope="col">
                {column.label}
              </TableCell>
            ))}
            {series.map((one) => (
              <TableCell key={one.id} component="th" scope="col" align="right">
                {one.unit ? t('axis.withUnit', { label: one.label, unit: one.unit }) : one.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((category, index) => (
            <TableRow key={category.key}>
              <TableCell component="th" scope="row">
                {category.label}
              </TableCell>
              {textColumns.map((column) => (
                <TableCell key={column.id}>{column.values[index] ?? ''}</TableCell>
              ))}
              {series.map((one) => {
                const value = one.data[index] ?? null;
                return (
                  <TableCell key={one.id} align="right">
                    {value === null ? t('table.missing') : formatNumber(value, one.unit)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
