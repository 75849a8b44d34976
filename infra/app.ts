// The CDK CLI's entry (cdk.json "app"): builds the stacks and runs cdk-nag's AWS Solutions checks,
// so `npx cdk synth` fails on an unacknowledged error and reports warnings.
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildApp } from './build-app';

const { app } = buildApp();
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
