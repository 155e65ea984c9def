/** How a term is named in pickers and on registers, as the server's termLabel: "Algebra 2026-09-01–2026-12-20". */
export function termLabel(term: Pick<API.Term, 'courseName' | 'startDate' | 'endDate'>): string {
  return `${term.courseName} ${term.startDate}–${term.endDate}`;
}
