/**
 * The bench's markdown table, each scenario judged against its own target (scenarios.mts) on PostgreSQL.
 * The API/ceiling share is printed for information; no target uses it.
 */
import type { CeilingResult } from './ceiling.mts';
import type { LoadResult } from './load.mts';
import type { Target } from './scenarios.mts';

type Measured = {
  name: string;
  state: 'measured';
  connections: number;
  target?: Target;
  api: LoadResult;
  /** The bare server on the same driver and statements (floor.mts); reads only. */
  floor?: LoadResult;
  ceiling: CeilingResult;
  statements: number;
  /** How the scenario was measured, when that is not obvious from the table (printed under it). */
  notes?: string[];
};

export type ScenarioOutcome = { name: string; state: 'skipped'; reason: string } | Measured;

const int = (n: number) => Math.round(n).toLocaleString('en-CA');
/** Slow scenarios (a download) run a few requests a second: whole numbers would show them as 0. */
const rate = (n: number) => (n < 10 ? n.toFixed(1) : int(n));
const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString());

/** Rounded down, so a share shown as 60% is at least 60%. */
const percentOf = (part: number, whole: number) => `${Math.floor((100 * part) / whole)}%`;

function targetText(target: Target | undefined): string {
  if (!target) return '—';
  const parts: string[] = [];
  if (target.p95Ms !== undefined) parts.push(`p95 < ${target.p95Ms} ms`);
  if (target.p99Ms !== undefined) parts.push(`p99 < ${target.p99Ms} ms`);
  if (target.cpuOverFloor !== undefined) parts.push(`CPU ≤ ${target.cpuOverFloor}× floor`);
  return parts.join(', ');
}

/** The server's CPU per request over the floor's, when both were measured. */
function cpuOverFloor({ api, floor }: Measured): number | undefined {
  if (api.serverCpuMs === undefined || floor?.serverCpuMs === undefined || floor.serverCpuMs <= 0) return undefined;
  return api.serverCpuMs / floor.serverCpuMs;
}

function verdict(measured: Measured, onPostgres: boolean): string {
  const { target, api } = measured;
  // Whatever the target, and on either database: these mean the figures do not measure the scenario.
  const problems: string[] = [];
  if (api.perSecond === 0) problems.push('no answer in time');
  if (api.non2xx + api.errors > 0) problems.push('errors');
  if (target && !onPostgres) return problems.length === 0 ? 'n/a (embedded)' : `no (${problems.join(', ')})`;
  if (target?.p95Ms !== undefined && api.p95 >= target.p95Ms) problems.push(`p95 ≥ ${target.p95Ms} ms`);
  if (target?.p99Ms !== undefined && api.p99 >= target.p99Ms) problems.push(`p99 ≥ ${target.p99Ms} ms`);
  if (target?.cpuOverFloor !== undefined) {
    const over = cpuOverFloor(measured);
    if (over === undefined) problems.push('no CPU figure for the API or the floor');
    else if (over > target.cpuOverFloor) problems.push(`CPU ${over.toFixed(2)}× floor`);
  }
  if (problems.length > 0) return `no (${problems.join(', ')})`;
  return target ? 'yes' : '—';
}

export function printReport(title: string, outcomes: ScenarioOutcome[], onPostgres: boolean) {
  console.log(`\n${title}\n`);
  console.log(
    '| scenario | conns | API req/s | p50 ms | p95 ms | p99 ms | non-2xx / errors | server CPU ms/request | statements/request | ceiling q/s (loops) | API/ceiling | floor req/s | floor CPU ms/request | floor/ceiling | API CPU/floor CPU | target | target met |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|');
  for (const outcome of outcomes) {
    if (outcome.state === 'skipped') {
      console.log(`| ${outcome.name} | | ${outcome.reason} | | | | | | | | | | | | | | |`);
      continue;
    }
    const { api, floor, ceiling } = outcome;
    // No request finished inside the measured window: there is no latency to show, only that it is too slow.
    const latency = (n: number) => (api.perSecond === 0 ? '—' : ms(n));
    const cells = [
      outcome.name,
      outcome.connections,
      rate(api.perSecond),
      latency(api.p50),
      latency(api.p95),
      latency(api.p99),
      `${int(api.non2xx)} / ${int(api.errors)}`,
      api.serverCpuMs === undefined ? '—' : api.serverCpuMs.toFixed(2),
      outcome.statements.toFixed(1),
      `${rate(ceiling.perSecond)} (${ceiling.workers})`,
      percentOf(api.perSecond, ceiling.perSecond),
      floor ? rate(floor.perSecond) : '—',
      floor?.serverCpuMs === undefined ? '—' : floor.serverCpuMs.toFixed(2),
      floor ? percentOf(floor.perSecond, ceiling.perSecond) : '—',
      cpuOverFloor(outcome)?.toFixed(2) ?? '—',
      targetText(outcome.target),
      verdict(outcome, onPostgres),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  for (const outcome of outcomes) {
    if (outcome.state !== 'measured') continue;
    for (const note of outcome.notes ?? []) console.log(`\n${outcome.name}: ${note}`);
    if (outcome.api.non2xx + outcome.api.errors > 0) {
      console.log(`\n${outcome.name}: responses by status ${JSON.stringify(outcome.api.statuses)}`);
    }
    if (outcome.floor && outcome.floor.non2xx + outcome.floor.errors > 0) {
      console.log(
        `\n${outcome.name}: the floor server's responses by status ${JSON.stringify(outcome.floor.statuses)}`,
      );
    }
  }
}
