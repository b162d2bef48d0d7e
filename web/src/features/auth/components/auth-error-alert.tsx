import Alert from '@mui/material/Alert';
import { useAuthErrorText } from '@/features/auth/utils/use-auth-error-text';

/** The failed attempt's provider message (translated when known); nothing before a failure. */
export function AuthErrorAlert({
  failure,
  testId = 'auth-error',
}: {
  failure: unknown;
  testId?: string;
}) {
  const errorText = useAuthErrorText();
  if (failure === null) return null;
  return (
    <Alert severity="error" role="alert" data-testid={testId}>
      {errorText(failure)}
    </Alert>
  );
}
