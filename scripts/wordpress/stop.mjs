// Stops the private test WordPress of scripts/wordpress/setup.mjs: its nginx, php-fpm and
// MariaDB, found by the pid files in WP_STATE_DIR (default /tmp/response-wordpress)/run and
// signalled only when their command line names that state directory. Data stays: setup.mjs
// starts them again in a few seconds.
//
//   node scripts/wordpress/stop.mjs
import { rmSync } from 'node:fs';
import { exitWithError, instance, runningPid, stopProcess } from './lib.mjs';

async function main() {
  const inst = instance();
  // The web server first, the database last; graceful signals, SIGKILL only after a wait.
  const order = [
    ['nginx', inst.processes.nginx, 'SIGQUIT', 15_000],
    ['php-fpm', inst.processes.phpFpm, 'SIGQUIT', 15_000],
    ['mariadb', inst.processes.mariadb, 'SIGTERM', 60_000],
  ];
  for (const [name, proc, signal, timeoutMs] of order) {
    const pid = runningPid(proc);
    if (!pid) {
      console.log(`stop: ${name} is not running`);
      continue;
    }
    const started = performance.now();
    const outcome = await stopProcess(pid, signal, timeoutMs);
    rmSync(proc.pidFile, { force: true });
    console.log(
      `stop: ${name} (pid ${pid}) ${outcome} in ${((performance.now() - started) / 1000).toFixed(2)}s`,
    );
  }
}

main().catch((error) => exitWithError('stop', error));
