// Staff uploads (product images, job photos; decision 132): a private, encrypted bucket the browser
// posts to with a presigned POST (hence its CORS rule), served through CloudFront at /uploads/*.
// Its exports/ prefix holds files handed out by presigned GET links (decision 380): the browser
// fetches them from the bucket (a CORS GET), CloudFront never serves them, and they expire in a day.
// It sits in the Web stack beside the distribution that reads it (origin access control), under a
// name built from the account, region and stage, so the API's functions are granted on it by name
// without a reference between the two stacks (the Web stack already depends on the API's).
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { EXPORT_FILES_KEPT_DAYS, EXPORT_FILES_PREFIX } from '../../shared/schemas/shop/upload';
import type { AppConfig } from '../config';

export function uploadsBucketName(stack: Stack, config: Pick<AppConfig, 'stage'>): string {
  return `device-drs-${config.stage}-uploads-${stack.account}-${stack.region}`;
}

export function uploadsBucketArn(stack: Stack, config: Pick<AppConfig, 'stage'>): string {
  return `arn:${stack.partition}:s3:::${uploadsBucketName(stack, config)}`;
}

/** Browsers may post from the site's own origin; without a custom domain, from CloudFront's *.cloudfront.net name. */
export function uploadOrigins(config: Pick<AppConfig, 'siteOrigin'>): string[] {
  return [config.siteOrigin ?? 'https://*.cloudfront.net'];
}

export interface UploadsBucketProps {
  readonly config: AppConfig;
  readonly logBucket: IBucket;
}

export class UploadsBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, { config, logBucket }: UploadsBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: uploadsBucketName(Stack.of(this), config),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 's3-uploads/',
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !config.retainData,
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: uploadOrigins(config),
          allowedHeaders: ['*'],
          maxAge: 3000,
        },
        // The admin pages fetch an export's files from their presigned links.
        { allowedMethods: [HttpMethods.GET], allowedOrigins: uploadOrigins(config), maxAge: 3000 },
      ],
      lifecycleRules: [
        // An upload the browser abandoned half-way leaves parts that are billed but never seen.
        { id: 'abandoned-partial-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // An export's links work for 15 minutes; its files are not kept past a day.
        { id: 'expire-exports', prefix: `${EXPORT_FILES_PREFIX}/`, expiration: Duration.days(EXPORT_FILES_KEPT_DAYS) },
      ],
    });
  }
}
