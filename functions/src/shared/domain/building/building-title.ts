/**
 * The name a building is listed by: its Title, else its Building Name, else `''` (spec 2.5's
 * Title column; General Information may give either, and an empty Title counts as none).
 */
export function buildingTitleOf(
  general: { title?: string; name?: string } | null | undefined,
): string {
  return general?.title || general?.name || '';
}
