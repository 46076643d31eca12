import { describe, expect, it } from 'vitest';
import { EnvError } from './env-schema';
import { parseMediaStorageEnv } from './media-storage-env';

const FULL = {
  S3_BUCKET: 'fibre-media',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

describe('parseMediaStorageEnv', () => {
  it('keeps uploads on the local disk when no S3_* variable is set, or all are empty', () => {
    expect(parseMediaStorageEnv({})).toEqual({ kind: 'disk' });
    expect(parseMediaStorageEnv({ S3_BUCKET: '', S3_REGION: ' ' })).toEqual({ kind: 'disk' });
  });

  it('uses the bucket, with AWS defaults, once the bucket and its keys are given', () => {
    expect(parseMediaStorageEnv(FULL)).toEqual({
      kind: 's3',
      bucket: 'fibre-media',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: false,
    });
  });

  it('takes an S3-compatible server with path-style addressing', () => {
    expect(
      parseMediaStorageEnv({
        ...FULL,
        S3_REGION: 'eu-west-2',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({ region: 'eu-west-2', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  it.each([
    [{ S3_BUCKET: 'fibre-media' }, /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are required/],
    [{ ...FULL, S3_SECRET_ACCESS_KEY: undefined }, /S3_SECRET_ACCESS_KEY is required/],
    [{ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }, /S3_BUCKET is required/],
    [
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are required/,
    ],
  ])('refuses a partial set, naming what is missing: %o', (source, message) => {
    expect(() => parseMediaStorageEnv(source)).toThrow(EnvError);
    expect(() => parseMediaStorageEnv(source)).toThrow(message);
  });

  it.each([
    [{ ...FULL, S3_BUCKET: 'Fibre_Media' }, /S3_BUCKET/],
    [{ ...FULL, S3_ENDPOINT: 'ftp://example' }, /S3_ENDPOINT/],
    [{ ...FULL, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
  ])('refuses a malformed value, naming its variable: %o', (source, message) => {
    expect(() => parseMediaStorageEnv(source)).toThrow(message);
  });
});
