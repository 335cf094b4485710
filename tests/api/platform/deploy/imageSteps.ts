import { spawn } from 'node:child_process';
import { chownSync, cpSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { envPairs, execForm, type Stage } from './dockerfile';

/**
 * One stage of a Dockerfile done without a container engine: a folder stands for the image's file
 * system (`/app` is `<root>/app`), its files are copied and its RUN steps run there, and what it
 * would start with is collected. RUN knows `npm …`, `mkdir -p` and `chown` joined by `&&`, and an
 * instruction or command it does not know fails the test, naming it: a Dockerfile that grows a
 * step this runner skipped would otherwise pass here and fail in the image.
 */
export interface ImageSteps {
  /** The stage's build context (the project) and, per earlier stage, where its paths are here. */
  context: string;
  fromStage: Record<string, Record<string, string>>;
  /** The image's users as this machine's ids (`node` is 1000 in the official images). */
  users: Record<string, { uid: number; gid: number }>;
  /** Added to the environment of RUN's npm (an offline-first cache, as the Dockerfile's cache mount). */
  npmEnv?: Record<string, string>;
}

export interface Image {
  /** The image's path as a path here. */
  at(path: string): string;
  workdir: string;
  /** ENV, paths in it made paths here. */
  env: Record<string, string>;
  user?: { name: string; uid: number; gid: number };
  volumes: string[];
  exposed: number[];
  healthcheck?: { options: Record<string, string>; command: string[] };
  /** STOPSIGNAL: what `docker stop` sends (SIGTERM when none is set). */
  stopSignal?: NodeJS.Signals;
  cmd: string[];
}

export async function doImageSteps(stage: Stage, root: string, how: ImageSteps): Promise<Image> {
  const at = (path: string) => join(root, path);
  const image: Image = { at, workdir: '/', env: {}, volumes: [], exposed: [], cmd: [] };
  const inWorkdir = (path: string) => (path.startsWith('/') ? at(path) : join(at(image.workdir), path));
  for (const step of stage.steps) {
    switch (step.op) {
      case 'WORKDIR':
        image.workdir = step.args;
        mkdirSync(at(step.args), { recursive: true });
        break;
      case 'ENV':
        for (const [k, v] of Object.entries(envPairs(step.args))) image.env[k] = v.startsWith('/') ? at(v) : v;
        break;
      case 'COPY': {
        const parts = step.args.split(/\s+/);
        const dest = parts.pop()!;
        const from = step.flags.from;
        for (const source of parts) {
          const local = from ? how.fromStage[from]?.[source] : join(how.context, source);
          if (!local) throw new Error(`COPY --from=${from} ${source}: the test makes no such output (imageSteps' fromStage)`);
          const target = dest.endsWith('/') ? join(inWorkdir(dest), basename(source)) : inWorkdir(dest);
          cpSync(local, target, { recursive: true });
        }
        break;
      }
      case 'RUN':
        for (const command of step.args.split('&&').map((c) => c.trim().split(/\s+/))) await run(command, image, how);
        break;
      case 'VOLUME':
        image.volumes.push(...step.args.split(/\s+/));
        break;
      case 'USER': {
        const ids = how.users[step.args];
        if (!ids) throw new Error(`USER ${step.args}: the test does not know this user's ids`);
        image.user = { name: step.args, ...ids };
        break;
      }
      case 'EXPOSE':
        image.exposed.push(...step.args.split(/\s+/).map((p) => Number.parseInt(p, 10)));
        break;
      case 'HEALTHCHECK': {
        const m = /^CMD\s+(.*)$/.exec(step.args);
        if (!m) throw new Error(`HEALTHCHECK ${step.args}: the test runs only the exec form "CMD [...]"`);
        image.healthcheck = { options: step.flags, command: execForm(m[1]!) };
        break;
      }
      case 'CMD':
        image.cmd = execForm(step.args);
        break;
      case 'STOPSIGNAL':
        image.stopSignal = step.args as NodeJS.Signals;
        break;
      default:
        throw new Error(`${step.op} ${step.args}: the test does not know this instruction (teach tests/api/platform/deploy/imageSteps.ts)`);
    }
  }
  return image;
}

async function run([program, ...args]: string[], image: Image, how: ImageSteps): Promise<void> {
  const onPaths = (paths: string[]) => paths.map((p) => (p.startsWith('/') ? image.at(p) : join(image.at(image.workdir), p)));
  if (program === 'mkdir' && args[0] === '-p') {
    for (const dir of onPaths(args.slice(1))) mkdirSync(dir, { recursive: true });
    return;
  }
  if (program === 'chown' && args.length === 2) {
    const [user] = args[0]!.split(':');
    const ids = how.users[user!];
    if (!ids) throw new Error(`chown ${args[0]}: the test does not know this user's ids`);
    // only root may give a file away; a test run by another user owns them all already
    if (process.getuid?.() === 0) for (const path of onPaths([args[1]!])) chownSync(path, ids.uid, ids.gid);
    return;
  }
  if (program === 'npm') {
    const output = await exec('npm', args, image.at(image.workdir), { ...process.env, ...image.env, ...how.npmEnv });
    if (output.code !== 0) throw new Error(`RUN npm ${args.join(' ')} failed (${output.code}):\n${output.text.slice(-3000)}`);
    return;
  }
  throw new Error(`RUN ${[program, ...args].join(' ')}: the test does not know this command (teach tests/api/platform/deploy/imageSteps.ts)`);
}

/** A program's exit code and everything it printed. */
export function exec(
  program: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  ids?: { uid: number; gid: number },
): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], ...ids });
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d.toString()));
    child.stderr.on('data', (d: Buffer) => (text += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, text }));
  });
}
