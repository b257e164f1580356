export { Table, TableColumnsMenu } from './Table';
export type { TableColumn, TableColumnsMenuProps, TableProps } from './Table';
