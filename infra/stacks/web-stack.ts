// DeviceDrs-<stage>-Web: CloudFront and the site bucket, and the upload of the built SPA.
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { SiteContent } from '../constructs/site-content';
import { SiteDistribution } from '../constructs/site-distribution';

export interface WebStackProps extends StackProps {
  readonly config: AppConfig;
  readonly apiDomainName: string;
  /** The SPA build folder (frontend/dist). */
  readonly siteDir: string;
}

export class WebStack extends Stack {
  readonly site: SiteDistribution;
  readonly content: SiteContent;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    this.site = new SiteDistribution(this, 'Site', { config: props.config, apiDomainName: props.apiDomainName });
    this.content = new SiteContent(this, 'Content', {
      bucket: this.site.bucket,
      distribution: this.site.distribution,
      sourceDir: props.siteDir,
    });
  }
}
