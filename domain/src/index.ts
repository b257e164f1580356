export * from './identifiers';
export * from './roles';
export * from './statuses';
export * from './notices';
export * from './warehouses';
export * from './campaigns';
