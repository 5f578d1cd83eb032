/**
 * The ISO date (YYYY-MM-DD) a moment falls on in UTC: "today" is `isoDayOf(now)`. Units carry no
 * time zone yet, so the server and the web count days in UTC alike. No imports: a web page that
 * only needs today's date pays for nothing else.
 */
export function isoDayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
