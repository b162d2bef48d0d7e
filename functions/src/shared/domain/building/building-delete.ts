/**
 * The multi-path update that deletes building `buildingId` and everything stored under its id
 * (its equipment, series, measures, images and thumbnails) and takes it out of its members' portfolios
 * (`/users/{uid}/buildings/{id}`). One update, so the building never half goes; only the owner
 * may write it (docs/data-model.md). Its derived data (`/metrics`, summaries) is removed by the
 * functions' trigger.
 */
export function buildingDeleteUpdate(
  buildingId: string,
  memberUids: Iterable<string>,
): Record<string, null> {
  const update: Record<string, null> = {
    [`buildings/${buildingId}`]: null,
    [`equipment/${buildingId}`]: null,
    [`series/${buildingId}`]: null,
    [`measures/${buildingId}`]: null,
    [`images/${buildingId}`]: null,
    [`thumbnails/${buildingId}`]: null,
  };
  for (const uid of memberUids) update[`users/${uid}/buildings/${buildingId}`] = null;
  return update;
}
