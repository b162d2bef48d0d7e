/** The one message of an enumeration's schema when no valid code is chosen (i18n key). */
export const MUST_BE_SELECTED = 'validation.mustBeSelected';
