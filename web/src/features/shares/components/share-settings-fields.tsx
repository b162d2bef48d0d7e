import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SHARE_SECTIONS, type ShareSections } from '@shared/schemas/derived/share';
import { useTranslation } from 'react-i18next';

export interface ShareSettings {
  sections: ShareSections;
  /** The last day the link works (`yyyy-mm-dd`), or '' for none. */
  expiryDay: string;
}

/** What a link shows (at least one screen) and until when; `today` bounds the date. */
export function ShareSettingsFields({
  value,
  onChange,
  today,
  disabled,
}: {
  value: ShareSettings;
  onChange: (next: ShareSettings) => void;
  today: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('shares');
  const none = Object.keys(value.sections).length === 0;
  const past = value.expiryDay !== '' && value.expiryDay < today;
  return (
    <Stack spacing={2}>
      <FormControl error={none} disabled={disabled} component="fieldset" variant="standard">
        <FormLabel component="legend">{t('dialog.sections')}</FormLabel>
        <FormGroup row>
          {SHARE_SECTIONS.map((section) => (
            <FormControlLabel
              key={section}
              label={t(`sections.${section}`)}
              control={
                <Checkbox
                  checked={value.sections[section] === true}
                  onChange={(event) => {
                    const sections = { ...value.sections };
                    if (event.target.checked) sections[section] = true;
                    else delete sections[section];
                    onChange({ ...value, sections });
                  }}
                  slotProps={{ input: { 'data-testid': `share-section-${section}` } as object }}
                />
              }
            />
          ))}
        </FormGroup>
        {none ? <FormHelperText>{t('dialog.sectionsRequired')}</FormHelperText> : null}
      </FormControl>
      <TextField
        type="date"
        size="small"
        label={t('dialog.expiry')}
        value={value.expiryDay}
        disabled={disabled}
        error={past}
        helperText={past ? t('dialog.expiryPast') : t('dialog.expiryHelp')}
        onChange={(event) => onChange({ ...value, expiryDay: event.target.value })}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: today, 'data-testid': 'share-expiry' },
        }}
        sx={{ maxWidth: 260 }}
      />
    </Stack>
  );
}

/** Whether the settings can be saved: a screen chosen, no expiry before `today`. */
export function settingsValid(value: ShareSettings, today: string): boolean {
  return (
    Object.keys(value.sections).length > 0 && (value.expiryDay === '' || value.expiryDay >= today)
  );
}
