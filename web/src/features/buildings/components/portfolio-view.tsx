import AddIcon from 'virtual:icons/Add';
import UploadFileIcon from 'virtual:icons/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import type { PortfolioState } from '../utils/portfolio-collector';
import { figuresProgress, type PortfolioRow } from '../utils/portfolio-rows';
import { PortfolioCards } from './portfolio-cards';
import { PortfolioTable } from './portfolio-table';

export type PortfolioViewType = 'table' | 'cards';

export interface PortfolioViewProps {
  /** The user's portfolio as `usePortfolio` reads it; undefined until the listen has answered. */
  portfolio: PortfolioState | undefined;
  /**
   * Opens the import dialog, which the app renders beside this view (it belongs to the import
   * feature); keeps its identity, so that opening and closing the dialog leave the view as it is.
   */
  onImport: () => void;
  /** A notice of another feature shown above the list (the address confirmation). */
  notice?: ReactNode;
}

/**
 * Spec 2.5: the Portfolio, live, as a table or as cards (the choice is kept in the URL).
 * Memoised: it renders again for its own props and URL, not for a dialog opened over it.
 */
export const PortfolioView = memo(function PortfolioView({
  portfolio: data,
  onImport,
  notice,
}: PortfolioViewProps) {
  const { t } = useTranslation('buildings');
  const [searchParams, setSearchParams] = useSearchParams();
  const view: PortfolioViewType = searchParams.get('view') === 'cards' ? 'cards' : 'table';
  const rows = data?.rows ?? [];
  const loading = !data?.loaded;
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={Link}
              to={paths.addingBuilding.getHref()}
            >
              {t('addBuilding')}
            </Button>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onImport}>
              {t('importCsv')}
            </Button>
          </Stack>
        }
      />
      {notice}
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('selectPrompt')}
      </Alert>
      {data?.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('loadFailed', { reason: data.error })}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="view-type-label">{t('viewType')}</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          aria-labelledby="view-type-label"
          onChange={(_event, next: PortfolioViewType | null) => {
            if (next) setSearchParams(next === 'table' ? {} : { view: next }, { replace: true });
          }}
        >
          <ToggleButton value="table">{t('views.table')}</ToggleButton>
          <ToggleButton value="cards">{t('views.cards')}</ToggleButton>
        </ToggleButtonGroup>
        <Typography color="text.secondary" data-testid="portfolio-count">
          {loading ? t('loading') : t('count', { count: rows.length })}
        </Typography>
      </Stack>
      {loading ? null : <FiguresProgress rows={rows} />}
      {!loading && rows.length === 0 && !data?.error ? (
        <Alert severity="success" icon={false}>
          {t('empty')}
        </Alert>
      ) : view === 'table' ? (
        <PortfolioTable rows={rows} loading={loading} />
      ) : (
        <PortfolioCards rows={rows} />
      )}
    </>
  );
});

/**
 * While figures are computed (after an import, or edits elsewhere), how many buildings wait for
 * theirs, live: the summaries carry the figures' input time, so the count falls as workers go.
 */
function FiguresProgress({ rows }: { rows: readonly PortfolioRow[] }) {
  const { t } = useTranslation('buildings');
  const { pending, total } = figuresProgress(rows);
  if (pending === 0) return null;
  const label = t('figuresUpdating', { count: pending, total });
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="figures-progress" role="status">
      <AlertTitle>{label}</AlertTitle>
      {t('figuresUpdatingHint')}
      <LinearProgress
        variant="determinate"
        value={((total - pending) / total) * 100}
        aria-label={label}
        sx={{ mt: 1 }}
      />
    </Alert>
  );
}
