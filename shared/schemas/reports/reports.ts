// Profit and loss and the sales reports: read from the day rollups the report consumers keep
// (decision 185), so a year is one Query per calendar year touched.
import * as z from 'zod/mini';
import { daysBetween } from '../../dates';
import { DaySchema } from '../sales/fields';
import { ExpenseCategorySchema } from './expenses';

/** At most two years and a day: a year compared with the one before it still fits. */
export const REPORT_RANGE_MAX_DAYS = 732;

const rangeChecks = [
  z.refine<{ from: string; to: string }>((q) => q.from <= q.to, { message: 'The start day must not be after the end day', path: ['to'] }),
  z.refine<{ from: string; to: string }>((q) => daysBetween(q.from, q.to) < REPORT_RANGE_MAX_DAYS, {
    message: `Choose a range of at most ${REPORT_RANGE_MAX_DAYS} days`,
    path: ['to'],
  }),
];

export const ReportRangeQuerySchema = z.object({ from: DaySchema, to: DaySchema }).check(...rangeChecks);
export type ReportRangeQuery = z.infer<typeof ReportRangeQuerySchema>;

export const CHANNELS = ['repairs', 'shop', 'till'] as const;
export const ChannelSchema = z.enum(CHANNELS);
export type Channel = z.infer<typeof ChannelSchema>;
export const CHANNEL_LABELS: Record<Channel, string> = { repairs: 'Repairs', shop: 'Online shop', till: 'Till' };

/** One channel's money over a period, all in pence. Revenue = sales less refunds, both net of VAT. */
export const ChannelFiguresSchema = z.object({
  salesNetPence: z.number(),
  refundsNetPence: z.number(),
  revenuePence: z.number(),
  vatPence: z.number(),
  salesCount: z.number(),
  refundsCount: z.number(),
});
export type ChannelFigures = z.infer<typeof ChannelFiguresSchema>;

export const ProfitLossMonthSchema = z.object({
  month: z.string(),
  revenuePence: z.number(),
  costOfGoodsPence: z.number(),
  expensesPence: z.number(),
  netProfitPence: z.number(),
});

export const ProfitLossSchema = z.object({
  from: z.string(),
  to: z.string(),
  channels: z.object({ repairs: ChannelFiguresSchema, shop: ChannelFiguresSchema, till: ChannelFiguresSchema }),
  revenuePence: z.number(),
  costOfGoodsPence: z.number(),
  grossMarginPence: z.number(),
  /** Expenses net of their VAT, per category and in all. */
  expenses: z.record(ExpenseCategorySchema, z.number()),
  expensesPence: z.number(),
  netProfitPence: z.number(),
  /**
   * The VAT return: output VAT on sales (less refunds); input VAT on purchases, which is the VAT on
   * expenses plus the VAT on stock received on purchase orders (decision 199); due = sales less purchases.
   */
  vat: z.object({
    onSalesPence: z.number(),
    onPurchasesPence: z.number(),
    onExpensesPence: z.number(),
    onStockPurchasesPence: z.number(),
    duePence: z.number(),
  }),
  months: z.array(ProfitLossMonthSchema),
});
export type ProfitLoss = z.infer<typeof ProfitLossSchema>;

export const SalesGroupingSchema = z.enum(['day', 'week', 'month'], 'Group by day, week or month');
export type SalesGrouping = z.infer<typeof SalesGroupingSchema>;

export const SalesReportQuerySchema = z.object({ from: DaySchema, to: DaySchema, by: z.optional(SalesGroupingSchema) }).check(...rangeChecks);

export const SalesBucketSchema = z.object({
  /** The first day of the bucket (a Monday for weeks, the 1st for months). */
  start: z.string(),
  repairsPence: z.number(),
  shopPence: z.number(),
  tillPence: z.number(),
  totalPence: z.number(),
  salesCount: z.number(),
});
export type SalesBucket = z.infer<typeof SalesBucketSchema>;

export const SalesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: SalesGroupingSchema,
  buckets: z.array(SalesBucketSchema),
  totalPence: z.number(),
  customers: z.object({ newCount: z.number(), returningCount: z.number() }),
  /** DynamoDB items the report read (the bench records it). */
  itemsRead: z.number(),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

export const RankedSchema = z.object({ name: z.string(), jobs: z.number() });

/** GET /api/admin/reports/repairs: the jobs collected in the range (decision 185). */
export const RepairsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  jobsCollected: z.number(),
  /** Checked in to Ready for collection, averaged over the jobs that were Ready; null: none. */
  averageTurnaroundMinutes: z.nullable(z.number()),
  topModels: z.array(RankedSchema),
  topRepairTypes: z.array(RankedSchema),
  technicians: z.array(z.object({ name: z.string(), jobs: z.number(), averageMinutes: z.number() })),
});
export type RepairsReport = z.infer<typeof RepairsReportSchema>;
