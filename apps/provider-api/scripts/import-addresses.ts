import { runImportCommand } from '../src/import/import-command';

// `npm run import:addresses -- FILE.csv`: the nightly coverage update from the network inventory.
process.exitCode = await runImportCommand(process.argv.slice(2), {
  env: process.env,
  // npm runs this in apps/provider-api; paths on the command line are relative to where npm was run.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  progress: true,
});
