import { SHARE_ERROR_CODES, type ShareErrorCode } from '@shared/schemas/derived/share';
import { useTranslation } from 'react-i18next';
import { FunctionsCallError } from '@/lib/functions/functions-call-error';

function isShareErrorCode(reason: unknown): reason is ShareErrorCode {
  return (SHARE_ERROR_CODES as readonly unknown[]).includes(reason);
}

/** A refusal of the shares endpoint in the user's language; other errors as they are. */
export function useShareErrorText(): (error: unknown) => string {
  const { t } = useTranslation('shares');
  return (error) => {
    if (error instanceof FunctionsCallError && isShareErrorCode(error.reason)) {
      return t(`errors.${error.reason}`);
    }
    return error instanceof Error ? error.message : String(error);
  };
}
