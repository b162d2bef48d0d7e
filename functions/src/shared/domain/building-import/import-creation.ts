/**
 * A write of `/buildings/{id}` that is an import creating the building (before: absent; after: a
 * building whose `meta.importId` names the import). The import itself lists such a building in
 * its commit, writes its portfolio summary and asks for its figures in batches
 * (docs/building-import.md, "Writing without half-written imports"), so the building's trigger
 * has nothing to do for it. Decided from the event alone, without reading the database: an
 * import's trigger events may be delivered after its commit (46,615 of them take minutes), when a
 * read would find the building listed and do the import's work a second time, a recompute task
 * per building on top of the import's batches.
 */
export function isImportCreation(before: unknown, after: unknown): boolean {
  if (before !== null || after === null || typeof after !== 'object') return false;
  const meta = (after as { meta?: unknown }).meta;
  if (meta === null || typeof meta !== 'object') return false;
  const importId = (meta as { importId?: unknown }).importId;
  return typeof importId === 'string' && importId.length > 0;
}
