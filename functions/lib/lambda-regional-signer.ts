// What Lambda bundles get instead of @aws-sdk/signature-v4-multi-region (an esbuild alias,
// infra/lambda/function-bundling.ts; decision 017): the shop signs only requests to its own region
// (EventBridge, SES, S3, STS), never SigV4a's '*' region of global endpoints and multi-region access
// points, so the multi-region signer's SigV4a and CRT look-ups are weight without use (about 4 KiB
// of every bundle that publishes events). Its plain SigV4 path is kept as the package has it
// (SignatureV4SignWithCredentials, Apache-2.0, which S3 Express's signer extends); the clients ask
// `sigv4aDependency()` and, told 'none', choose SigV4.
import { SignatureV4 } from '@smithy/signature-v4';

type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string; expiration?: Date };
type Request = { headers: Record<string, string | undefined>; query?: Record<string, unknown> };
type Signer = { credentialProvider: () => Promise<unknown>; signRequest(request: Request, options: object): Promise<unknown> };

const SESSION_TOKEN_QUERY_PARAM = 'X-Amz-S3session-Token';
const SESSION_TOKEN_HEADER = SESSION_TOKEN_QUERY_PARAM.toLowerCase();

/** The next signature uses these credentials (without their session token), then the signer's own again. */
function signOnceWith(signer: Signer, credentials: Credentials): void {
  const own = signer.credentialProvider;
  signer.credentialProvider = () => {
    signer.credentialProvider = own;
    return Promise.resolve({ accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey, expiration: credentials.expiration });
  };
}

export class SignatureV4SignWithCredentials extends SignatureV4 {
  async signWithCredentials(request: Request, credentials: Credentials, options?: object): Promise<unknown> {
    request.headers[SESSION_TOKEN_HEADER] = credentials.sessionToken;
    const signer = this as unknown as Signer;
    signOnceWith(signer, credentials);
    return signer.signRequest(request, options ?? {});
  }

  async presignWithCredentials(request: Request, credentials: Credentials, options?: object): Promise<unknown> {
    delete request.headers[SESSION_TOKEN_HEADER];
    request.headers[SESSION_TOKEN_QUERY_PARAM] = credentials.sessionToken;
    request.query = { ...request.query, [SESSION_TOKEN_QUERY_PARAM]: credentials.sessionToken };
    signOnceWith(this as unknown as Signer, credentials);
    return this.presign(request as never, options);
  }
}

export class SignatureV4MultiRegion extends SignatureV4SignWithCredentials {
  /** No SigV4a here: the clients then sign with SigV4, as every request of the shop's needs. */
  static sigv4aDependency(): 'none' {
    return 'none';
  }
}
