import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';

/**
 * The Login screen that replaces every non-public route while nobody is signed in (spec 2.1).
 * On /register it opens on the registration form; the terms are readable from both.
 */
export default function AuthScreen({ terms }: { terms: ReactNode }) {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const [termsOpen, setTermsOpen] = useState(pathname === paths.termsOfService.path);
  const registering = pathname === paths.register.path;
  const openTerms = () => setTermsOpen(true);
  return (
    <AuthCard footer={<Button onClick={openTerms}>{t('terms.link')}</Button>}>
      {registering ? <RegisterForm onOpenTerms={openTerms} /> : <LoginForm />}
      <Dialog open={termsOpen} onClose={() => setTermsOpen(false)} scroll="paper" maxWidth="md">
        <DialogTitle>{t('terms.title')}</DialogTitle>
        <DialogContent dividers>{terms}</DialogContent>
        <DialogActions>
          <Button onClick={() => setTermsOpen(false)}>{t('terms.close')}</Button>
        </DialogActions>
      </Dialog>
    </AuthCard>
  );
}
