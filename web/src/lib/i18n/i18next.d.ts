import 'i18next';
import type { EN_RESOURCES } from '@/lib/i18n/resources-en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof EN_RESOURCES;
  }
}
