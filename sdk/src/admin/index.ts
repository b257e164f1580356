export * from './admin.documents';
export * from './admin.queries';
export { createInviteUserCall } from './inviteUser';
