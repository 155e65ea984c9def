/** `--explain`: the plan and timing of each statement a scenario's first request runs, to see why it is slow. */
import type { Statement } from './ceiling.mts';

/** The SQL text and parameters of a recorded driver call (node-postgres passes a config object, PGlite a string). */
export function textAndParams(statement: Statement): { text: string; params: unknown[] } {
  const [first, params = []] = statement as [string | { text: string }, unknown[]?];
  return { text: typeof first === 'string' ? first : first.text, params };
}

export async function explainStatements(
  execute: (statement: Statement) => Promise<unknown>,
  name: string,
  statements: Statement[],
) {
  console.log(`\n### ${name}`);
  for (const statement of statements) {
    const { text, params } = textAndParams(statement);
    // Transaction control has no plan (a recorded write ends with ROLLBACK in place of COMMIT).
    if (/^\s*(begin|commit|rollback)\b/i.test(text)) {
      console.log(`\n${text}`);
      continue;
    }
    const result = (await execute([`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params])) as {
      rows: Record<string, string>[];
    };
    console.log(`\n${text}\n-- params: ${JSON.stringify(params)}`);
    for (const row of result.rows) console.log(Object.values(row)[0]);
  }
}
