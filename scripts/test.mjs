/**
 * `npm test`: every check and suite that needs no services, in stages, then how long each stage took.
 * Commands within a stage run side by side (as many at a time as this machine has cores); a stage starts
 * when the one before it passed. The per-stage wall and CPU times show where a slow run went.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const cores = Math.max(1, os.availableParallelism());
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const node = (...args) => [process.execPath, ...args];

// Redocly would otherwise try to reach the internet (telemetry, update notices).
process.env.REDOCLY_TELEMETRY = 'off';
process.env.REDOCLY_SUPPRESS_UPDATE_NOTICE = 'true';

const STAGES = [
  {
    name: 'lint and import rules',
    commands: [
      [bin('biome'), 'check', '.'],
      node('scripts/check-imports.mjs'),
      node('scripts/check-loading-effects.mjs'),
      node('scripts/url-to-module.mjs', '--check'),
      node('scripts/check-doc-links.mjs'),
    ],
  },
  {
    name: 'types and API contract',
    commands: [
      [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'],
      [bin('tsc'), '--noEmit', '-p', 'server/tsconfig.json'],
      [bin('tsc'), '--noEmit', '-p', 'scripts/bench/tsconfig.json'],
      [bin('tsx'), 'server/scripts/export-openapi.ts', '--check'],
      node('scripts/generate-services.mjs', '--check'),
      // Redocly's recommended rules on the exported document (docs/decisions.md, "API documentation").
      [bin('redocly'), 'lint', 'server/openapi.json', '--format=summary'],
    ],
  },
  { name: 'unit and component tests (jest)', commands: [[bin('jest'), `--maxWorkers=${cores}`]], stream: true },
  { name: 'API tests', commands: [node('scripts/run-api-tests.mjs')], stream: true },
];

/** CPU seconds used by this process's finished children (Linux; undefined elsewhere). */
function childCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

function run(command, { stream, env }) {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ command, code: code ?? 1, output }));
    child.on('error', (error) => resolve({ command, code: 1, output: String(error) }));
  });
}

async function runStage(stage) {
  const queue = [...stage.commands];
  const results = [];
  const worker = async () => {
    while (queue.length > 0) {
      const result = await run(queue.shift(), stage);
      if (!stage.stream) process.stdout.write(result.output);
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(cores, stage.commands.length) }, worker));
  return results;
}

const rows = [];
const started = Date.now();
let failed;
for (const stage of STAGES) {
  console.log(`\n=== ${stage.name} ===`);
  const wallStart = Date.now();
  const cpuStart = childCpuSeconds();
  const results = await runStage(stage);
  const cpuEnd = childCpuSeconds();
  rows.push({
    stage: stage.name,
    wall: (Date.now() - wallStart) / 1000,
    cpu: cpuStart === undefined || cpuEnd === undefined ? undefined : cpuEnd - cpuStart,
  });
  const broken = results.filter((result) => result.code !== 0);
  if (broken.length > 0) {
    failed = `${stage.name}: ${broken.map((result) => path.basename(result.command.slice(0, 3).join(' '))).join(', ')}`;
    break;
  }
}

const seconds = (value) => (value === undefined ? '' : `${value.toFixed(0)} s`);
console.log('\nstage                               wall      CPU (all cores)');
for (const row of rows) console.log(`${row.stage.padEnd(36)}${seconds(row.wall).padEnd(10)}${seconds(row.cpu)}`);
console.log(`${'total'.padEnd(36)}${seconds((Date.now() - started) / 1000)}  (${cores} cores)`);
if (failed) {
  console.error(`\nnpm test FAILED at ${failed}`);
  process.exit(1);
}
console.log('\nnpm test passed');
