/**
 * The title dropdown's choices and codes (decision 0708): in a module of their own, re-exported by
 * constants, so the register-interest form need not carry every code list.
 */
export const TITLES = [
  { value: 'DR', label: 'Dr.' },
  { value: 'MISS', label: 'Miss.' },
  { value: 'MR', label: 'Mr.' },
  { value: 'MRS', label: 'Mrs.' },
  { value: 'MS', label: 'Ms.' },
  { value: 'SIR', label: 'Sir.' },
] as const;
export const TITLE_CODES = ['DR', 'MISS', 'MR', 'MRS', 'MS', 'SIR'] as const;
