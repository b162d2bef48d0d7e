import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import type { InboxMessage } from '../utils/inbox';

export interface MessageText {
  title: string;
  detail?: string;
}

/**
 * Renders a message in the reader's language from its kind and params (the database stores no
 * text). `buildingName` is the building's current name when the reader's portfolio has it; else
 * the name written with the message.
 */
export function useMessageText() {
  const { t } = useTranslation(['messages', 'enums']);
  const format = useFormat();
  return useCallback(
    (message: InboxMessage, currentName?: string): MessageText => {
      const building = currentName ?? message.buildingName ?? t('messages:unknownBuilding');
      switch (message.kind) {
        case 'equipmentAlert': {
          const { params } = message;
          return {
            title: t('messages:text.equipmentAlert', {
              severity: t(`enums:alertSeverity.${params.severity}`),
              equipment: params.equipmentName || params.assetId || message.equipmentId,
            }),
            ...(params.alertMessage ? { detail: params.alertMessage } : {}),
          };
        }
        case 'maintenanceDue':
        case 'maintenanceMissed': {
          const { params } = message;
          return {
            title: t(`messages:text.${message.kind}`, {
              task: params.taskTitle,
              equipment: params.equipmentName || params.assetId || message.equipmentId,
              date: format.date(params.dueOn),
            }),
          };
        }
        case 'warrantyExpiring': {
          const { params } = message;
          return {
            title: t('messages:text.warrantyExpiring', {
              equipment: params.equipmentName || params.assetId || message.equipmentId,
              days: params.withinDays,
              date: format.date(params.expiresOn),
            }),
          };
        }
        case 'importFinished': {
          const { params } = message;
          const result = {
            rows: params.rows,
            created: params.created,
            updated: params.updated,
            skipped: params.skipped,
          };
          return {
            title: t(`messages:text.importFinished.${params.importKind}`, {
              file: params.fileName || t('messages:unknownFile'),
              building,
            }),
            detail: [
              t('messages:text.importFinished.result', result),
              params.unchanged
                ? t('messages:text.importFinished.unchanged', { count: params.unchanged })
                : '',
              params.recomputeFailed
                ? t('messages:text.importFinished.notRecomputed', { count: params.recomputeFailed })
                : '',
            ]
              .filter(Boolean)
              .join(' '),
          };
        }
        case 'figuresFailed': {
          const { params } = message;
          const parts = [...(params.parts ?? [])];
          if (params.partsNotListed) {
            parts.push(t('messages:text.figuresFailed.more', { count: params.partsNotListed }));
          }
          return {
            title: t(`messages:text.figuresFailed.${params.reason}.title`, { building }),
            detail: t(`messages:text.figuresFailed.${params.reason}.detail`, {
              parts: parts.join(', '),
            }),
          };
        }
        case 'buildingShared':
          return {
            title: t('messages:text.buildingShared', {
              building,
              role: t(`enums:memberRole.${message.params.role}`),
            }),
          };
        case 'memberAdded':
        case 'memberRemoved': {
          const { params } = message;
          return {
            title: t(`messages:text.${message.kind}`, {
              member: params.memberName || t('messages:unknownMember'),
              building,
              role: params.role ? t(`enums:memberRole.${params.role}`) : '',
            }),
          };
        }
      }
    },
    [t, format],
  );
}
