import { useTranslation } from 'react-i18next';
import { MembersRequestError } from '../api/members-client';

/** The server's reason translated when known, else its message. */
export function useMemberErrorText(): (error: unknown) => string {
  const { t } = useTranslation('members');
  return (error) => {
    if (error instanceof MembersRequestError && error.reason) return t(`errors.${error.reason}`);
    return error instanceof Error ? error.message : String(error);
  };
}
