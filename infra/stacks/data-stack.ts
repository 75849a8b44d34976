// DeviceDrs-<stage>-Data: the table. Kept apart so the API and web stacks can be replaced freely.
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { AppTable } from '../constructs/app-table';

export interface DataStackProps extends StackProps {
  readonly config: AppConfig;
}

export class DataStack extends Stack {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.table = new AppTable(this, 'AppTable', { config: props.config }).table;
  }
}
