// What a member of staff may do, by area. Every admin route of the manifest names one of these
// (shared/api/define-route.ts); the server refuses a caller whose role lacks it before the input is
// read, with the words here: "Your role does not allow ..." (decision 254). Only these words go into
// every Lambda; what the admin pages show of each is in ./permission-catalogue.ts.

const REFUSALS = {
  'admin.use': 'the admin area',
  'jobs.view': 'viewing jobs',
  'jobs.edit': 'changing jobs',
  'jobs.price': "changing a job's price",
  'jobs.deletePhotos': 'deleting job photos',
  'jobs.assign': 'assigning jobs',
  'customers.view': 'viewing customers',
  'customers.edit': 'changing customers',
  'customers.merge': 'merging customers',
  'customers.close': 'closing accounts',
  'till.sell': 'selling at the till',
  'till.refund': 'refunds',
  'till.discount': "discounts beyond the front desk's limit",
  'till.drawerDifference': 'closing the drawer with a difference',
  'till.drawer': 'opening or closing the drawer',
  'till.zReport': 'Z reports',
  'invoices.view': 'invoices',
  'orders.view': 'viewing shop orders',
  'orders.fulfil': 'fulfilling shop orders',
  'inventory.view': 'viewing inventory',
  'inventory.edit': 'changing products',
  'inventory.adjust': 'adjusting stock',
  'inventory.costs': 'cost prices',
  'purchasing.suppliers': 'managing suppliers',
  'purchasing.orders': 'purchase orders',
  'purchasing.receive': 'receiving goods',
  'tradeIns.buy': 'buying devices from customers',
  'tradeIns.override': "overriding the records check's warnings on a trade-in",
  'tradeIns.prices': 'changing the buy-back price list',
  'tradeIns.sellerId': "seeing a seller's ID details",
  'tradeIns.refurbish': 'refurbishing and publishing traded-in devices',
  'content.prices': 'changing prices',
  'content.site': 'changing site content',
  'loyalty.view': 'viewing loyalty',
  'loyalty.adjust': 'adjusting points',
  'loyalty.manage': 'managing rewards and family groups',
  'giftCards.view': 'gift cards',
  'reports.view': 'reports',
  'profitLoss.view': 'the profit and loss',
  'settings.manage': 'changing settings',
  'staff.view': 'the staff list',
  'staff.manage': 'managing staff',
  'staff.timesheets': "changing staff's timesheets",
  'staff.commissions': 'commissions',
  'audit.view': 'the audit log',
  'developers.manage': 'managing API keys and webhooks',
  'developers.view': 'the developer reference',
} as const;

export type Permission = keyof typeof REFUSALS;

export const ALL_PERMISSIONS = Object.keys(REFUSALS) as Permission[];

/**
 * The 403 message for a caller whose role lacks the permission, e.g. "Your role does not allow refunds.";
 * `whose` names someone else, as a manager's approval at the till does: "demo_technician's role does not allow refunds."
 */
export function refusalMessage(permission: Permission, whose = 'Your'): string {
  return `${whose} role does not allow ${REFUSALS[permission]}.`;
}

/** The 403 message for an API key without the permission, e.g. "This API key does not allow refunds." (decision 274). */
export function apiKeyRefusalMessage(permission: Permission): string {
  return `This API key does not allow ${REFUSALS[permission]}.`;
}
