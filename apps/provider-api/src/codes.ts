import { randomInt } from 'node:crypto';

/** No 0/O or 1/I: codes are read out over the phone. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 8;

/**
 * A readable, unguessable id: a two-letter prefix naming what it is and 8 random characters
 * (32^8, about 10^12 values), e.g. customer code 'FB7K3M9QXT', work order 'WO4H8N2C6P'.
 */
export function newCode(prefix: 'FB' | 'WO' | 'OR' | 'PR' | 'OU' | 'CV'): string {
  let code = prefix;
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
