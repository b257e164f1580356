export {
  type BackendConfig,
  type EmbeddedBackendConfig,
  type NhostCloudConfig,
  resolveServiceUrls,
  type SdkConfig,
  type SdkOptions,
  type ServiceUrls,
} from './config';
export { createSdk } from './createSdk';
export { type Sdk, type SdkSession } from './sdkSession';
export { createLazySdk } from './createLazySdk';
export type { Services } from './services';
export {
  type ActiveOrganization,
  activeOrganizationStorageKey,
  createActiveOrganization,
  type OrganizationSnapshot,
  type OrganizationSource,
} from './session/activeOrganization';
export {
  type ActiveRole,
  activeRoleStorageKey,
  createActiveRole,
  type RoleSnapshot,
  type RoleSource,
} from './session/activeRole';
export { browserRefreshLock, type RefreshLock } from './auth/refreshLock';
export { createFunctionsClient, FunctionCallError, type FunctionsClient } from './functions/functionsClient';
export type { MutationMeta } from './graphql/mutationMeta';
export {
  ERRORS,
  type CatalogueErrorCode,
  type ErrorCode,
  type ErrorPayload,
  isErrorPayload,
  NETWORK_ERROR_CODE,
  OTHER_ERROR_CODE,
  SdkError,
  STATE_ERROR_CODE,
  VALIDATION_ERROR_CODE,
} from './errors';
export type { AccountCalls, ActionResult, CreatePersonalAccessTokenParams } from './auth/account';
export type {
  CreatePATResponse,
  CredentialAssertionResponse,
  CredentialCreationResponse,
  DeanonymizeParams,
  PublicKeyCredentialCreationOptions,
  PublicKeyCredentialRequestOptions,
  RedirectOptions,
  SecurityKeySignUpOptions,
  SignInIdTokenParams,
  SignUpOptions,
  TotpGenerateResponse,
  VerifyAddSecurityKeyResponse,
} from './auth/authApi';
export type {
  AuthClient,
  DeanonymizeResult,
  ElevateResult,
  ProviderSignInOptions,
  RefreshResult,
  RegistrationResult,
  SignInParams,
  SignInResult,
  SignOutResult,
} from './auth/authClient';
export {
  createChangeEmailMachine,
  createChangePasswordMachine,
  createRequestMachine,
  createResetPasswordMachine,
  createSendVerificationEmailMachine,
  type RequestMachine,
  type RequestSnapshot,
} from './auth/requestMachine';
export {
  browserWebAuthn,
  INVALID_USER_ID_LENGTH,
  isValidSecurityKeyUserId,
  type WebAuthnCeremonies,
} from './auth/webauthn';
export * from './auth/constants';
export {
  decodeJwtPayload,
  getHasuraClaims,
  HASURA_CLAIMS_NAMESPACE,
  type HasuraClaims,
  InvalidTokenError,
  type JwtPayload,
} from './auth/jwt';
export type { PageLocation } from './auth/pageUrl';
export {
  type AuthContext,
  type AuthenticatingState,
  type AuthenticationState,
  type AuthErrors,
  type AuthSnapshot,
  isLoadingState,
  matchesState,
  type RefreshTimerState,
  type RegisteringState,
  type RegistrationState,
  type Session,
  type SignedOutState,
  type TokenState,
  type User,
} from './auth/state';
export {
  isValidEmail,
  isValidMfaTicket,
  isValidPassword,
  isValidPhoneNumber,
  validateEmail,
  validateEmailPassword,
  validateMfaTicket,
  validatePassword,
  validatePhoneNumber,
} from './auth/validation';
export {
  createGraphqlClient,
  type GraphqlClient,
  type GraphqlRequestOptions,
  type GraphqlVariables,
} from './graphql/graphqlClient';
export {
  GraphqlRequestError,
  isAccessDenied,
  isTransientError,
  MALFORMED_GRAPHQL_RESPONSE,
} from './graphql/graphqlErrors';
export {
  type ClientStorage,
  type ClientStorageType,
  COOKIE_MAX_AGE_DAYS,
  type CookieJar,
  createCookieStorage,
  createMemoryStorage,
} from './nhost/clientStorage';
export { type AppStores, createAppStores, syncUserStoreWithAuth } from './stores/appStores';
export { defaultAppStores } from './stores/defaultStores';
export {
  createSystemStore,
  DEFAULT_SYSTEM_STATE,
  type SystemActions,
  type SystemState,
  type SystemStore,
  type SystemStoreApi,
} from './stores/systemState.store';
export { buildUserProfile, type UserProfile } from './stores/userProfile';
export {
  createUserStore,
  DEFAULT_USER_STATE,
  type UserActions,
  type UserState,
  type UserStateError,
  type UserStore,
  type UserStoreApi,
} from './stores/userState.store';
export {
  createStorageClient,
  type FileInfo,
  type FileMetadata,
  type ImageTransform,
  type PresignedUrl,
  type ReplaceParams,
  type StorageClient,
  type StorageClientOptions,
  type StorageRequestOptions,
  transformQuery,
  type UploadParams,
  type UploadProgress,
} from './storage/storageClient';
export { STORAGE_ERRORS, StorageRequestError, storageErrorCode } from './storage/storageErrors';
export { createStorageQueries, type StorageQueries, storageKeys } from './storage/storage.queries';
export { createStorageMutations } from './storage/storage.mutations';
export {
  AVATAR_BUCKET,
  AVATAR_TRANSFORM,
  avatarFileId,
  createProfileMutations,
  createProfileQueries,
  type PersonalAccessTokenInfo,
  type ProfileDetails,
  type ProfileMutations,
  type ProfileQueries,
  profileKeys,
  type SecurityKey,
  type UploadAvatarVariables,
} from './profile/profile';
export * from './profile/profile.documents';
export * from './clients/clients.documents';
export * from './notifications/notifications.documents';
export {
  createNotificationQueries,
  NOTIFICATION_PANEL_SIZE,
  notificationKeys,
  type Notification,
  type NotificationQueries,
} from './notifications/notifications.queries';
export { createNotificationMutations } from './notifications/notifications.mutations';
export { type LiveUnreadCount } from './notifications/notifications.live';
export { createLiveSubscriptions, type LiveSubscriptions, webSocketUrl } from './graphql/liveSubscription';
export {
  createLiveNotice,
  createLiveNoticeList,
  isNoticeStale,
  type LiveNotice,
  type LiveNoticeList,
  type NoticeListRow,
  type NoticeStamp,
  withLiveRows,
} from './notices/notices.live';
export {
  CLIENT_COUNT_CAP,
  CLIENT_HISTORY_PAGE_SIZE,
  CLIENT_KINDS,
  CLIENT_SORT_FIELDS,
  CLIENT_STATUSES,
  clientKeys,
  clientOrderBy,
  clientWhere,
  createClientQueries,
  DEFAULT_CLIENT_PAGE_SIZE,
  toPgArray,
  type ClientDetails,
  type ClientKind,
  type ClientListFilters,
  type ClientListPage,
  type ClientQueries,
  type ClientSortField,
  type ClientStatus,
} from './clients/clients.queries';
export {
  createClientMutations,
  statusChangedMessage,
  type ClientChanges,
  type ClientMutations,
  type NewClient,
} from './clients/clients.mutations';
export type {
  ClientConsentFragment,
  ClientContactFragment,
  ClientDetailFragment,
  ClientListItemFragment,
} from './gql/graphql';
export * from './campaigns/campaigns.constants';
export * from './campaigns/campaigns.documents';
export * from './campaigns/campaigns.queries';
export * from './campaigns/campaigns.mutations';
export * from './dashboard/dashboard.documents';
export * from './dashboard/dashboard.queries';
export type { CampaignListItemFragment, CampaignResultsFragment } from './gql/graphql';
export * from './products/products.documents';
export {
  createProductQueries,
  DEFAULT_PRODUCT_PAGE_SIZE,
  PRODUCT_COUNT_CAP,
  PRODUCT_SORT_FIELDS,
  PRODUCT_UNITS,
  productKeys,
  productOrderBy,
  productWhere,
  VAT_RATES,
  type ProductListFilters,
  type ProductListPage,
  type ProductQueries,
  type ProductSortField,
  type ProductUnit,
  type VatRate,
} from './products/products.queries';
export {
  createProductMutations,
  type ImportedProduct,
  type NewProduct,
  type ProductChanges,
  type ProductMutations,
} from './products/products.mutations';
export type { ProductCategoryFragment, ProductDetailFragment, ProductListItemFragment } from './gql/graphql';
export * from './pricelists/pricelists.documents';
export {
  createPriceListQueries,
  PRICE_LIST_COLUMNS,
  PRICE_LIST_LIMIT,
  priceListKeys,
  type PriceListColumn,
  type PriceListQueries,
} from './pricelists/pricelists.queries';
export {
  createPriceListMutations,
  type GeneratedPriceList,
  type GeneratePriceListInput,
  type PriceListMutations,
} from './pricelists/pricelists.mutations';
export type { PriceListSummaryFragment } from './gql/graphql';
export * from './notices/notices.documents';
export {
  createNoticeQueries,
  DEFAULT_NOTICE_PAGE_SIZE,
  NOTICE_COUNT_CAP,
  NOTICE_PRODUCTS_LIMIT,
  NOTICE_SORT_FIELDS,
  noticeKeys,
  noticeOrderBy,
  noticePageVariables,
  noticeWhere,
  type NoticeDetails,
  type NoticeListFilters,
  type NoticeListPage,
  type NoticeQueries,
  type NoticeSlotsParams,
  type NoticeSortField,
  type RampSlots,
} from './notices/notices.queries';
export {
  createNoticeMutations,
  NOTICE_ATTACHMENTS_BUCKET,
  type NewNotice,
  type NoticeChanges,
  type NoticeLine,
  type NoticeMutations,
  type NoticeStatusChange,
} from './notices/notices.mutations';
export { NOTICE_RULES, noticeRuleMessage, noticeRuleOf, type NoticeRule } from './notices/notices.rules';
export * from './notices/fieldAreas.documents';
export {
  ArrivalRefusedError,
  createFieldAreaNotices,
  DRIVER_NOTICES_LIMIT,
  fieldAreaKeys,
  type DriverNotice,
  type FieldAreaNotices,
  type KlientCompany,
} from './notices/fieldAreas';
export * from './warehouses/warehouses.documents';
export {
  createWarehouseQueries,
  warehouseKeys,
  type WarehouseQueries,
  type WarehouseWithRamps,
} from './warehouses/warehouses.queries';
export { createWarehouseMutations, type WarehouseMutations } from './warehouses/warehouses.mutations';
export type {
  DriverNoticeFragment,
  NoticeAttachmentFragment,
  NoticeDetailFragment,
  NoticeEventFragment,
  NoticeItemFragment,
  NoticeListItemFragment,
  RampFragment,
  WarehouseFragment,
} from './gql/graphql';
export { getFragmentData, makeFragmentData, type FragmentType } from './gql';
export * from './admin';
