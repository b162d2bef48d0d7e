import DarkModeIcon from 'virtual:icons/DarkMode';
import LightModeIcon from 'virtual:icons/LightMode';
import SettingsBrightnessIcon from 'virtual:icons/SettingsBrightness';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { THEME_MODES, type ThemeMode } from '@/lib/theme/theme-mode';

const ICONS: Record<ThemeMode, typeof LightModeIcon> = {
  light: LightModeIcon,
  dark: DarkModeIcon,
  system: SettingsBrightnessIcon,
};

/** Light, dark or system colour mode (spec 9.10); MUI remembers the choice in localStorage. */
export function ThemeModeToggle() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={mode ?? 'system'}
      aria-label={t('theme.label')}
      onChange={(_event, next: ThemeMode | null) => {
        if (next) setMode(next);
      }}
    >
      {THEME_MODES.map((value) => {
        const Icon = ICONS[value];
        return (
          <ToggleButton
            key={value}
            value={value}
            aria-label={t(`theme.${value}`)}
            title={t(`theme.${value}`)}
            data-testid={`theme-${value}`}
          >
            <Icon fontSize="small" />
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
