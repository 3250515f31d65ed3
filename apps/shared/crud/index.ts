export {
  type CrudDialog,
  type CrudEvent,
  type CrudNotices,
  type CrudState,
  type CrudWrites,
  crudReducer,
  deleteOpen,
  initialCrudState,
  saveOpen,
} from './crud-state.ts';
export { type Crud, type UseCrudOptions, useCrud } from './useCrud.ts';
