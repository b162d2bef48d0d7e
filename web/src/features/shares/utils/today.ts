/** Today's date in the browser's time zone as `yyyy-mm-dd` (the date field's format). */
export function localDayOf(ms: number): string {
  const day = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
