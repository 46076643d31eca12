import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Generated files and databases; ignored by git. */
export const OUT_DIR = fileURLToPath(new URL('../out', import.meta.url));
