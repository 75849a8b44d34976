// The SDK clients' credentials inside Lambda. Lambda bundles resolve '@aws-sdk/credential-provider-node'
// to this module (infra/lambda/function-bundling.ts, decision 017): the runtime puts the function
// role's credentials in the environment, so the SDK's default chain never gets past its first link
// there, and its other links (profiles, SSO, login, web identity, container and instance metadata,
// with the STS and SSO clients they bring) only made every bundle about 130 KiB bigger. Run unbundled
// (the local server, tests), the SDK keeps its whole chain.
import { fromEnv } from '@aws-sdk/credential-provider-env';

/** What the SDK's default chain answers in Lambda: the credentials in the environment. */
export function defaultProvider(init: Parameters<typeof fromEnv>[0] = {}): ReturnType<typeof fromEnv> {
  return fromEnv(init);
}
