import type { LowStockItem } from '../../../shared/schemas/shop/low-stock';
import { composeEmail, type EmailContent } from '../compose-email';

/**
 * The morning's list of products at or below their low-stock threshold (decision 333), to one member
 * of staff with the inventory permission. No link: the admin area is where they already work, and
 * the suggested orders are under Suppliers there.
 */
export function lowStockDigestMessage(input: { firstName: string; items: readonly LowStockItem[] }): EmailContent {
  const count = input.items.length;
  return composeEmail({
    subject: `Low stock: ${count} ${count === 1 ? 'product' : 'products'} to reorder`,
    greetingName: input.firstName,
    paragraphs: [
      `${count === 1 ? 'This product is' : 'These products are'} at or below ${count === 1 ? 'its' : 'their'} low-stock threshold:`,
      ...input.items.map((item) => `${item.name} (${item.sku}): ${item.available} available, threshold ${item.lowStockThreshold}`),
      'Suggested orders, under Suppliers in the admin area, groups them by supplier into draft purchase orders.',
    ],
  });
}
