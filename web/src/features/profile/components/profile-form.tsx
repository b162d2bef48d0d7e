import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, LANGUAGES, THEMES, UNIT_SYSTEMS } from '@shared/schemas/enums/account';
import { userProfileSchema, type UserProfile } from '@shared/schemas/stored/user-profile';
import { currencyOptionLabel } from '@/lib/format/currency-names';
import { formattingLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSaveProfile } from '../api/profile-api';

export interface ProfileFormProps {
  uid: string;
  saved: UserProfile;
}

/** Settings: name, language, colour mode, currency and units, saved to the account. */
export function ProfileForm({ uid, saved }: ProfileFormProps) {
  const { t } = useTranslation(['profile', 'common', 'validation']);
  const { language, setLanguage } = useLanguage();
  const { setMode } = useColorScheme();
  const save = useSaveProfile(uid);
  const form = useForm<UserProfile>({
    resolver: zodResolver(userProfileSchema),
    defaultValues: saved,
  });
  const submit = form.handleSubmit((profile) =>
    save.mutate(profile, {
      onSuccess: (stored) => {
        void setLanguage(stored.language);
        setMode(stored.theme);
        form.reset(stored);
      },
    }),
  );
  const select = (
    name: 'language' | 'theme' | 'currency' | 'units',
    options: readonly string[],
    label: (option: string) => string,
  ) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <TextField
          select
          size="small"
          label={t(name)}
          {...field}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error
              ? t(
                  `validation:${fieldState.error.message?.replace(/^validation\./, '') ?? 'required'}` as 'validation:required',
                )
              : undefined
          }
          sx={{ minWidth: 220 }}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {label(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3 }}
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="profile-form"
    >
      <Stack spacing={2}>
        <div>
          <Typography variant="h6" component="h2">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('description')}</Typography>
        </div>
        <Controller
          name="displayName"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              size="small"
              label={t('displayName')}
              {...field}
              value={field.value ?? ''}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? undefined : event.target.value)
              }
              error={Boolean(fieldState.error)}
              helperText={fieldState.error ? t('validation:tooLong') : undefined}
              sx={{ maxWidth: 420 }}
            />
          )}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {select('language', LANGUAGES, (option) => t(`common:language.names.${option as 'en'}`))}
          {select('theme', THEMES, (option) => t(`common:theme.${option as 'light'}`))}
          {select('currency', CURRENCIES, (option) =>
            currencyOptionLabel(option, formattingLocale(language)),
          )}
          {select('units', UNIT_SYSTEMS, (option) => t(`unitsOptions.${option as 'metric'}`))}
        </Stack>
        {save.isError ? (
          <Alert severity="error">{t('saveFailed', { reason: save.error.message })}</Alert>
        ) : null}
        {save.isSuccess && !form.formState.isDirty ? (
          <Alert severity="success" role="status">
            {t('saved')}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('save')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
