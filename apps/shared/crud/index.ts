// The public names of crud-state.ts (the pure state machine) and useCrud.ts (the hook).
export * from './crud-state.ts';
export * from './useCrud.ts';
