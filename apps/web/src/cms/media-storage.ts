import { s3Storage } from '@payloadcms/storage-s3';
import type { Plugin } from 'payload';
import type { MediaStorage } from '@/lib/media-storage-env';

/**
 * The media collection's storage (decision 0532): Payload's own S3 adapter when S3_BUCKET is set,
 * so an upload received by one site process is served by all; otherwise the plugin is present but
 * off, and files stay in CMS_MEDIA_DIR. Present either way, with `alwaysInsertFields`, so the admin's
 * import map and the database schema (the adapter's `prefix` and `_objectKey` columns on media)
 * are the same in both, and one set of migrations serves both. Files are still served through Payload's route, /cms-api/media/file/…,
 * with its access control, so the site's media URLs do not change.
 */
export function mediaStoragePlugins(storage: MediaStorage): Plugin[] {
  if (storage.kind === 'disk') {
    return [
      s3Storage({
        enabled: false,
        alwaysInsertFields: true,
        bucket: 'unused',
        collections: { media: true },
        config: {},
      }),
    ];
  }
  return [
    s3Storage({
      alwaysInsertFields: true,
      bucket: storage.bucket,
      collections: { media: true },
      config: {
        region: storage.region,
        endpoint: storage.endpoint,
        forcePathStyle: storage.forcePathStyle,
        credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
        // An S3-compatible server may not know the SDK's newer default checksums (aws-chunked
        // uploads with CRC32 trailers); AWS itself gets the defaults.
        ...(storage.endpoint
          ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
          : {}),
      },
    }),
  ];
}
