// Builds the CDK app in-process for the infra tests, with cdk.json's context (the feature flags the
// CLI uses) and Lambda bundling skipped, which keeps a full synthesis to seconds.
import { readFileSync } from 'node:fs';
import { NestedStack, type Stack } from 'aws-cdk-lib';
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

/**
 * A stack's template with its nested stacks' resources beside its own, so assertions see every
 * resource the stack deploys (the API stack keeps each area's routes in a nested stack).
 */
export function templateWithNested(stack: Stack): Template {
  const nested = stack.node.findAll().filter((node): node is NestedStack => node instanceof NestedStack);
  const templates = [stack, ...nested].map((each) => Template.fromStack(each).toJSON() as { Resources?: Record<string, unknown> });
  const resources: Record<string, unknown> = {};
  for (const template of templates) {
    for (const [id, resource] of Object.entries(template.Resources ?? {})) {
      if (id in resources) throw new Error(`Logical id ${id} appears in two nested stacks of ${stack.stackName}`);
      resources[id] = resource;
    }
  }
  return Template.fromJSON({ Resources: resources });
}

let defaultApp: SynthesisedApp | undefined;

/**
 * The app as cdk.json describes it, synthesised once per test worker and shared by the files that
 * only read it (the infra project does not isolate its files). An app with overrides is built anew.
 */
export function synthApp(overrides: Record<string, unknown> = {}, options: Omit<BuildAppOptions, 'context'> = {}): SynthesisedApp {
  if (Object.keys(overrides).length === 0 && Object.keys(options).length === 0) {
    defaultApp ??= synthesise(overrides, options);
    return defaultApp;
  }
  return synthesise(overrides, options);
}

function synthesise(overrides: Record<string, unknown>, options: Omit<BuildAppOptions, 'context'>): SynthesisedApp {
  const built = buildApp({ ...options, context: testContext(overrides) });
  return {
    ...built,
    templates: {
      data: Template.fromStack(built.data),
      events: Template.fromStack(built.events),
      api: templateWithNested(built.api),
      web: Template.fromStack(built.web),
      observability: Template.fromStack(built.observability),
    },
  };
}
