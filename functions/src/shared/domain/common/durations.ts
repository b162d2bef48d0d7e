/** Milliseconds in an hour and in a day: UTC days, no clock change (the series keep UTC). */
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;
