// Every table, for Drizzle's relational queries and drizzle-kit. One file per table group.
export * from './users.table';
