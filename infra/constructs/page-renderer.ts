// Data pages rendered per request (docs/decisions/020-public-pages-in-the-html.md): one function
// (functions/pages/handler.ts) with the frontend's server build as a layer and read access to the
// table, behind a function URL that only CloudFront may call (origin access control), and one cache
// behaviour per data page pattern that keeps a page at most DATA_PAGE_CACHE_SECONDS; the same for
// /sitemap.xml and /robots.txt, made from the content (functions/pages/site-files.ts).
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  CacheQueryStringBehavior,
  ViewerProtocolPolicy,
  type Distribution,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Code, FunctionUrlAuthType, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { DATA_PAGE_CACHE_SECONDS, SITE_FILE_PATHS, type DataPage } from '../../frontend/src/app/page-files';
import type { AppConfig } from '../config';
import { LAMBDA_RUNTIME } from '../lambda/function-bundling';
import { bindTable } from '../lambda/grants';
import { REPO_ROOT } from '../lambda/paths';
import { ServiceFunction } from '../lambda/service-function';

export interface PageRendererProps {
  readonly config: AppConfig;
  readonly table: ITable;
  readonly distribution: Distribution;
  readonly securityHeaders: IResponseHeadersPolicy;
  readonly dataPages: readonly DataPage[];
  /** frontend/dist-server, made by `vite build`. */
  readonly serverBuildDir: string;
}

export class PageRenderer extends Construct {
  constructor(scope: Construct, id: string, props: PageRendererProps) {
    super(scope, id);
    const fn = new ServiceFunction(this, 'Render', {
      config: props.config,
      entry: join(REPO_ROOT, 'functions', 'pages', 'handler.ts'),
      description: 'public data pages, rendered per request',
      timeout: Duration.seconds(10),
    }).function;
    fn.addLayers(
      new LayerVersion(this, 'ServerBuild', {
        code: Code.fromAsset(props.serverBuildDir),
        compatibleRuntimes: [LAMBDA_RUNTIME],
        description: 'The frontend built for Node (frontend/dist-server)',
      }),
    );
    bindTable(fn, props.table, 'read');
    const origin = FunctionUrlOrigin.withOriginAccessControl(fn.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM }));
    const cachePolicy = new CachePolicy(this, 'DataPageCache', {
      comment: `Data pages: at most ${DATA_PAGE_CACHE_SECONDS} s old`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(DATA_PAGE_CACHE_SECONDS),
      maxTtl: Duration.seconds(DATA_PAGE_CACHE_SECONDS),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });
    for (const pattern of [...props.dataPages.flatMap((page) => page.cloudFrontPatterns), ...SITE_FILE_PATHS]) {
      props.distribution.addBehavior(pattern, origin, {
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy,
        compress: true,
        responseHeadersPolicy: props.securityHeaders,
      });
    }
  }
}
