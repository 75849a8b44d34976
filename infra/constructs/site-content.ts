// Uploads the built SPA (frontend/dist) to the site bucket and invalidates CloudFront. A fresh clone
// has no build yet: synthesis then skips the upload with a warning instead of failing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, DefaultStackSynthesizer, Stack, Validations } from 'aws-cdk-lib';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export interface SiteContentProps {
  readonly bucket: Bucket;
  readonly distribution: IDistribution;
  /** The Vite build output folder. */
  readonly sourceDir: string;
}

export const SITE_NOT_BUILT_WARNING = 'device-drs:site-not-built';

/** The build's folder of /api/ files: the OpenAPI document, /api/openapi.json. */
const API_DOCUMENT_FOLDER = 'api';
export const API_DOCUMENT_MAX_AGE_SECONDS = 300;

export class SiteContent extends Construct {
  /** False when the build was missing and nothing will be uploaded. */
  readonly deployed: boolean;

  constructor(scope: Construct, id: string, { bucket, distribution, sourceDir }: SiteContentProps) {
    super(scope, id);
    this.deployed = existsSync(join(sourceDir, 'index.html'));
    if (!this.deployed) {
      Annotations.of(this).addWarningV2(
        SITE_NOT_BUILT_WARNING,
        `${sourceDir} has no index.html, so the site upload is skipped. Run \`npm run build\` before deploying.`,
      );
      return;
    }
    const source = Source.asset(sourceDir);

    // Vite's hashed files never change under a name: cached for a year, and old ones are kept so a
    // page loaded before a deploy can still fetch its lazy chunks.
    const assets = new BucketDeployment(this, 'HashedAssets', {
      sources: [source],
      destinationBucket: bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 256,
    });
    // The OpenAPI document (decision 270): the same for a deployment's life, so cached for five minutes.
    const apiDocument = new BucketDeployment(this, 'ApiDocument', {
      sources: [source],
      destinationBucket: bucket,
      exclude: ['*'],
      include: [`${API_DOCUMENT_FOLDER}/*`],
      prune: false,
      cacheControl: [CacheControl.fromString(`public, max-age=${API_DOCUMENT_MAX_AGE_SECONDS}`)],
      memoryLimit: 256,
    });
    // Everything else (index.html, favicon) is revalidated on every load; Vite's build manifest stays private.
    const pages = new BucketDeployment(this, 'Pages', {
      sources: [source],
      destinationBucket: bucket,
      exclude: ['assets/*', '.vite/*', `${API_DOCUMENT_FOLDER}/*`],
      prune: true,
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution,
      distributionPaths: ['/*'],
      memoryLimit: 256,
    });
    // The invalidation of '/*' comes with the pages, after the assets and the document are in place.
    pages.node.addDependency(assets, apiDocument);

    this.acknowledgeDeploymentHandler(pages, bucket);
  }

  /** Both deployments share one handler function, which CDK creates at stack level. */
  private acknowledgeDeploymentHandler(deployment: BucketDeployment, bucket: Bucket): void {
    const handler = deployment.handlerRole.node.scope;
    if (!handler) return;
    const stack = Stack.of(this);
    const bucketLogicalId = stack.getLogicalId(bucket.node.defaultChild as CfnBucket);
    const qualifier =
      (this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ??
      DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const reason =
      "CDK's BucketDeployment handler: it runs only during deployment, and aws-cdk-lib sets its permissions to sync the build from the CDK assets bucket into the site bucket and invalidate the distribution.";
    Validations.of(handler).acknowledge(
      { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason },
      { id: 'AwsSolutions-L1', reason: `${reason} Its runtime is chosen and upgraded by aws-cdk-lib.` },
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason,
      })),
      { id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/*]`, reason: `${reason} It writes any object of the site bucket.` },
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-<AWS::Region>/*]`,
        reason: `${reason} It reads the uploaded build from the CDK assets bucket.`,
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: `${reason} cloudfront:CreateInvalidation and GetInvalidation take no resource narrower than *.`,
      },
    );
  }
}
