/**
 * Recognising a CSV header by its words: a folded header name (see `foldText`) matches a rule
 * when it holds every phrase of one of the rule's `anyOf` groups and none of its `noneOf`
 * phrases, each as whole words. Used by the building import and the equipment import, whose
 * publishers reword the same column from one export to the next.
 */
export interface PhraseRule {
  /** Phrases that must all appear, for one of the groups. */
  anyOf: readonly (readonly string[])[];
  /** Phrases that rule the header out. */
  noneOf?: readonly string[];
}

/** Whether the padded name (` name `) holds the phrase as whole words. */
function holds(padded: string, phrase: string): boolean {
  return padded.includes(` ${phrase} `);
}

/** Whether a folded header name matches the rule (see {@link PhraseRule}). */
export function matchesPhrases(foldedName: string, rule: PhraseRule): boolean {
  const padded = ` ${foldedName} `;
  if (rule.noneOf?.some((phrase) => holds(padded, phrase))) return false;
  return rule.anyOf.some((group) => group.every((phrase) => holds(padded, phrase)));
}
