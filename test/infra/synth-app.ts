// Builds the CDK app in-process for the infra tests, with cdk.json's context (the feature flags the
// CLI uses) and Lambda bundling skipped, which keeps a full synthesis to seconds.
import { readFileSync } from 'node:fs';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp, type BuildAppOptions, type DeviceDrsApp } from '../../infra/build-app';

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};

/** cdk.json's context with the overrides on top; no stack is bundled. */
export function testContext(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...overrides };
}

/** A full synthesis takes seconds, more on a busy machine: beyond vitest's default hook and test timeouts. */
export const SYNTH_TIMEOUT_MS = 120_000;

export interface SynthesisedApp extends DeviceDrsApp {
  readonly templates: {
    readonly data: Template;
    readonly events: Template;
    readonly api: Template;
    readonly web: Template;
    readonly observability: Template;
  };
}

export function synthApp(overrides: Record<string, unknown> = {}, options: Omit<BuildAppOptions, 'context'> = {}): SynthesisedApp {
  const built = buildApp({ ...options, context: testContext(overrides) });
  return {
    ...built,
    templates: {
      data: Template.fromStack(built.data),
      events: Template.fromStack(built.events),
      api: Template.fromStack(built.api),
      web: Template.fromStack(built.web),
      observability: Template.fromStack(built.observability),
    },
  };
}
