// CloudFront's response-headers policy, built from the values in ../edge/security-headers.ts, with
// the uploads bucket's origin added to connect-src (the accounting export's links, decision 380).
import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { HSTS_MAX_AGE_SECONDS, SECURITY_HEADERS, contentSecurityPolicy } from '../edge/security-headers';

function enumValue<E extends Record<string, string>>(values: E, value: string, header: string): E[keyof E] {
  const match = Object.values(values).find((candidate) => candidate === value);
  if (!match) throw new Error(`${header}: CloudFront has no setting for '${value}'`);
  return match as E[keyof E];
}

export class SecurityHeadersPolicy extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, { connectSources }: { connectSources: readonly string[] }) {
    super(scope, id);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Security headers from infra/edge/security-headers.ts (SECURITY.md "Headers")',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(connectSources), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: {
          frameOption: enumValue(HeadersFrameOption, SECURITY_HEADERS['X-Frame-Options'], 'X-Frame-Options'),
          override: true,
        },
        referrerPolicy: {
          referrerPolicy: enumValue(HeadersReferrerPolicy, SECURITY_HEADERS['Referrer-Policy'], 'Referrer-Policy'),
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: SECURITY_HEADERS['Permissions-Policy'], override: true },
        ],
      },
    });
  }
}
