import 'i18next';
import type { EnResources } from '@/lib/i18n/resources-en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnResources;
  }
}
