import { newBuildingCurrency } from '@shared/domain/building/building-currency';
import type { Currency } from '@shared/schemas/enums/account';
import { useProfile } from '@/features/profile/api/profile-api';
import { useLanguage } from '@/lib/i18n/use-language';

/**
 * The currency a building the user creates starts in (issue #12): the currency of their saved
 * profile, else the default of their language (spec 9.9: $ for en and cs, € for de). Undefined
 * while the profile loads, so that the wizard does not start a form in a currency it would change.
 */
export function useNewBuildingCurrency(uid: string): Currency | undefined {
  const profile = useProfile(uid);
  const { language } = useLanguage();
  if (profile.isPending) return undefined;
  return newBuildingCurrency(profile.data?.currency, language);
}
