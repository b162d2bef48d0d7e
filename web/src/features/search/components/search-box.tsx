import SearchIcon from 'virtual:icons/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_INPUT_ID } from '../utils/search-box-id';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** The results listbox's id while it is shown. */
  listboxId: string | undefined;
  /** The highlighted option's element id. */
  activeOptionId: string | undefined;
}

/**
 * The search input as a combobox (WAI-ARIA APG "Combobox with listbox popup"): focus stays in the
 * input while the arrow keys move `aria-activedescendant` over the results.
 */
export function SearchBox({
  value,
  onChange,
  onKeyDown,
  listboxId,
  activeOptionId,
}: SearchBoxProps) {
  const { t } = useTranslation('search');
  return (
    <TextField
      id={SEARCH_INPUT_ID}
      type="search"
      label={t('box.label')}
      helperText={t('box.helper')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      autoFocus
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
        htmlInput: {
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': listboxId !== undefined,
          ...(listboxId ? { 'aria-controls': listboxId } : {}),
          ...(activeOptionId ? { 'aria-activedescendant': activeOptionId } : {}),
          autoComplete: 'off',
          spellCheck: false,
          onKeyDown,
        },
      }}
    />
  );
}
