import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUrl, Matches, MinLength } from './config-validators';

/** Where recordings, photos and exports are kept: the part of AppConfig about the media store. */
export class MediaStoreSettings {
  /** disk: files under DATA_DIR/media (one machine). s3: an S3-compatible bucket (AWS S3, MinIO, R2, B2, Ceph RGW), for many hosts. */
  @IsIn(['disk', 's3'])
  MEDIA_STORE: 'disk' | 's3' = 'disk';

  /** The S3 API's base URL, e.g. http://minio:9000 or https://<account>.r2.cloudflarestorage.com. Empty: AWS S3 in S3_REGION. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  /** The bucket's region (R2: auto; MinIO and Ceph take any, us-east-1 by convention). */
  @IsString()
  @Matches(/^[a-z0-9-]+$/, { message: 'S3_REGION must be a region name such as us-east-1 or auto' })
  S3_REGION = 'us-east-1';

  /** The bucket (created beforehand; see docs/deploy.md). Required when MEDIA_STORE=s3. */
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: 'S3_BUCKET must be a bucket name (3–63 characters: a-z, 0-9, dots, hyphens)',
  })
  S3_BUCKET?: string;

  /** The access key. Empty: the AWS SDK's usual chain (environment, instance or task role). */
  @IsOptional()
  @IsString()
  @MinLength(1)
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  S3_SECRET_ACCESS_KEY?: string;

  /** Address the bucket in the path (endpoint/bucket/key) rather than the host name. Empty: yes with S3_ENDPOINT (MinIO, Ceph), no for AWS. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : parseBoolean(value)))
  @IsBoolean({ message: 'S3_FORCE_PATH_STYLE must be true or false' })
  S3_FORCE_PATH_STYLE?: boolean;

  /** S3_FORCE_PATH_STYLE, or its default. */
  get s3PathStyle(): boolean {
    return this.S3_FORCE_PATH_STYLE ?? !!this.S3_ENDPOINT;
  }
}

function parseBoolean(value: unknown): unknown {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no'].includes(text)) return false;
  return value;
}

/** The settings that go together: only one of the pair given, or s3 without a bucket. */
export function mediaStoreProblems(
  settings: MediaStoreSettings,
): Array<{ variable: keyof MediaStoreSettings; text: string }> {
  const problems: Array<{ variable: keyof MediaStoreSettings; text: string }> = [];
  if (settings.MEDIA_STORE === 's3' && !settings.S3_BUCKET)
    problems.push({ variable: 'S3_BUCKET', text: 'S3_BUCKET: required when MEDIA_STORE=s3' });
  if (!!settings.S3_ACCESS_KEY_ID !== !!settings.S3_SECRET_ACCESS_KEY)
    problems.push({
      variable: settings.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      text: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    });
  return problems;
}
