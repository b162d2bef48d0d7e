import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec 2.1: the text "Loading..." while sign-in state or a screen is loading. */
export function LoadingScreen({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: inline ? 240 : '100vh',
      }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('loading')}</Typography>
    </Box>
  );
}
