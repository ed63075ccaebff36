import { type ChildProcess, spawn } from 'node:child_process';

/** The real server process (server/main.ts through tsx), started by a test. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it has printed so far, stdout and stderr. */
  output: () => string;
  /** Its exit code, once it exits. */
  exited: Promise<number | null>;
}

/**
 * Starts server/main.ts on a free port of 127.0.0.1 with the given environment (DIST_DIR,
 * DATA_DIR...) and resolves once it prints its address; rejects if it exits first or takes more
 * than 20 s (then it is killed).
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 20_000);
    child.stdout!.on('data', () => {
      const match = output.match(/http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then(() => reject(new Error(`server exited:\n${output}`)));
  });
  return { child, port, output: () => output, exited };
}
