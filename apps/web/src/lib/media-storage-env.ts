import { z } from 'zod';
import { EnvError } from './env-schema';

/**
 * Where the CMS keeps uploaded files (decision 0532): an S3-compatible bucket when S3_BUCKET is set,
 * so every site process serves every upload; the local disk (CMS_MEDIA_DIR) otherwise, as one
 * `npm start` process has always done.
 */
export type MediaStorage =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible server's address (MinIO, Ceph, a local stand-in); unset means AWS. */
      endpoint: string | undefined;
      accessKeyId: string;
      secretAccessKey: string;
      /** Bucket in the path (`host/bucket/key`), as MinIO-like servers want, not in the host name. */
      forcePathStyle: boolean;
    };

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const text = z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional());

const rawSchema = z.object({
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3-63 lower-case letters, digits, . or -)',
      )
      .optional(),
  ),
  S3_REGION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as eu-west-2')
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }).optional(),
  ),
});

/** The variables that make a bucket usable; any S3_* set without all of these is refused. */
const REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The uploads' storage from the environment; a partial S3 set is refused, naming what is missing. */
export function parseMediaStorageEnv(source: Record<string, string | undefined>): MediaStorage {
  const parsed = rawSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const given = Object.entries(env).filter(([, value]) => value !== undefined);
  if (given.length === 0) return { kind: 'disk' };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (bucket === undefined || accessKeyId === undefined || secretAccessKey === undefined) {
    const missing = REQUIRED.filter((name) => env[name] === undefined);
    const set = given.map(([name]) => name);
    throw new EnvError(
      `Invalid environment: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required for CMS uploads to S3 (${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set)`,
    );
  }
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}
