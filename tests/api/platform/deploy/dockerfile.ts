/**
 * A Dockerfile read into its stages and instructions, for tests that do an image's steps without
 * a container engine (imageSteps.ts). Comments and line continuations as Docker reads them; the
 * instruction's flags (`--from=build`, `--mount=…`) apart from its arguments.
 */
export interface Instruction {
  /** Upper case: RUN, COPY, … */
  op: string;
  /** `--name=value` flags before the arguments. */
  flags: Record<string, string>;
  /** The rest of the line. */
  args: string;
}

export interface Stage {
  /** The FROM line's image. */
  from: string;
  /** `AS name`, if any. */
  name?: string;
  steps: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (pending && line.startsWith('#')) continue; // a comment inside a continued instruction
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    lines.push((pending + line).trim());
    pending = '';
  }
  if (pending) lines.push(pending.trim());

  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    let args = rest;
    const flags: Record<string, string> = {};
    for (let m = /^--([\w-]+)=(\S+)\s*/.exec(args); m; m = /^--([\w-]+)=(\S+)\s*/.exec(args)) {
      flags[m[1]!] = m[2]!;
      args = args.slice(m[0].length);
    }
    const upper = op.toUpperCase();
    if (upper === 'FROM') {
      const [, from = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ from, name, steps: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile: ${upper} before any FROM`);
    stage.steps.push({ op: upper, flags, args });
  }
  return stages;
}

/** `K=V K2="V 2"` of an ENV line. */
export function envPairs(args: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const m of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|\S*)/g)) env[m[1]!] = m[3] ?? m[2]!;
  return env;
}

/** The JSON (exec) form of CMD, HEALTHCHECK's CMD and ENTRYPOINT: the program and its arguments. */
export function execForm(args: string): string[] {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((a) => typeof a === 'string')) throw new Error(`not an exec form: ${args}`);
  return parsed;
}
