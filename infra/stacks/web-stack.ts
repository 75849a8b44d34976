// DeviceDrs-<stage>-Web: CloudFront and the site bucket, the upload of the built SPA, and the
// render function of data pages (when the app has any and the server build exists).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { dataPages, type DataPage } from '../../frontend/src/app/page-files';
import type { AppConfig } from '../config';
import { PageRenderer } from '../constructs/page-renderer';
import { SiteContent } from '../constructs/site-content';
import { SiteDistribution } from '../constructs/site-distribution';

export interface WebStackProps extends StackProps {
  readonly config: AppConfig;
  readonly apiDomainName: string;
  /** The SPA build folder (frontend/dist). */
  readonly siteDir: string;
  /** Read by the data pages' loaders; without it no data page is served. */
  readonly table?: ITable;
  /** The frontend's server build (frontend/dist-server); defaults to the one beside siteDir. */
  readonly serverBuildDir?: string;
  /** Defaults to the registry's (frontend/src/app/page-files.ts). */
  readonly dataPages?: readonly DataPage[];
}

export const SERVER_NOT_BUILT_WARNING = 'device-drs:server-build-missing';

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
    const pages = props.dataPages ?? dataPages;
    const serverBuildDir = props.serverBuildDir ?? join(props.siteDir, '..', 'dist-server');
    if (pages.length === 0 || !props.table) return;
    if (!existsSync(join(serverBuildDir, 'entry-server.js'))) {
      Annotations.of(this).addWarningV2(SERVER_NOT_BUILT_WARNING, `${serverBuildDir} has no entry-server.js, so data pages are not deployed. Run \`npm run build\` first.`);
      return;
    }
    new PageRenderer(this, 'DataPages', {
      config: props.config,
      table: props.table,
      distribution: this.site.distribution,
      securityHeaders: this.site.securityHeaders,
      dataPages: pages,
      serverBuildDir,
    });
  }
}
