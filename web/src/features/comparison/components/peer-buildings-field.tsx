import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A building the user may choose as a peer. */
export interface PeerOption {
  id: string;
  title: string;
  /** City or street, to tell buildings of the same name apart. */
  place?: string;
}

export interface PeerBuildingsFieldProps {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  options: readonly PeerOption[];
  disabled?: boolean;
}

/**
 * The buildings to benchmark against: the user's other buildings, searchable by name and place.
 * A chosen building the user can no longer open stays listed (so it can be removed) as
 * "Building not available".
 */
export function PeerBuildingsField({
  value,
  onChange,
  options,
  disabled,
}: PeerBuildingsFieldProps) {
  const { t } = useTranslation('comparison');
  const byId = new Map(options.map((option) => [option.id, option]));
  const chosen = value.map((id) => byId.get(id) ?? { id, title: t('parameters.unknownBuilding') });
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={[...options]}
      value={chosen}
      onChange={(_, next) => onChange(next.map((option) => option.id))}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) =>
        option.place ? `${option.title} (${option.place})` : option.title
      }
      getOptionKey={(option) => option.id}
      noOptionsText={t('parameters.noOptions')}
      filterSelectedOptions
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('parameters.buildings')}
          helperText={t('parameters.buildingsHelp')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'peer-buildings-input' } }}
        />
      )}
    />
  );
}
