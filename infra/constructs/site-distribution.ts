// The website's edge: a private S3 bucket behind CloudFront (origin access control), the uploads
// bucket at /uploads/* (the same), the SPA and QR short-link routing function, /api/* passed
// uncached to the HTTP API with the viewer's host (but /api/openapi.json, a cached file of the site
// bucket), the security headers on every response, and access logs for both.
import { Duration, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as EdgeFunction,
  HttpVersion,
  type IResponseHeadersPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { OPENAPI_DOCUMENT_PATH } from '../../shared/api/openapi';
import type { AppConfig } from '../config';
import { edgeFunctionCode, edgeFunctionPath } from '../edge/load-edge-function';
import { SecurityHeadersPolicy } from './security-headers-policy';
import { UploadsBucket } from './uploads-bucket';

export interface SiteDistributionProps {
  readonly config: AppConfig;
  /** The HTTP API's execute-api host name. */
  readonly apiDomainName: string;
}

/** CloudFront path pattern of staff uploads (product images, job photos): /uploads/<key>. */
export const UPLOADS_PATH_PATTERN = '/uploads/*';

/** CloudFront path pattern of the API behaviour; every manifest path starts with /api/. */
export const API_PATH_PATTERN = '/api/*';

export class SiteDistribution extends Construct {
  readonly bucket: Bucket;
  readonly uploads: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  /** The security headers every behaviour answers with (page renderer behaviours too). */
  readonly securityHeaders: IResponseHeadersPolicy;

  constructor(scope: Construct, id: string, { config, apiDomainName }: SiteDistributionProps) {
    super(scope, id);

    // CloudFront's standard logs are written with object ACLs, so this bucket keeps ACLs enabled.
    this.logBucket = new Bucket(this, 'LogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(config.retainData ? 365 : 30) }],
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own writes into itself would loop.',
    });

    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3-site/',
    });

    this.uploads = new UploadsBucket(this, 'Uploads', { config, logBucket: this.logBucket }).bucket;
    const uploadsPath = new EdgeFunction(this, 'UploadsPath', {
      code: FunctionCode.fromFile({ filePath: edgeFunctionPath('uploads-path.js') }),
      runtime: FunctionRuntime.JS_2_0,
      comment: '/uploads/<key> to the key in the uploads bucket',
    });

    const spaRouting = new EdgeFunction(this, 'SpaAndQrRouting', {
      code: FunctionCode.fromInline(edgeFunctionCode('spa-and-qr-routing.js')),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'QR short links to /job/{code}; client routes to their prerendered page or /index.html',
    });
    const viewerHost = new EdgeFunction(this, 'ViewerHost', {
      code: FunctionCode.fromFile({ filePath: edgeFunctionPath('viewer-host.js') }),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Passes the viewer Host on to the API',
    });
    const securityHeaders = new SecurityHeadersPolicy(this, 'SecurityHeaders', { connectSources: [`https://${this.uploads.bucketRegionalDomainName}`] }).policy;
    this.securityHeaders = securityHeaders;

    const customDomain =
      config.siteOrigin && config.certificateArn
        ? {
            domainNames: [new URL(config.siteOrigin).hostname],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Device DRS ${config.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      ...customDomain,
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Before /api/*, which CloudFront would match first otherwise: the OpenAPI document is a file
        // the build writes (decision 270), cached here and by browsers for the few minutes site-content.ts gives it.
        [OPENAPI_DOCUMENT_PATH]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy: securityHeaders,
        },
        [UPLOADS_PATH_PATTERN]: {
          origin: S3BucketOrigin.withOriginAccessControl(this.uploads),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          // Keys are never reused (decision 132), so an upload can be cached as long as CloudFront likes.
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: uploadsPath, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        [API_PATH_PATTERN]: {
          origin: new HttpOrigin(apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and headers reach the API; Host stays API Gateway's own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          compress: true,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: viewerHost, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });

    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'A local shop site with nothing to restrict by country; visitors abroad (mail-in repairs) are customers.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF web ACL: it costs more than the site; the API stage is throttled, every input is validated with zod, and state-changing requests need the CSRF header and a same-site Origin.',
      },
    );
    if (!customDomain.certificate) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without siteOrigin and certificateArn the site is served on the default *.cloudfront.net certificate, whose minimum protocol CloudFront fixes; with them the distribution enforces TLSv1.2_2021.',
      });
    }
  }
}
