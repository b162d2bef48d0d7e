import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/lib/auth/auth-state';

/**
 * Spec 4/8: a failed sign-in, registration or reset shows the identity provider's message,
 * translated when we have a translation for its code (e.g. `auth/wrong-password`).
 */
export function useAuthErrorText(): (failure: unknown) => string {
  const { t, i18n } = useTranslation('auth');
  return (failure) => {
    const code = (failure as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && code.startsWith('auth/')) {
      const key = `providerErrors.${code.slice('auth/'.length)}`;
      if (i18n.exists(key, { ns: 'auth' })) return t(key as 'providerErrors.wrong-password');
    }
    return failureMessage(failure);
  };
}
