import GoogleIcon from 'virtual:icons/Google';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export function GoogleSignInButton({
  disabled,
  onClick,
}: {
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Button
      variant="outlined"
      fullWidth
      size="large"
      startIcon={<GoogleIcon />}
      disabled={disabled}
      onClick={onClick}
    >
      {t('login.google')}
    </Button>
  );
}
