import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListColumn {
  key: string;
  header: string;
  numeric?: boolean;
}

/** A titled table of a few rows across buildings, or the reason it is empty and what to do. */
export function ListCard({
  title,
  subtitle,
  columns,
  rows,
  empty,
  loading = false,
  footer,
  testId,
}: {
  title: string;
  subtitle: string;
  columns: readonly ListColumn[];
  /** Each row: a key and one cell per column. */
  rows: readonly { key: string; cells: Record<string, ReactNode> }[];
  empty: string;
  /** The rows are still loading: a progress bar and a word instead of the empty text. */
  loading?: boolean;
  footer?: ReactNode;
  testId: string;
}) {
  const id = useId();
  const { t } = useTranslation('dashboard');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, height: '100%' }}
      component="section"
      aria-labelledby={id}
      data-testid={testId}
    >
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {subtitle}
      </Typography>
      {loading ? (
        <Typography variant="body2" component="div" role="status" sx={{ py: 2 }}>
          {t('listsLoading')}
          <LinearProgress sx={{ mt: 1 }} aria-label={t('listsLoading')} />
        </Typography>
      ) : rows.length === 0 ? (
        <Typography variant="body2" sx={{ py: 2 }}>
          {empty}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                      {row.cells[column.key]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {footer ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {footer}
        </Typography>
      ) : null}
    </Paper>
  );
}
