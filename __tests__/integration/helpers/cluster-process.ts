import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { installedPackageBin } from '@/scripts/installed-package';

export type ClusterProcess = {
  name: string;
  child: ChildProcess;
  /** Everything it printed, for the assertion messages. */
  output(): string;
  /** Its exit code once it has exited (null if a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown of any kind. */
  kill(): Promise<void>;
};

function track(name: string, child: ChildProcess): ClusterProcess {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': by then everything it printed has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    await exited;
  };
  return {
    name,
    child,
    output: () => output,
    exited,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env };
  // Jest's own flags are not the server's.
  delete merged.NODE_OPTIONS;
  delete merged.JEST_WORKER_ID;
  return merged;
}

/**
 * A production web instance on `port`: `npm start` (`next start`), launched with node itself, so its PID is the
 * server's.
 */
export function startWebInstance(name: string, port: number, env: Record<string, string>): ClusterProcess {
  if (!existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) {
    throw new Error('The cluster suite runs the production server: run `npm run build` first.');
  }
  const child = spawn(
    process.execPath,
    [installedPackageBin('next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    { env: childEnv({ NODE_ENV: 'production', ...env }), cwd: process.cwd() },
  );
  return track(name, child);
}

/** `npm run worker`, without npm in between. */
export function startWorker(name: string, env: Record<string, string>): ClusterProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    env: childEnv({ NODE_ENV: 'production', ...env }),
    cwd: process.cwd(),
  });
  return track(name, child);
}

/** Polls until the instance answers its health check. */
export async function waitUntilServing(url: string, proc: ClusterProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited:\n${proc.output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${proc.name} did not serve within ${timeoutMs} ms:\n${proc.output()}`);
}

/** Polls until the process has printed `text`. */
export async function waitForOutput(proc: ClusterProcess, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!proc.output().includes(text)) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited:\n${proc.output()}`);
    if (Date.now() > deadline) throw new Error(`${proc.name} never printed "${text}":\n${proc.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
