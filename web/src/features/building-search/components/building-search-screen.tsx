import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import type { AuthUser } from '@/lib/auth/auth-service';
import {
  REGISTRY_QUERY_MIN,
  type RegistryEntry,
  type RegistrySearchResponse,
} from '@shared/schemas/stored/registry';
import { useRegistrySearch } from '../api/use-registry-search';
import { registryAddress, registryPrefill } from '../utils/registry-prefill';
import { RegistryDetails, useRegistryFacts } from './registry-details';

/** Milliseconds of quiet typing before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function Suggestion({ entry, onChoose }: { entry: RegistryEntry; onChoose: () => void }) {
  const facts = useRegistryFacts(entry);
  return (
    <ListItemButton onClick={onChoose} divider>
      <ListItemText
        primary={entry.name}
        secondary={
          <>
            {registryAddress(entry)}
            {facts.length ? <br /> : null}
            {facts.map((fact) => fact.value).join(' · ')}
          </>
        }
      />
    </ListItemButton>
  );
}

/**
 * What an answered search says when it has nothing to show: `unavailable` when there is nothing
 * to search in (no registry loaded and no geocoder set, a deployment's set-up), `noSuggestion`
 * when this query matched nothing (not while the previous query's answer is still shown), else
 * null.
 */
function emptyOutcome(
  reply: RegistrySearchResponse,
  isPrevious: boolean,
): 'unavailable' | 'noSuggestion' | null {
  if (reply.sources.registryBuildings === 0 && !reply.sources.geocoder) return 'unavailable';
  return !isPrevious && reply.suggestions.length === 0 ? 'noSuggestion' : null;
}

function Search({ user }: { user: AuthUser }) {
  const { t } = useTranslation('buildingSearch');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<RegistryEntry | null>(null);
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const active = query.length >= REGISTRY_QUERY_MIN;
  const search = useRegistrySearch(user, query);
  const suggestions = active ? (search.data?.suggestions ?? []) : [];
  const empty =
    active && search.isSuccess ? emptyOutcome(search.data, search.isPlaceholderData) : null;

  if (chosen) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, maxWidth: 720 }}>
        <Stack spacing={3}>
          <Typography variant="h6" component="p">
            {t('confirm.question')}
          </Typography>
          <RegistryDetails entry={chosen} />
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              onClick={() =>
                void navigate(`${paths.addingBuilding.getHref()}/new/general`, {
                  state: { prefill: registryPrefill(chosen) },
                })
              }
            >
              {t('confirm.yes')}
            </Button>
            <Button variant="outlined" onClick={() => setChosen(null)}>
              {t('confirm.no')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, maxWidth: 720 }}>
      <Stack spacing={2}>
        <TextField
          label={t('field')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
          fullWidth
          autoComplete="off"
          helperText={t('hint', { count: REGISTRY_QUERY_MIN })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {active && search.isFetching ? <LinearProgress aria-label={t('searching')} /> : null}
        {active && search.isError ? <Alert severity="error">{t('failed')}</Alert> : null}
        {empty === 'unavailable' ? (
          <Alert severity="info" data-testid="registry-unavailable">
            {t('unavailable')}
          </Alert>
        ) : null}
        {empty === 'noSuggestion' ? (
          <Typography color="text.secondary" data-testid="registry-no-suggestion">
            {t('noSuggestion')}
          </Typography>
        ) : null}
        {suggestions.length > 0 ? (
          <List aria-label={t('suggestions')} disablePadding>
            {suggestions.map((entry) => (
              <Suggestion key={entry.id} entry={entry} onChoose={() => setChosen(entry)} />
            ))}
          </List>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {t('source')}
        </Typography>
        <div>
          <Button component={Link} to={paths.addingBuilding.getHref()}>
            {t('back')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/**
 * Spec 2.7 "Online search": "Enter Building Name or Address" searches the building registry;
 * "No suggestion" when nothing matches (and, instead, why nothing can match when the deployment has
 * neither a registry nor a geocoder); a chosen building is confirmed ("Is the information
 * correct?") and then opens General Information pre-filled (not saved until the user saves).
 */
export function BuildingSearchScreen() {
  const { user } = useAuth();
  return user ? <Search user={user} /> : null;
}
