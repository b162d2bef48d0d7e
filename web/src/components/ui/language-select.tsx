import TranslateIcon from 'virtual:icons/Translate';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, isLanguage } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';

/**
 * English / Czech / German, each named in its own language so anyone can find theirs. Memoised:
 * it renders again for its language, not with the menu around it.
 */
export const LanguageSelect = memo(function LanguageSelect({
  fullWidth = false,
}: {
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <TextField
      select
      size="small"
      fullWidth={fullWidth}
      label={t('language.label')}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void setLanguage(event.target.value);
      }}
      slotProps={{
        select: { 'data-testid': 'language-select' } as object,
        input: { startAdornment: <TranslateIcon fontSize="small" sx={{ mr: 1 }} /> },
      }}
      sx={{ minWidth: 160 }}
    >
      {SUPPORTED_LANGUAGES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {t(`language.names.${code}`)}
        </MenuItem>
      ))}
    </TextField>
  );
});
