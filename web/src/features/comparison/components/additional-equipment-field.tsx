import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Longest name of an additional equipment (the rules' limit). */
const NAME_MAX = 200;

export interface AdditionalEquipmentFieldProps {
  value: readonly string[];
  onChange: (names: string[]) => void;
  disabled?: boolean;
}

/** "Add additional equipment" (spec 3.13): free entries added by name and removed by their chip. */
export function AdditionalEquipmentField({
  value,
  onChange,
  disabled,
}: AdditionalEquipmentFieldProps) {
  const { t } = useTranslation('comparison');
  const [draft, setDraft] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const add = () => {
    const name = draft.trim();
    if (!name) return;
    if (value.some((one) => one.toLocaleLowerCase() === name.toLocaleLowerCase())) {
      setDuplicate(true);
      return;
    }
    onChange([...value, name]);
    setDraft('');
    setDuplicate(false);
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('parameters.additionalEquipment')}
          value={draft}
          disabled={disabled}
          error={duplicate}
          helperText={duplicate ? t('parameters.duplicate') : t('parameters.additionalHelp')}
          onChange={(event) => {
            setDraft(event.target.value.slice(0, NAME_MAX));
            setDuplicate(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          sx={{ flexGrow: 1, maxWidth: 420 }}
        />
        <Button onClick={add} disabled={disabled || draft.trim() === ''} sx={{ mt: 0.5 }}>
          {t('parameters.add')}
        </Button>
      </Stack>
      {value.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {value.map((name) => (
            <Chip
              key={name}
              label={name}
              disabled={disabled}
              onDelete={() => onChange(value.filter((one) => one !== name))}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
