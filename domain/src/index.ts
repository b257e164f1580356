export * from './identifiers';
export * from './roles';
export * from './statuses';
