/** The printable receipt of one of the signed-in person's payments (the route table has it as account/receipts/:paymentId). */
export function receiptPath(paymentId: string): string {
  return `/account/receipts/${encodeURIComponent(paymentId)}`;
}
