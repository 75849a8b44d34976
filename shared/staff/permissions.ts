// What a member of staff may do, by area. Every admin route of the manifest names one of these
// (shared/api/define-route.ts); the server refuses a caller whose role lacks it with `refusal`
// before the input is read, and the admin UI hides what the role cannot use (decision 254).
// `label` and `sentence` are what the role editor shows; `refusal` completes "Your role does not allow …".

export const PERMISSIONS = {
  'admin.use': { area: 'Admin area', label: 'Use the admin area', sentence: 'Sign in to the admin area, see the dashboard, keep their own passcode and timers.', refusal: 'the admin area' },

  'jobs.view': { area: 'Jobs', label: 'View jobs', sentence: 'See jobs, devices, the workshop board, bookings and mail-in orders.', refusal: 'viewing jobs' },
  'jobs.edit': { area: 'Jobs', label: 'Create and edit jobs', sentence: 'Open jobs, change their details and status, add notes, photos, checklists and signatures, check in bookings.', refusal: 'changing jobs' },
  'jobs.price': { area: 'Jobs', label: 'Change job prices', sentence: "Add and remove a job's parts and labour lines and charge time.", refusal: "changing a job's price" },
  'jobs.deletePhotos': { area: 'Jobs', label: 'Delete job photos', sentence: "Delete a photo from a job's record.", refusal: 'deleting job photos' },

  'customers.view': { area: 'Customers', label: 'View customers', sentence: 'Search customers and open their records.', refusal: 'viewing customers' },
  'customers.edit': { area: 'Customers', label: 'Edit customers', sentence: 'Add customers at the counter.', refusal: 'changing customers' },
  'customers.merge': { area: 'Customers', label: 'Merge customers', sentence: 'Merge two records of the same person.', refusal: 'merging customers' },
  'customers.close': { area: 'Customers', label: 'Close accounts', sentence: "Close a customer's account on their request.", refusal: 'closing accounts' },

  'till.sell': { area: 'Till', label: 'Sell at the till', sentence: 'Look up items and members, make sales, take deposits and email receipts.', refusal: 'selling at the till' },
  'till.refund': { area: 'Till', label: 'Refund', sentence: 'Refund till sales, online orders and deposits.', refusal: 'refunds' },
  'till.drawer': { area: 'Till', label: 'Open and close the drawer', sentence: 'Open and close the cash drawer and pay cash in or out.', refusal: 'opening or closing the drawer' },
  'till.zReport': { area: 'Till', label: 'See Z reports', sentence: "See a drawer session's Z report and a day's sales.", refusal: 'Z reports' },

  'invoices.view': { area: 'Invoices', label: 'Invoices and credit notes', sentence: 'List and open invoices, receipts and credit notes.', refusal: 'invoices' },

  'orders.view': { area: 'Shop orders', label: 'View shop orders', sentence: 'List and open online orders.', refusal: 'viewing shop orders' },
  'orders.fulfil': { area: 'Shop orders', label: 'Fulfil shop orders', sentence: 'Move online orders on: packed, sent, ready for collection, collected.', refusal: 'fulfilling shop orders' },

  'inventory.view': { area: 'Inventory', label: 'View inventory', sentence: 'See products, stock levels and the part finder.', refusal: 'viewing inventory' },
  'inventory.edit': { area: 'Inventory', label: 'Edit products', sentence: 'Create products and change their details, prices and pictures.', refusal: 'changing products' },
  'inventory.adjust': { area: 'Inventory', label: 'Adjust stock', sentence: 'Count stock in and out and add serialised units.', refusal: 'adjusting stock' },
  'inventory.costs': { area: 'Inventory', label: 'See cost prices', sentence: 'See cost prices and margins wherever they appear.', refusal: 'cost prices' },

  'purchasing.suppliers': { area: 'Purchasing', label: 'Suppliers', sentence: "See and change suppliers and import their price lists.", refusal: 'managing suppliers' },
  'purchasing.orders': { area: 'Purchasing', label: 'Purchase orders', sentence: 'Draft, place and cancel purchase orders and reserve parts.', refusal: 'purchase orders' },
  'purchasing.receive': { area: 'Purchasing', label: 'Receive goods', sentence: 'Receive goods against a purchase order.', refusal: 'receiving goods' },

  'content.prices': { area: 'Prices and site content', label: 'Services and prices', sentence: 'Change services and repair prices, import and export the price list.', refusal: 'changing prices' },
  'content.site': { area: 'Prices and site content', label: 'Site content', sentence: 'Write guides, moderate reviews, answer enquiries, keep the device list and message templates.', refusal: 'changing site content' },

  'loyalty.view': { area: 'Loyalty', label: 'View loyalty', sentence: 'See members, their points, family groups, rewards and promotions.', refusal: 'viewing loyalty' },
  'loyalty.adjust': { area: 'Loyalty', label: 'Adjust points', sentence: "Add or take away a member's points by hand.", refusal: 'adjusting points' },
  'loyalty.manage': { area: 'Loyalty', label: 'Manage rewards and groups', sentence: 'Create and change rewards, promotions and family groups.', refusal: 'managing rewards and family groups' },

  'reports.view': { area: 'Reports', label: 'Reports', sentence: 'See the sales, repairs, bookings and page-view reports.', refusal: 'reports' },
  'profitLoss.view': { area: 'Profit and loss', label: 'Profit and loss', sentence: 'See the profit and loss, keep expenses and export the accounts.', refusal: 'the profit and loss' },

  'settings.manage': { area: 'Settings', label: 'Settings', sentence: "Change the shop's settings and see the system's health.", refusal: 'changing settings' },
  'staff.manage': { area: 'Staff and roles', label: 'Staff and roles', sentence: "Change who is staff and what each member's role allows.", refusal: 'managing staff' },
  'audit.view': { area: 'Audit log', label: 'Audit log', sentence: 'Read the activity log of every account.', refusal: 'the audit log' },
} as const satisfies Record<string, { area: string; label: string; sentence: string; refusal: string }>;

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

/** The 403 message for a caller whose role lacks the permission, e.g. "Your role does not allow refunds." */
export function refusalMessage(permission: Permission): string {
  return `Your role does not allow ${PERMISSIONS[permission].refusal}.`;
}
