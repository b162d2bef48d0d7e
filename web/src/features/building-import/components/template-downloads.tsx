import DownloadIcon from 'virtual:icons/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n/languages';
import { downloadTemplate } from '../utils/download-template';

/** A download button for our template in each language. */
export function TemplateDownloads() {
  const { t } = useTranslation('buildingImport');
  return (
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
  );
}
