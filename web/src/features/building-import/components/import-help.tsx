import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TemplateDownloads } from './template-downloads';

/**
 * The accepted formats in short, the template to download in each language, and which currency
 * the imported buildings get.
 */
export function ImportHelp() {
  const { t } = useTranslation(['buildingImport', 'settings']);
  return (
    <Box data-testid="import-help">
      <Typography variant="subtitle2" component="h3">
        {t('help.title')}
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 1, pl: 2.5, typography: 'body2' }}>
        <li>
          {t('help.template')}
          <TemplateDownloads />
        </li>
        <li>{t('help.portfolioManager')}</li>
        <li>{t('help.coveredBuildings')}</li>
        <li>{t('help.cityBenchmarking')}</li>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('help.conventions')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('help.currency')}
      </Typography>
    </Box>
  );
}
