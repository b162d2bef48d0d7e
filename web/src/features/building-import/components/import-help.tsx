import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n/languages';
import { buildTemplateCsv } from '../utils/template-csv';

function downloadTemplate(language: Language): void {
  const blob = new Blob([buildTemplateCsv(language)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `facet-buildings-template-${language}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

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
          <Stack direction="row" spacing={1} sx={{ my: 0.5, flexWrap: 'wrap' }}>
            {SUPPORTED_LANGUAGES.map((language) => (
              <Button
                key={language}
                size="small"
                startIcon={<DownloadIcon />}
                onClick={() => downloadTemplate(language)}
              >
                {t('help.downloadTemplate', { language: language.toUpperCase() })}
              </Button>
            ))}
          </Stack>
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
