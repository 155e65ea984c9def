/** The bench's markdown table and the PostgreSQL targets. */
import type { CeilingResult } from './ceiling.mts';
import type { LoadResult } from './load.mts';

export type ScenarioOutcome =
  | { name: string; state: 'skipped'; reason: string }
  | { name: string; state: 'measured'; api: LoadResult; ceiling: CeilingResult; statements: number };

/** Issue 3, on PostgreSQL at 20 connections: at least 60% of the database's ceiling and p99 under 50 ms. */
const TARGET = { ratio: 0.6, p99Ms: 50 };

const int = (n: number) => Math.round(n).toLocaleString('en-CA');
const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString());

function verdict(outcome: Extract<ScenarioOutcome, { state: 'measured' }>, targets: boolean): string {
  if (!targets) return 'n/a (embedded)';
  const misses: string[] = [];
  const ratio = outcome.api.perSecond / outcome.ceiling.perSecond;
  if (ratio < TARGET.ratio) misses.push(`ratio < ${TARGET.ratio * 100}%`);
  if (outcome.api.p99 >= TARGET.p99Ms) misses.push(`p99 ≥ ${TARGET.p99Ms} ms`);
  if (outcome.api.non2xx + outcome.api.errors > 0) misses.push('errors');
  return misses.length === 0 ? 'yes' : `no (${misses.join(', ')})`;
}

export function printReport(title: string, outcomes: ScenarioOutcome[], targets: boolean) {
  console.log(`\n${title}\n`);
  console.log(
    '| scenario | API req/s | p50 ms | p95 ms | p99 ms | non-2xx / errors | statements/request | ceiling q/s | API/ceiling | target met |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|---|');
  for (const outcome of outcomes) {
    if (outcome.state === 'skipped') {
      console.log(`| ${outcome.name} | ${outcome.reason} | | | | | | | | |`);
      continue;
    }
    const { api, ceiling } = outcome;
    const cells = [
      outcome.name,
      int(api.perSecond),
      ms(api.p50),
      ms(api.p95),
      ms(api.p99),
      `${int(api.non2xx)} / ${int(api.errors)}`,
      outcome.statements.toFixed(1),
      int(ceiling.perSecond),
      // Rounded down, so a ratio shown as 60% has met the 60% target.
      `${Math.floor((100 * api.perSecond) / ceiling.perSecond)}%`,
      verdict(outcome, targets),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  for (const outcome of outcomes) {
    if (outcome.state === 'measured' && outcome.api.non2xx + outcome.api.errors > 0) {
      console.log(`\n${outcome.name}: responses by status ${JSON.stringify(outcome.api.statuses)}`);
    }
  }
}
