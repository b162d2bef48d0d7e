import DownloadIcon from 'virtual:icons/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n/languages';
import { downloadEquipmentTemplate } from '../utils/template';

/** Our template to download in each language, with what it is for. */
export function TemplateLinks() {
  const { t, i18n } = useTranslation('equipmentImport');
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="h3">
        {t('template.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('template.hint')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <Button
            key={language}
            size="small"
            startIcon={<DownloadIcon />}
            data-testid={`equipment-template-${language}`}
            onClick={() => void downloadEquipmentTemplate(i18n, language)}
          >
            {t('template.download', { language: language.toUpperCase() })}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
