import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../infra/config';
import { API_PATH_PATTERN } from '../../infra/constructs/site-distribution';
import { API_DOCUMENT_MAX_AGE_SECONDS, SITE_NOT_BUILT_WARNING } from '../../infra/constructs/site-content';
import { HSTS_MAX_AGE_SECONDS, SECURITY_HEADERS } from '../../infra/edge/security-headers';
import { WebStack } from '../../infra/stacks/web-stack';
import { OPENAPI_DOCUMENT_PATH } from '../../shared/api/openapi';
import { SYNTH_TIMEOUT_MS } from './synth-app';
import { resourcesOfType } from './template-queries';

const API_DOMAIN = 'abc123.execute-api.eu-west-2.amazonaws.com';
const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/12345678-1234-1234-1234-123456789012';

function webStack(siteDir: string, context: Record<string, unknown> = {}): WebStack {
  return new WebStack(new App(), 'Web', { config: parseConfig(context), apiDomainName: API_DOMAIN, siteDir });
}

interface Behaviour {
  PathPattern?: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods?: string[];
  ResponseHeadersPolicyId: unknown;
  FunctionAssociations: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
  TargetOriginId: string;
  ViewerProtocolPolicy: string;
  Compress?: boolean;
}

let siteDir: string;
let template: Template;
let config: { CacheBehaviors: Behaviour[]; DefaultCacheBehavior: Behaviour; Origins: Record<string, unknown>[] } & Record<string, unknown>;

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'device-drs-site-'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Device DRS</title>');
  template = Template.fromStack(webStack(siteDir));
  const distribution = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'))[0]!;
  config = distribution.Properties.DistributionConfig as typeof config;
}, SYNTH_TIMEOUT_MS);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

function functionCode(association: Behaviour['FunctionAssociations'][number]): string {
  const fn = resourcesOfType(template, 'AWS::CloudFront::Function')[association.FunctionARN['Fn::GetAtt'][0]]!;
  expect(fn.Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
  return fn.Properties.FunctionCode as string;
}

describe('web stack', { timeout: SYNTH_TIMEOUT_MS }, () => {
  it('serves the site from a private, encrypted, TLS-only bucket through origin access control', () => {
    // The site bucket's and the uploads bucket's.
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    const s3Origin = config.Origins.find((origin) => 'S3OriginConfig' in origin)!;
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3-site/' }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' }),
        ]),
      },
    });
  });

  it('routes the default behaviour through the SPA and QR short-link function, and never uses error responses', () => {
    const viewerRequest = config.DefaultCacheBehavior.FunctionAssociations.filter((a) => a.EventType === 'viewer-request');
    expect(viewerRequest).toHaveLength(1);
    expect(functionCode(viewerRequest[0]!)).toContain('job-status');
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config).not.toHaveProperty('CustomErrorResponses');
  });

  it('compresses every behaviour (brotli and gzip), as the local server does', () => {
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) expect(behaviour.Compress, behaviour.PathPattern ?? 'default').toBe(true);
  });

  it('serves client routes their prerendered page from the function, the shell otherwise', () => {
    const code = functionCode(config.DefaultCacheBehavior.FunctionAssociations[0]!);

    expect(code).toContain('"/pages/privacy-policy.html"');
    expect(code).not.toContain('var PAGES = [];');
  });

  it('sends /api/* uncached to the HTTP API with every method, cookie, query string and viewer header but Host', () => {
    const api = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === API_PATH_PATTERN)!;

    expect(api).toBeDefined();
    expect(api.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(api.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect(api.AllowedMethods!.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    const origin = config.Origins.find((candidate) => candidate.Id === api.TargetOriginId)!;
    expect(origin).toMatchObject({
      DomainName: API_DOMAIN,
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
    });
  });

  it('copies the viewer host on /api/* requests with its own function', () => {
    const api = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === API_PATH_PATTERN)!;

    expect(api.FunctionAssociations).toHaveLength(1);
    expect(api.FunctionAssociations[0]!.EventType).toBe('viewer-request');
    expect(functionCode(api.FunctionAssociations[0]!)).toContain('request.headers.host');
  });

  it('puts the security headers of infra/edge/security-headers.ts on pages and API responses alike', () => {
    const [cspBefore, cspAfter] = SECURITY_HEADERS['Content-Security-Policy'].split("connect-src 'self'");
    template.resourceCountIs('AWS::CloudFront::ResponseHeadersPolicy', 1);
    const policyId = Object.keys(resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!;
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`);
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          // The same policy with the uploads bucket's origin in connect-src (the export links, decision 380).
          ContentSecurityPolicy: {
            ContentSecurityPolicy: {
              'Fn::Join': ['', [`${cspBefore}connect-src 'self' https://`, { 'Fn::GetAtt': [Match.stringLikeRegexp('Uploads'), 'RegionalDomainName'] }, cspAfter]],
            },
            Override: true,
          },
          StrictTransportSecurity: { AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, IncludeSubdomains: true, Preload: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: SECURITY_HEADERS['X-Frame-Options'], Override: true },
          ReferrerPolicy: { ReferrerPolicy: SECURITY_HEADERS['Referrer-Policy'], Override: true },
        },
        CustomHeadersConfig: {
          Items: [{ Header: 'Permissions-Policy', Value: SECURITY_HEADERS['Permissions-Policy'], Override: true }],
        },
      },
    });
  });

  it('keeps scripts to the site itself and allows the camera only for the site', () => {
    const csp = SECURITY_HEADERS['Content-Security-Policy'];

    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['Permissions-Policy']).toContain('camera=(self)');
  });

  it('serves HTTP/2 and HTTP/3 from the cheapest price class and logs to the log bucket', () => {
    expect(config).toMatchObject({
      HttpVersion: 'http2and3',
      PriceClass: 'PriceClass_100',
      DefaultRootObject: 'index.html',
      Logging: { Prefix: 'cloudfront/' },
    });
  });

  it('uploads the built site and invalidates the distribution', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 3);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Prune: true,
      DistributionPaths: ['/*'],
      Exclude: Match.arrayWith(['assets/*', 'api/*']),
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', { Prune: false, Include: ['assets/*'] });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Prune: false,
      Include: ['api/*'],
      SystemMetadata: { 'cache-control': `public, max-age=${API_DOCUMENT_MAX_AGE_SECONDS}` },
    });
  });

  it('serves the OpenAPI document from the site bucket, cached, before /api/* sends the rest to the API', () => {
    const patterns = config.CacheBehaviors.map((behaviour) => behaviour.PathPattern);
    expect(patterns.indexOf(OPENAPI_DOCUMENT_PATH)).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf(OPENAPI_DOCUMENT_PATH)).toBeLessThan(patterns.indexOf(API_PATH_PATTERN));
    const document = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === OPENAPI_DOCUMENT_PATH)!;
    expect(document.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
    expect(document.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    expect(document.AllowedMethods).toEqual(['GET', 'HEAD']);
  });

  it('skips the upload with a warning when the site has not been built', () => {
    const stack = webStack(join(siteDir, 'missing'));

    Template.fromStack(stack).resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(stack).hasWarning('/Web/Content', Match.stringLikeRegexp(`npm run build.*${SITE_NOT_BUILT_WARNING}`));
    expect(stack.content.deployed).toBe(false);
  });

  it('answers on the custom domain with TLS 1.2 when siteOrigin and certificateArn are set', () => {
    const custom = Template.fromStack(
      webStack(siteDir, { siteOrigin: 'https://devicedrs.co.uk', certificateArn: CERTIFICATE_ARN }),
    );

    custom.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['devicedrs.co.uk'],
        ViewerCertificate: { AcmCertificateArn: CERTIFICATE_ARN, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      },
    });
  });
});
