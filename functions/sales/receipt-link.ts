// Where a receipt's claim code leads: /loyalty/claim?code=..., the receipt until loyalty takes the points.
export function receiptClaimUrl(siteOrigin: string | null, code: string): string {
  return `${siteOrigin ?? ''}/loyalty/claim?code=${encodeURIComponent(code)}`;
}
