/** The id of a reply's source in its list: a marker links to its own reply's list, not another reply's. */
export const sourceId = (replyId: string, number: number | string) => `source-${replyId}-${number}`;
