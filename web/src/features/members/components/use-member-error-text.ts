import { useTranslation } from 'react-i18next';
import {
  MEMBER_ERROR_CODES,
  type MemberErrorCode,
} from '@shared/schemas/contracts/member-requests';
import { FunctionsCallError } from '@/lib/functions/functions-call-error';

function isMemberErrorCode(reason: string | undefined): reason is MemberErrorCode {
  return (MEMBER_ERROR_CODES as readonly (string | undefined)[]).includes(reason);
}

/** The server's reason translated when known, else its message. */
export function useMemberErrorText(): (error: unknown) => string {
  const { t } = useTranslation('members');
  return (error) => {
    if (error instanceof FunctionsCallError && isMemberErrorCode(error.reason)) {
      return t(`errors.${error.reason}`);
    }
    return error instanceof Error ? error.message : String(error);
  };
}
