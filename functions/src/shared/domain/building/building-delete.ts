/**
 * The multi-path update that deletes building `buildingId` and what is stored under its id that
 * no database trigger watches (its series, images and thumbnails), and takes it out of its
 * members' portfolios (`/users/{uid}/buildings/{id}`). One update, so the building never half
 * goes; only the owner may write it (docs/data-model.md). Its equipment and measures, each
 * record watched by a trigger, are removed by the functions' trigger on the building in steps
 * within Firebase's limit of functions triggered by one write (a building of 2,000 assets could
 * not be deleted in one update); no rule lets anyone read them once the building is gone. Its
 * derived data (`/metrics`, summaries) goes the same way.
 */
export function buildingDeleteUpdate(
  buildingId: string,
  memberUids: Iterable<string>,
): Record<string, null> {
  const update: Record<string, null> = {
    [`buildings/${buildingId}`]: null,
    [`series/${buildingId}`]: null,
    [`images/${buildingId}`]: null,
    [`thumbnails/${buildingId}`]: null,
  };
  for (const uid of memberUids) update[`users/${uid}/buildings/${buildingId}`] = null;
  return update;
}
