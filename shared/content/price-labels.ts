// Words for prices that the pages and the API share (no zod here, so pages stay light).
export const QUOTE_ON_INSPECTION = 'Quote on inspection';
