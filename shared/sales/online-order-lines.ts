// An online order's lines on its invoice and credit notes are named by their place on the order
// (decision 138): the shop issues them, the reports find each line's product by it.
export const onlineOrderLineId = (index: number): string => `L${index + 1}`;
