import type { Equipment } from '@shared/schemas/stored/equipment';

/** The register's search parameters the breadcrumbs set: sub-system filter and quick search. */
export const REGISTER_PARAMS = { subSystem: 'subSystem', search: 'q' } as const;

/**
 * The breadcrumbs' targets (spec 2.13): the register, the register filtered by the equipment's
 * sub-system (none without one), and the register searched for its Equipment Type.
 */
export function registerHrefs(
  registerHref: string,
  record: Pick<Equipment, 'subSystem' | 'type'>,
): { register: string; subSystem: string | null; type: string } {
  const subSystem = record.subSystem
    ? `${registerHref}?${new URLSearchParams({ [REGISTER_PARAMS.subSystem]: record.subSystem }).toString()}`
    : null;
  const type = `${registerHref}?${new URLSearchParams({ [REGISTER_PARAMS.search]: record.type }).toString()}`;
  return { register: registerHref, subSystem, type };
}
