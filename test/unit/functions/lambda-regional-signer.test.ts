// The Lambda bundles' regional signer (functions/lib/lambda-regional-signer.ts) signs exactly as the
// SDK's multi-region signer does for a request to one region, and tells the clients it has no SigV4a.
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4MultiRegion as SdkSigner } from '@aws-sdk/signature-v4-multi-region';
import { describe, expect, it } from 'vitest';
import { SignatureV4MultiRegion } from '../../../functions/lib/lambda-regional-signer';

const options = {
  service: 'events',
  region: 'eu-west-2',
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'token' },
  sha256: Sha256,
};

type Signed = { headers: Record<string, string> };

const request = () => ({
    method: 'POST',
    protocol: 'https:',
    hostname: 'events.eu-west-2.amazonaws.com',
    path: '/',
    headers: { 'content-type': 'application/x-amz-json-1.1', host: 'events.eu-west-2.amazonaws.com', 'x-amz-target': 'AWSEvents.PutEvents' },
    body: '{"Entries":[]}',
  });

describe('the Lambda bundles regional signer', () => {
  it('signs a regional request as the SDK multi-region signer does', async () => {
    const signingDate = new Date('2026-11-27T12:00:00Z');
    const ours = (await new SignatureV4MultiRegion(options).sign(request(), { signingDate })) as Signed;
    const sdk = (await new SdkSigner(options).sign(request(), { signingDate })) as Signed;
    expect(ours.headers.authorization).toBe(sdk.headers.authorization);
    expect(ours.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261127\/eu-west-2\/events\/aws4_request/);
  });

  it('signs with given credentials as the SDK does (S3 Express)', async () => {
    const signingDate = new Date('2026-11-27T12:00:00Z');
    const session = { accessKeyId: 'AKIDSESSION', secretAccessKey: 'secret', sessionToken: 'express' };
    const ours = (await new SignatureV4MultiRegion(options).signWithCredentials(request(), session, { signingDate })) as Signed;
    const sdk = (await new SdkSigner(options).signWithCredentials(request(), session, { signingDate })) as Signed;
    expect(ours.headers).toEqual(sdk.headers);
  });

  it('tells the clients there is no SigV4a, so they choose SigV4', () => {
    expect(SignatureV4MultiRegion.sigv4aDependency()).toBe('none');
  });
});
