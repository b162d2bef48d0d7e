import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ShareSection } from '@shared/schemas/derived/share';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { HiddenHeading } from '@/components/ui/hidden-heading';
import { LanguageSelect } from '@/components/ui/language-select';
import { useFormat } from '@/lib/format/use-format';
import { sharePathOf } from '../utils/share-url';

export interface SharedViewFrameProps {
  token: string;
  /** The building's title (absent while the link shows nothing). */
  title?: string;
  /** The chosen screens, in tab order, and the one in view. */
  sections?: readonly ShareSection[];
  current?: ShareSection;
  updatedAtMs?: number;
  /** Actions beside the language select (the link's report). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a share link's read-only views: no menu and no sign-in, the building's title, tabs
 * between the chosen screens only, the language select; fits an embedding iframe from 400 px.
 */
export function SharedViewFrame(props: SharedViewFrameProps) {
  const { t } = useTranslation('shares');
  const format = useFormat();
  const { search } = useLocation();
  const sections = props.sections ?? [];
  return (
    <Box
      component="main"
      data-testid="shared-view"
      sx={{
        p: { xs: 1.5, sm: 3 },
        maxWidth: 1536,
        mx: 'auto',
        minWidth: 0,
        // The period presets wrap in a narrow iframe instead of widening the page.
        '& .MuiToggleButtonGroup-root': { flexWrap: 'wrap' },
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {props.title ?? t('view.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {props.updatedAtMs !== undefined
              ? t('view.readOnly', { date: format.dateTime(props.updatedAtMs) })
              : t('view.readOnlyPlain')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {props.actions}
          <LanguageSelect />
        </Stack>
      </Stack>
      {sections.length > 1 && props.current ? (
        <Tabs
          value={props.current}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('view.tabs')}
          sx={{ mb: 2 }}
        >
          {sections.map((section) => (
            <Tab
              key={section}
              value={section}
              label={t(`sections.${section}`)}
              component={Link}
              to={`${sharePathOf(props.token, section)}${search}`}
              data-testid={`share-tab-${section}`}
            />
          ))}
        </Tabs>
      ) : null}
      {props.current ? <HiddenHeading>{t(`sections.${props.current}`)}</HiddenHeading> : null}
      {props.children}
    </Box>
  );
}
