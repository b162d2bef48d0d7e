/**
 * A CSV header cell taken apart into its name and the unit a bracket names ("Site EUI
 * (kBtu/ft²)", "Expected Life (Years)", "Usage (kWh)", "Electricity:Facility [kWh](Hourly)"):
 * the one reading of header units for the building import, the equipment import and the series
 * upload, each with its own units.
 */
export interface HeaderCell<U> {
  /** The cell without a byte-order mark and surrounding spaces. */
  text: string;
  /** The text without the bracket that named the unit (see {@link HeaderUnitRule.brackets}). */
  name: string;
  /** The unit a bracket names, or null. */
  unit: U | null;
}

export interface HeaderUnitRule<U> {
  /** The unit a bracket's text names (`kBtu/ft²`, `Years`), or null when it names none. */
  unitOf: (bracket: string) => U | null;
  /**
   * `trailing`: only a bracket that ends the header names a unit, and one naming none stays part
   * of the name ("Property Floor Area (Buildings and Parking)"). `any`: the first bracket naming a
   * unit does, wherever it stands, and every bracket is left out of the name, the others being
   * notes ("(Hourly)" of EnergyPlus' "Electricity:Facility [kWh](Hourly)").
   */
  brackets: 'trailing' | 'any';
}

const TRAILING_BRACKET = /[([]([^()[\]]*)[)\]]\s*$/;
const ANY_BRACKET = /[([]([^)\]]*)[)\]]/g;

/** Splits a header cell into its name and unit by `rule` (see {@link HeaderUnitRule}). */
export function splitHeaderCell<U>(cell: string, rule: HeaderUnitRule<U>): HeaderCell<U> {
  const text = cell.replace(/^\uFEFF/, '').trim();
  if (rule.brackets === 'any') {
    let unit: U | null = null;
    const name = text.replace(ANY_BRACKET, (_match, inner: string) => {
      unit ??= rule.unitOf(inner);
      return ' ';
    });
    return { text, name, unit };
  }
  const match = TRAILING_BRACKET.exec(text);
  const unit = match ? rule.unitOf(match[1] ?? '') : null;
  return { text, name: match && unit !== null ? text.slice(0, match.index) : text, unit };
}
