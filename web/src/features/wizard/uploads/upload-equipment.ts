import type { SubSystem } from '@shared/schemas/enums/equipment';
import type { ReactNode } from 'react';

/** An equipment a sub-system upload can be tied to. */
export interface EquipmentOption {
  id: string;
  name: string;
  subSystem: SubSystem | undefined;
}

/** What the app layer's "Add equipment" receives from a sub-system upload. */
export interface AddEquipmentProps {
  buildingId: string;
  /** The sub-system of the upload: the new equipment's Sub-System starts as it. */
  subSystem: SubSystem;
  /** ISO 4217 code of the building's currency (the form's money fields). */
  currency: string;
  /** Receives the saved equipment's id, to select it for the upload. */
  onAdded: (equipmentId: string) => void;
}

/**
 * The building's equipment as the sub-system uploads need it. The wizard does not read the
 * equipment register itself: the app layer composes the register's one reader
 * (`/equipment/{buildingId}`, live) and its "Add equipment" form into the wizard.
 */
export interface UploadEquipment {
  /** A hook: the building's equipment, by name; undefined while it loads. */
  useOptions: (buildingId: string) => readonly EquipmentOption[] | undefined;
  /** Renders "Add equipment" in place; absent, none is offered. */
  renderAdd?: ((props: AddEquipmentProps) => ReactNode) | undefined;
}

/** The records of `/equipment/{buildingId}` as upload options, by name (the id when unnamed). */
export function equipmentOptionsOf(
  records: Readonly<
    Record<string, { name?: string | undefined; subSystem?: SubSystem | undefined }>
  >,
): EquipmentOption[] {
  return Object.entries(records)
    .map(([id, item]) => ({ id, name: item.name ?? id, subSystem: item.subSystem }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
