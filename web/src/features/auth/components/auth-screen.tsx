import Button from '@mui/material/Button';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

/**
 * The Login screen is the sign-in route; the registration form (its checkbox, the terms
 * sentence's `Trans`) and the terms dialog load apart from it, and start loading once it is
 * shown, so that "Register" and "Terms of Service" find them loaded.
 */
const loadRegisterForm = () => import('@/features/auth/components/register-form');
const loadTermsDialog = () => import('@/features/auth/components/terms-dialog');
const RegisterForm = lazy(() =>
  loadRegisterForm().then((module) => ({ default: module.RegisterForm })),
);
const TermsDialog = lazy(() =>
  loadTermsDialog().then((module) => ({ default: module.TermsDialog })),
);

/**
 * The Login screen that replaces every non-public route while nobody is signed in (spec 2.1).
 * On /register it opens on the registration form; the terms are readable from both.
 */
export default function AuthScreen({ terms }: { terms: ReactNode }) {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const [termsOpen, setTermsOpen] = useState(pathname === paths.termsOfService.path);
  // The dialog is mounted from its first opening on (then closed, not removed: it fades out).
  const [termsShown, setTermsShown] = useState(termsOpen);
  const registering = pathname === paths.register.path;
  const openTerms = () => {
    setTermsShown(true);
    setTermsOpen(true);
  };
  useEffect(() => {
    // A failed load is the lazy component's to report, when it is shown.
    for (const load of [loadRegisterForm, loadTermsDialog]) load().catch(() => {});
  }, []);
  return (
    <AuthCard footer={<Button onClick={openTerms}>{t('terms.link')}</Button>}>
      {registering ? (
        <Suspense fallback={<LoadingScreen inline />}>
          <RegisterForm onOpenTerms={openTerms} />
        </Suspense>
      ) : (
        <LoginForm />
      )}
      {termsShown ? (
        <Suspense fallback={null}>
          <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)}>
            {terms}
          </TermsDialog>
        </Suspense>
      ) : null}
    </AuthCard>
  );
}
