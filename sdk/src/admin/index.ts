export * from './admin.documents';
export * from './admin.queries';
export { createInviteUserCall, InviteUserError } from './inviteUser';
