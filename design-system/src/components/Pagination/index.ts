export { Pagination, formatPageRange } from './Pagination';
export type { PaginationProps } from './Pagination';
