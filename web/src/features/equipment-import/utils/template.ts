import { EQUIPMENT_TEMPLATE_FIELDS } from '@shared/domain/equipment-import/columns';
import {
  buildEquipmentTemplateCsv,
  type TemplateCells,
} from '@shared/domain/equipment-import/template';
import type { TFunction, i18n as I18n } from 'i18next';
import type { Language } from '@/lib/i18n/languages';

/**
 * Our template in `language`, from the `equipmentImport` catalog of that language: its column
 * headers and example row (`,`-separated in English, `;` in Czech and German, as Excel saves CSV
 * in those locales). The server reads all three (`template.test.ts` in functions).
 */
export function equipmentTemplateCsv(language: Language, t: TFunction<'equipmentImport'>): string {
  const cells = (group: 'columns' | 'example'): TemplateCells =>
    Object.fromEntries(
      EQUIPMENT_TEMPLATE_FIELDS.map((field) => [field, t(`template.${group}.${field}`)]),
    );
  return buildEquipmentTemplateCsv(
    cells('columns'),
    cells('example'),
    language === 'en' ? ',' : ';',
  );
}

/** Saves the template of `language` (its catalog loaded first) under its translated file name. */
export async function downloadEquipmentTemplate(i18n: I18n, language: Language): Promise<void> {
  await i18n.loadLanguages(language);
  const t = i18n.getFixedT(language, 'equipmentImport');
  const blob = new Blob([equipmentTemplateCsv(language, t)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = t('template.fileName', { language });
  link.click();
  URL.revokeObjectURL(url);
}
