const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The one text folding of shared code, for matching what people write with what we know (registry
 * search, CSV header names, countries, use types, sub-systems): lower case, accents dropped
 * (Unicode NFD, then every `\p{M}`: "Národní" → "narodni"), every run of other characters than
 * letters and digits one space, trimmed ("Sub-System" → "sub system").
 */
export function foldText(text: string): string {
  // Plain ASCII (most names and addresses) has no accents to strip: the same result, faster.
  if (PRINTABLE_ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
