/** Runs the real program (src/main.ts, as `npm start` runs it) in an empty directory with exactly the given variables. */
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type MainRun = { readonly code: number | null; readonly stdout: string; readonly stderr: string };

export type RunningMain = {
  readonly child: ChildProcessWithoutNullStreams;
  /** resolves once stdout contains `text` */
  readonly printed: (text: string) => Promise<void>;
  readonly exited: Promise<MainRun>;
};

export const startMain = async (variables: Readonly<Record<string, string>>): Promise<RunningMain> => {
  // an empty working directory: no .env of the developer's leaks in
  const cwd = await mkdtemp(join(tmpdir(), 'suburbia-main-'));
  let stdout = '';
  let stderr = '';
  const waiting: { text: string; done: () => void }[] = [];
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...variables };
  // node with tsx as a loader: one process. (The tsx command runs the program in a child process and,
  // when the child's answer to a relayed signal takes over 30 ms, as on a busy machine, kills it.)
  const tsx = pathToFileURL(join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  const child = spawn(process.execPath, ['--import', tsx, join(root, 'src', 'main.ts')], { cwd, env });
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const w of waiting.filter((w) => stdout.includes(w.text))) w.done();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<MainRun>((done) => child.on('close', (code) => done({ code, stdout, stderr })));
  void exited.then(() => rm(cwd, { recursive: true, force: true }));
  return {
    child,
    printed: (text) =>
      new Promise<void>((done, fail) => {
        if (stdout.includes(text)) return done();
        waiting.push({ text, done });
        void exited.then((run) => fail(new Error(`exited (${run.code}) before printing "${text}": ${run.stderr}`)));
      }),
    exited,
  };
};

export const runMain = async (variables: Readonly<Record<string, string>>): Promise<MainRun> => (await startMain(variables)).exited;
