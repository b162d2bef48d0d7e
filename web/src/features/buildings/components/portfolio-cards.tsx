import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format/use-format';
import { matchesQuickSearch, type PortfolioRow } from '../utils/portfolio-rows';
import { StatusChip } from './status-chip';
import { PortfolioCardPhoto } from './portfolio-card-photo';

const CARDS_PER_PAGE = 24;

/** The Portfolio as cards, with the same quick search as the table. */
export function PortfolioCards({ rows }: { rows: PortfolioRow[] }) {
  const { t } = useTranslation(['buildings', 'enums']);
  const format = useFormat();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const shown = useMemo(() => rows.filter((row) => matchesQuickSearch(row, query)), [rows, query]);
  const pages = Math.max(1, Math.ceil(shown.length / CARDS_PER_PAGE));
  const current = Math.min(page, pages);
  return (
    <Stack spacing={2} data-testid="portfolio-cards">
      <TextField
        size="small"
        type="search"
        label={t('search')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(1);
        }}
        sx={{ maxWidth: 360 }}
      />
      <Grid container spacing={2}>
        {shown.slice((current - 1) * CARDS_PER_PAGE, current * CARDS_PER_PAGE).map((row) => (
          <Grid key={row.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={Link}
                to={paths.building.getHref(row.id)}
                sx={{ height: '100%' }}
              >
                <PortfolioCardPhoto buildingId={row.id} />
                <CardContent>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
                  >
                    <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
                      {row.title}
                    </Typography>
                    <StatusChip status={row.status} />
                  </Stack>
                  <Typography color="text.secondary">
                    {[row.street, row.city].filter(Boolean).join(', ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {[
                      row.useType ? t(`enums:useType.${row.useType}`) : '',
                      t('createdOn', { date: format.date(row.createdAtMs) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      {shown.length === 0 ? <Typography color="text.secondary">{t('noMatch')}</Typography> : null}
      {pages > 1 ? (
        <Pagination count={pages} page={current} onChange={(_event, next) => setPage(next)} />
      ) : null}
    </Stack>
  );
}
