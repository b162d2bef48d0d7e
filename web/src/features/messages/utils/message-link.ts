import { paths } from '@/config/paths';
import type { Message } from '@shared/schemas/stored/message';

/** Where a message is acted on, and which label names the link (`messages:links.*`). */
export interface MessageLink {
  href: string;
  label: 'equipment' | 'equipmentRegister' | 'portfolio' | 'performance' | 'building';
}

/**
 * The screen that acts on a message: an equipment's page for its alerts, tasks and warranty; the
 * register or the portfolio for an import; the building's performance for figures; the building
 * for members and sharing.
 */
export function messageLink(message: Message): MessageLink {
  switch (message.kind) {
    case 'equipmentAlert':
    case 'maintenanceDue':
    case 'maintenanceMissed':
    case 'warrantyExpiring':
      return {
        href: paths.buildingEquipmentItem.getHref(message.buildingId, message.equipmentId),
        label: 'equipment',
      };
    case 'importFinished':
      return message.buildingId
        ? { href: paths.buildingEquipment.getHref(message.buildingId), label: 'equipmentRegister' }
        : { href: paths.portfolio.getHref(), label: 'portfolio' };
    case 'figuresFailed':
      return { href: paths.buildingPerformance.getHref(message.buildingId), label: 'performance' };
    case 'buildingShared':
    case 'memberAdded':
    case 'memberRemoved':
      return { href: paths.building.getHref(message.buildingId), label: 'building' };
  }
}
