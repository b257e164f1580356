/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Boolean expression to compare columns of type "Boolean". All fields are combined with logical 'AND'. */
export type Boolean_Comparison_Exp = {
  _eq?: boolean | null | undefined;
  _gt?: boolean | null | undefined;
  _gte?: boolean | null | undefined;
  _in?: Array<boolean> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: boolean | null | undefined;
  _lte?: boolean | null | undefined;
  _neq?: boolean | null | undefined;
  _nin?: Array<boolean> | null | undefined;
};

/** Boolean expression to compare columns of type "Int". All fields are combined with logical 'AND'. */
export type Int_Comparison_Exp = {
  _eq?: number | null | undefined;
  _gt?: number | null | undefined;
  _gte?: number | null | undefined;
  _in?: Array<number> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: number | null | undefined;
  _lte?: number | null | undefined;
  _neq?: number | null | undefined;
  _nin?: Array<number> | null | undefined;
};

/** Boolean expression to compare columns of type "String". All fields are combined with logical 'AND'. */
export type String_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  /** does the column match the given case-insensitive pattern */
  _ilike?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  /** does the column match the given POSIX regular expression, case insensitive */
  _iregex?: string | null | undefined;
  _is_null?: boolean | null | undefined;
  /** does the column match the given pattern */
  _like?: string | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  /** does the column NOT match the given case-insensitive pattern */
  _nilike?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
  /** does the column NOT match the given POSIX regular expression, case insensitive */
  _niregex?: string | null | undefined;
  /** does the column NOT match the given pattern */
  _nlike?: string | null | undefined;
  /** does the column NOT match the given POSIX regular expression, case sensitive */
  _nregex?: string | null | undefined;
  /** does the column NOT match the given SQL regular expression */
  _nsimilar?: string | null | undefined;
  /** does the column match the given POSIX regular expression, case sensitive */
  _regex?: string | null | undefined;
  /** does the column match the given SQL regular expression */
  _similar?: string | null | undefined;
};

/** Boolean expression to compare columns of type "_text". All fields are combined with logical 'AND'. */
export type _Text_Comparison_Exp = {
  /** is the array contained in the given array value */
  _contained_in?: string | null | undefined;
  /** does the array contain the given value */
  _contains?: string | null | undefined;
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
};

export type Audit_Log_Aggregate_Bool_Exp = {
  count?: Audit_Log_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Audit_Log_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Audit_Log_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Audit_Log_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "audit_log" */
export type Audit_Log_Aggregate_Order_By = {
  avg?: Audit_Log_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Audit_Log_Max_Order_By | null | undefined;
  min?: Audit_Log_Min_Order_By | null | undefined;
  stddev?: Audit_Log_Stddev_Order_By | null | undefined;
  stddev_pop?: Audit_Log_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Audit_Log_Stddev_Samp_Order_By | null | undefined;
  sum?: Audit_Log_Sum_Order_By | null | undefined;
  var_pop?: Audit_Log_Var_Pop_Order_By | null | undefined;
  var_samp?: Audit_Log_Var_Samp_Order_By | null | undefined;
  variance?: Audit_Log_Variance_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "audit_log" */
export type Audit_Log_Arr_Rel_Insert_Input = {
  data: Array<Audit_Log_Insert_Input>;
  /** upsert condition */
  on_conflict?: Audit_Log_On_Conflict | null | undefined;
};

export type Audit_Log_Avg_Order_By = {
  id?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "audit_log". All fields are combined with a logical 'AND'. */
export type Audit_Log_Bool_Exp = {
  _and?: Array<Audit_Log_Bool_Exp> | null | undefined;
  _not?: Audit_Log_Bool_Exp | null | undefined;
  _or?: Array<Audit_Log_Bool_Exp> | null | undefined;
  action?: String_Comparison_Exp | null | undefined;
  changed_at?: Timestamptz_Comparison_Exp | null | undefined;
  changed_by?: Uuid_Comparison_Exp | null | undefined;
  changed_by_profiles?: Profiles_Bool_Exp | null | undefined;
  changed_by_profiles_aggregate?: Profiles_Aggregate_Bool_Exp | null | undefined;
  client?: Clients_Bool_Exp | null | undefined;
  client_id?: Uuid_Comparison_Exp | null | undefined;
  id?: Bigint_Comparison_Exp | null | undefined;
  new_data?: Jsonb_Comparison_Exp | null | undefined;
  old_data?: Jsonb_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  row_id?: Uuid_Comparison_Exp | null | undefined;
  table_name?: String_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "audit_log" */
export type Audit_Log_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'audit_log_pkey';

/** input type for inserting data into table "audit_log" */
export type Audit_Log_Insert_Input = {
  action?: string | null | undefined;
  changed_at?: string | null | undefined;
  changed_by?: string | null | undefined;
  changed_by_profiles?: Profiles_Arr_Rel_Insert_Input | null | undefined;
  client?: Clients_Obj_Rel_Insert_Input | null | undefined;
  client_id?: string | null | undefined;
  new_data?: unknown;
  old_data?: unknown;
  org_id?: string | null | undefined;
  organization?: Organizations_Obj_Rel_Insert_Input | null | undefined;
  row_id?: string | null | undefined;
  table_name?: string | null | undefined;
};

export type Audit_Log_Max_Order_By = {
  action?: Order_By | null | undefined;
  changed_at?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  table_name?: Order_By | null | undefined;
};

export type Audit_Log_Min_Order_By = {
  action?: Order_By | null | undefined;
  changed_at?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  table_name?: Order_By | null | undefined;
};

/** on_conflict condition type for table "audit_log" */
export type Audit_Log_On_Conflict = {
  constraint: Audit_Log_Constraint;
  update_columns?: Array<Audit_Log_Update_Column>;
  where?: Audit_Log_Bool_Exp | null | undefined;
};

/** select columns of table "audit_log" */
export type Audit_Log_Select_Column =
  /** column name */
  | 'action'
  /** column name */
  | 'changed_at'
  /** column name */
  | 'changed_by'
  /** column name */
  | 'client_id'
  /** column name */
  | 'id'
  /** column name */
  | 'new_data'
  /** column name */
  | 'old_data'
  /** column name */
  | 'org_id'
  /** column name */
  | 'row_id'
  /** column name */
  | 'table_name';

export type Audit_Log_Stddev_Order_By = {
  id?: Order_By | null | undefined;
};

export type Audit_Log_Stddev_Pop_Order_By = {
  id?: Order_By | null | undefined;
};

export type Audit_Log_Stddev_Samp_Order_By = {
  id?: Order_By | null | undefined;
};

export type Audit_Log_Sum_Order_By = {
  id?: Order_By | null | undefined;
};

/** update columns of table "audit_log" */
export type Audit_Log_Update_Column =
  /** column name */
  | 'action'
  /** column name */
  | 'changed_at'
  /** column name */
  | 'changed_by'
  /** column name */
  | 'client_id'
  /** column name */
  | 'new_data'
  /** column name */
  | 'old_data'
  /** column name */
  | 'org_id'
  /** column name */
  | 'row_id'
  /** column name */
  | 'table_name';

export type Audit_Log_Var_Pop_Order_By = {
  id?: Order_By | null | undefined;
};

export type Audit_Log_Var_Samp_Order_By = {
  id?: Order_By | null | undefined;
};

export type Audit_Log_Variance_Order_By = {
  id?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "auth.providers". All fields are combined with a logical 'AND'. */
export type AuthProviders_Bool_Exp = {
  _and?: Array<AuthProviders_Bool_Exp> | null | undefined;
  _not?: AuthProviders_Bool_Exp | null | undefined;
  _or?: Array<AuthProviders_Bool_Exp> | null | undefined;
  id?: String_Comparison_Exp | null | undefined;
  userProviders?: AuthUserProviders_Bool_Exp | null | undefined;
  userProviders_aggregate?: AuthUserProviders_Aggregate_Bool_Exp | null | undefined;
};

/** unique or primary key constraints on table "auth.providers" */
export type AuthProviders_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'providers_pkey';

/** input type for inserting data into table "auth.providers" */
export type AuthProviders_Insert_Input = {
  id?: string | null | undefined;
  userProviders?: AuthUserProviders_Arr_Rel_Insert_Input | null | undefined;
};

/** input type for inserting object relation for remote table "auth.providers" */
export type AuthProviders_Obj_Rel_Insert_Input = {
  data: AuthProviders_Insert_Input;
  /** upsert condition */
  on_conflict?: AuthProviders_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "auth.providers" */
export type AuthProviders_On_Conflict = {
  constraint: AuthProviders_Constraint;
  update_columns?: Array<AuthProviders_Update_Column>;
  where?: AuthProviders_Bool_Exp | null | undefined;
};

/** update columns of table "auth.providers" */
export type AuthProviders_Update_Column =
  /** column name */
  | 'id';

export type AuthRefreshTokens_Aggregate_Bool_Exp = {
  count?: AuthRefreshTokens_Aggregate_Bool_Exp_Count | null | undefined;
};

export type AuthRefreshTokens_Aggregate_Bool_Exp_Count = {
  arguments?: Array<AuthRefreshTokens_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: AuthRefreshTokens_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "auth.refresh_tokens" */
export type AuthRefreshTokens_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: AuthRefreshTokens_Max_Order_By | null | undefined;
  min?: AuthRefreshTokens_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "auth.refresh_tokens" */
export type AuthRefreshTokens_Arr_Rel_Insert_Input = {
  data: Array<AuthRefreshTokens_Insert_Input>;
  /** upsert condition */
  on_conflict?: AuthRefreshTokens_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "auth.refresh_tokens". All fields are combined with a logical 'AND'. */
export type AuthRefreshTokens_Bool_Exp = {
  _and?: Array<AuthRefreshTokens_Bool_Exp> | null | undefined;
  _not?: AuthRefreshTokens_Bool_Exp | null | undefined;
  _or?: Array<AuthRefreshTokens_Bool_Exp> | null | undefined;
  createdAt?: Timestamptz_Comparison_Exp | null | undefined;
  expiresAt?: Timestamptz_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  metadata?: Jsonb_Comparison_Exp | null | undefined;
  refreshTokenHash?: String_Comparison_Exp | null | undefined;
  type?: String_Comparison_Exp | null | undefined;
  user?: Users_Bool_Exp | null | undefined;
  userId?: Uuid_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "auth.refresh_tokens" */
export type AuthRefreshTokens_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'refresh_tokens_pkey';

/** input type for inserting data into table "auth.refresh_tokens" */
export type AuthRefreshTokens_Insert_Input = {
  createdAt?: string | null | undefined;
  expiresAt?: string | null | undefined;
  id?: string | null | undefined;
  metadata?: unknown;
  refreshTokenHash?: string | null | undefined;
  type?: string | null | undefined;
  user?: Users_Obj_Rel_Insert_Input | null | undefined;
  userId?: string | null | undefined;
};

export type AuthRefreshTokens_Max_Order_By = {
  createdAt?: Order_By | null | undefined;
  expiresAt?: Order_By | null | undefined;
  refreshTokenHash?: Order_By | null | undefined;
  type?: Order_By | null | undefined;
};

export type AuthRefreshTokens_Min_Order_By = {
  createdAt?: Order_By | null | undefined;
  expiresAt?: Order_By | null | undefined;
  refreshTokenHash?: Order_By | null | undefined;
  type?: Order_By | null | undefined;
};

/** on_conflict condition type for table "auth.refresh_tokens" */
export type AuthRefreshTokens_On_Conflict = {
  constraint: AuthRefreshTokens_Constraint;
  update_columns?: Array<AuthRefreshTokens_Update_Column>;
  where?: AuthRefreshTokens_Bool_Exp | null | undefined;
};

/** select columns of table "auth.refresh_tokens" */
export type AuthRefreshTokens_Select_Column =
  /** column name */
  | 'createdAt'
  /** column name */
  | 'expiresAt'
  /** column name */
  | 'id'
  /** column name */
  | 'metadata'
  /** column name */
  | 'refreshTokenHash'
  /** column name */
  | 'type'
  /** column name */
  | 'userId';

/** update columns of table "auth.refresh_tokens" */
export type AuthRefreshTokens_Update_Column =
  /** column name */
  | 'createdAt'
  /** column name */
  | 'expiresAt'
  /** column name */
  | 'id'
  /** column name */
  | 'metadata'
  /** column name */
  | 'refreshTokenHash'
  /** column name */
  | 'type'
  /** column name */
  | 'userId';

/** Boolean expression to filter rows from the table "auth.roles". All fields are combined with a logical 'AND'. */
export type AuthRoles_Bool_Exp = {
  _and?: Array<AuthRoles_Bool_Exp> | null | undefined;
  _not?: AuthRoles_Bool_Exp | null | undefined;
  _or?: Array<AuthRoles_Bool_Exp> | null | undefined;
  role?: String_Comparison_Exp | null | undefined;
  userRoles?: AuthUserRoles_Bool_Exp | null | undefined;
  userRoles_aggregate?: AuthUserRoles_Aggregate_Bool_Exp | null | undefined;
  usersByDefaultRole?: Users_Bool_Exp | null | undefined;
  usersByDefaultRole_aggregate?: Users_Aggregate_Bool_Exp | null | undefined;
};

/** unique or primary key constraints on table "auth.roles" */
export type AuthRoles_Constraint =
  /** unique or primary key constraint on columns "role" */
  | 'roles_pkey';

/** input type for inserting data into table "auth.roles" */
export type AuthRoles_Insert_Input = {
  role?: string | null | undefined;
  userRoles?: AuthUserRoles_Arr_Rel_Insert_Input | null | undefined;
  usersByDefaultRole?: Users_Arr_Rel_Insert_Input | null | undefined;
};

/** input type for inserting object relation for remote table "auth.roles" */
export type AuthRoles_Obj_Rel_Insert_Input = {
  data: AuthRoles_Insert_Input;
  /** upsert condition */
  on_conflict?: AuthRoles_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "auth.roles" */
export type AuthRoles_On_Conflict = {
  constraint: AuthRoles_Constraint;
  update_columns?: Array<AuthRoles_Update_Column>;
  where?: AuthRoles_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "auth.roles". */
export type AuthRoles_Order_By = {
  role?: Order_By | null | undefined;
  userRoles_aggregate?: AuthUserRoles_Aggregate_Order_By | null | undefined;
  usersByDefaultRole_aggregate?: Users_Aggregate_Order_By | null | undefined;
};

/** update columns of table "auth.roles" */
export type AuthRoles_Update_Column =
  /** column name */
  | 'role';

export type AuthUserProviders_Aggregate_Bool_Exp = {
  count?: AuthUserProviders_Aggregate_Bool_Exp_Count | null | undefined;
};

export type AuthUserProviders_Aggregate_Bool_Exp_Count = {
  arguments?: Array<AuthUserProviders_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: AuthUserProviders_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "auth.user_providers" */
export type AuthUserProviders_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: AuthUserProviders_Max_Order_By | null | undefined;
  min?: AuthUserProviders_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "auth.user_providers" */
export type AuthUserProviders_Arr_Rel_Insert_Input = {
  data: Array<AuthUserProviders_Insert_Input>;
  /** upsert condition */
  on_conflict?: AuthUserProviders_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "auth.user_providers". All fields are combined with a logical 'AND'. */
export type AuthUserProviders_Bool_Exp = {
  _and?: Array<AuthUserProviders_Bool_Exp> | null | undefined;
  _not?: AuthUserProviders_Bool_Exp | null | undefined;
  _or?: Array<AuthUserProviders_Bool_Exp> | null | undefined;
  accessToken?: String_Comparison_Exp | null | undefined;
  createdAt?: Timestamptz_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  provider?: AuthProviders_Bool_Exp | null | undefined;
  providerId?: String_Comparison_Exp | null | undefined;
  providerUserId?: String_Comparison_Exp | null | undefined;
  refreshToken?: String_Comparison_Exp | null | undefined;
  updatedAt?: Timestamptz_Comparison_Exp | null | undefined;
  user?: Users_Bool_Exp | null | undefined;
  userId?: Uuid_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "auth.user_providers" */
export type AuthUserProviders_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'user_providers_pkey'
  /** unique or primary key constraint on columns "provider_id", "provider_user_id" */
  | 'user_providers_provider_id_provider_user_id_key';

/** input type for inserting data into table "auth.user_providers" */
export type AuthUserProviders_Insert_Input = {
  accessToken?: string | null | undefined;
  createdAt?: string | null | undefined;
  id?: string | null | undefined;
  provider?: AuthProviders_Obj_Rel_Insert_Input | null | undefined;
  providerId?: string | null | undefined;
  providerUserId?: string | null | undefined;
  refreshToken?: string | null | undefined;
  updatedAt?: string | null | undefined;
  user?: Users_Obj_Rel_Insert_Input | null | undefined;
  userId?: string | null | undefined;
};

export type AuthUserProviders_Max_Order_By = {
  accessToken?: Order_By | null | undefined;
  createdAt?: Order_By | null | undefined;
  providerId?: Order_By | null | undefined;
  providerUserId?: Order_By | null | undefined;
  refreshToken?: Order_By | null | undefined;
  updatedAt?: Order_By | null | undefined;
};

export type AuthUserProviders_Min_Order_By = {
  accessToken?: Order_By | null | undefined;
  createdAt?: Order_By | null | undefined;
  providerId?: Order_By | null | undefined;
  providerUserId?: Order_By | null | undefined;
  refreshToken?: Order_By | null | undefined;
  updatedAt?: Order_By | null | undefined;
};

/** on_conflict condition type for table "auth.user_providers" */
export type AuthUserProviders_On_Conflict = {
  constraint: AuthUserProviders_Constraint;
  update_columns?: Array<AuthUserProviders_Update_Column>;
  where?: AuthUserProviders_Bool_Exp | null | undefined;
};

/** select columns of table "auth.user_providers" */
export type AuthUserProviders_Select_Column =
  /** column name */
  | 'accessToken'
  /** column name */
  | 'createdAt'
  /** column name */
  | 'id'
  /** column name */
  | 'providerId'
  /** column name */
  | 'providerUserId'
  /** column name */
  | 'refreshToken'
  /** column name */
  | 'updatedAt'
  /** column name */
  | 'userId';

/** update columns of table "auth.user_providers" */
export type AuthUserProviders_Update_Column =
  /** column name */
  | 'accessToken'
  /** column name */
  | 'createdAt'
  /** column name */
  | 'id'
  /** column name */
  | 'providerId'
  /** column name */
  | 'providerUserId'
  /** column name */
  | 'refreshToken'
  /** column name */
  | 'updatedAt'
  /** column name */
  | 'userId';

export type AuthUserRoles_Aggregate_Bool_Exp = {
  count?: AuthUserRoles_Aggregate_Bool_Exp_Count | null | undefined;
};

export type AuthUserRoles_Aggregate_Bool_Exp_Count = {
  arguments?: Array<AuthUserRoles_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: AuthUserRoles_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "auth.user_roles" */
export type AuthUserRoles_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: AuthUserRoles_Max_Order_By | null | undefined;
  min?: AuthUserRoles_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "auth.user_roles" */
export type AuthUserRoles_Arr_Rel_Insert_Input = {
  data: Array<AuthUserRoles_Insert_Input>;
  /** upsert condition */
  on_conflict?: AuthUserRoles_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "auth.user_roles". All fields are combined with a logical 'AND'. */
export type AuthUserRoles_Bool_Exp = {
  _and?: Array<AuthUserRoles_Bool_Exp> | null | undefined;
  _not?: AuthUserRoles_Bool_Exp | null | undefined;
  _or?: Array<AuthUserRoles_Bool_Exp> | null | undefined;
  createdAt?: Timestamptz_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  role?: String_Comparison_Exp | null | undefined;
  roleByRole?: AuthRoles_Bool_Exp | null | undefined;
  user?: Users_Bool_Exp | null | undefined;
  userId?: Uuid_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "auth.user_roles" */
export type AuthUserRoles_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'user_roles_pkey'
  /** unique or primary key constraint on columns "user_id", "role" */
  | 'user_roles_user_id_role_key';

/** input type for inserting data into table "auth.user_roles" */
export type AuthUserRoles_Insert_Input = {
  createdAt?: string | null | undefined;
  id?: string | null | undefined;
  role?: string | null | undefined;
  roleByRole?: AuthRoles_Obj_Rel_Insert_Input | null | undefined;
  user?: Users_Obj_Rel_Insert_Input | null | undefined;
  userId?: string | null | undefined;
};

export type AuthUserRoles_Max_Order_By = {
  createdAt?: Order_By | null | undefined;
  role?: Order_By | null | undefined;
};

export type AuthUserRoles_Min_Order_By = {
  createdAt?: Order_By | null | undefined;
  role?: Order_By | null | undefined;
};

/** on_conflict condition type for table "auth.user_roles" */
export type AuthUserRoles_On_Conflict = {
  constraint: AuthUserRoles_Constraint;
  update_columns?: Array<AuthUserRoles_Update_Column>;
  where?: AuthUserRoles_Bool_Exp | null | undefined;
};

/** select columns of table "auth.user_roles" */
export type AuthUserRoles_Select_Column =
  /** column name */
  | 'createdAt'
  /** column name */
  | 'id'
  /** column name */
  | 'role'
  /** column name */
  | 'userId';

/** update columns of table "auth.user_roles" */
export type AuthUserRoles_Update_Column =
  /** column name */
  | 'createdAt'
  /** column name */
  | 'id'
  /** column name */
  | 'role'
  /** column name */
  | 'userId';

export type AuthUserSecurityKeys_Aggregate_Bool_Exp = {
  count?: AuthUserSecurityKeys_Aggregate_Bool_Exp_Count | null | undefined;
};

export type AuthUserSecurityKeys_Aggregate_Bool_Exp_Count = {
  arguments?: Array<AuthUserSecurityKeys_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: AuthUserSecurityKeys_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "auth.user_security_keys" */
export type AuthUserSecurityKeys_Aggregate_Order_By = {
  avg?: AuthUserSecurityKeys_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: AuthUserSecurityKeys_Max_Order_By | null | undefined;
  min?: AuthUserSecurityKeys_Min_Order_By | null | undefined;
  stddev?: AuthUserSecurityKeys_Stddev_Order_By | null | undefined;
  stddev_pop?: AuthUserSecurityKeys_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: AuthUserSecurityKeys_Stddev_Samp_Order_By | null | undefined;
  sum?: AuthUserSecurityKeys_Sum_Order_By | null | undefined;
  var_pop?: AuthUserSecurityKeys_Var_Pop_Order_By | null | undefined;
  var_samp?: AuthUserSecurityKeys_Var_Samp_Order_By | null | undefined;
  variance?: AuthUserSecurityKeys_Variance_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "auth.user_security_keys" */
export type AuthUserSecurityKeys_Arr_Rel_Insert_Input = {
  data: Array<AuthUserSecurityKeys_Insert_Input>;
  /** upsert condition */
  on_conflict?: AuthUserSecurityKeys_On_Conflict | null | undefined;
};

export type AuthUserSecurityKeys_Avg_Order_By = {
  counter?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "auth.user_security_keys". All fields are combined with a logical 'AND'. */
export type AuthUserSecurityKeys_Bool_Exp = {
  _and?: Array<AuthUserSecurityKeys_Bool_Exp> | null | undefined;
  _not?: AuthUserSecurityKeys_Bool_Exp | null | undefined;
  _or?: Array<AuthUserSecurityKeys_Bool_Exp> | null | undefined;
  counter?: Bigint_Comparison_Exp | null | undefined;
  credentialId?: String_Comparison_Exp | null | undefined;
  credentialPublicKey?: Bytea_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  nickname?: String_Comparison_Exp | null | undefined;
  transports?: String_Comparison_Exp | null | undefined;
  user?: Users_Bool_Exp | null | undefined;
  userId?: Uuid_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "auth.user_security_keys" */
export type AuthUserSecurityKeys_Constraint =
  /** unique or primary key constraint on columns "credential_id" */
  | 'user_security_keys_credential_id_key'
  /** unique or primary key constraint on columns "id" */
  | 'user_security_keys_pkey';

/** input type for inserting data into table "auth.user_security_keys" */
export type AuthUserSecurityKeys_Insert_Input = {
  counter?: string | number | null | undefined;
  credentialId?: string | null | undefined;
  credentialPublicKey?: string | null | undefined;
  id?: string | null | undefined;
  nickname?: string | null | undefined;
  transports?: string | null | undefined;
  user?: Users_Obj_Rel_Insert_Input | null | undefined;
  userId?: string | null | undefined;
};

export type AuthUserSecurityKeys_Max_Order_By = {
  counter?: Order_By | null | undefined;
  credentialId?: Order_By | null | undefined;
  nickname?: Order_By | null | undefined;
  transports?: Order_By | null | undefined;
};

export type AuthUserSecurityKeys_Min_Order_By = {
  counter?: Order_By | null | undefined;
  credentialId?: Order_By | null | undefined;
  nickname?: Order_By | null | undefined;
  transports?: Order_By | null | undefined;
};

/** on_conflict condition type for table "auth.user_security_keys" */
export type AuthUserSecurityKeys_On_Conflict = {
  constraint: AuthUserSecurityKeys_Constraint;
  update_columns?: Array<AuthUserSecurityKeys_Update_Column>;
  where?: AuthUserSecurityKeys_Bool_Exp | null | undefined;
};

/** select columns of table "auth.user_security_keys" */
export type AuthUserSecurityKeys_Select_Column =
  /** column name */
  | 'counter'
  /** column name */
  | 'credentialId'
  /** column name */
  | 'credentialPublicKey'
  /** column name */
  | 'id'
  /** column name */
  | 'nickname'
  /** column name */
  | 'transports'
  /** column name */
  | 'userId';

export type AuthUserSecurityKeys_Stddev_Order_By = {
  counter?: Order_By | null | undefined;
};

export type AuthUserSecurityKeys_Stddev_Pop_Order_By = {
  counter?: Order_By | null | undefined;
};

export type AuthUserSecurityKeys_Stddev_Samp_Order_By = {
  counter?: Order_By | null | undefined;
};

export type AuthUserSecurityKeys_Sum_Order_By = {
  counter?: Order_By | null | undefined;
};

/** update columns of table "auth.user_security_keys" */
export type AuthUserSecurityKeys_Update_Column =
  /** column name */
  | 'counter'
  /** column name */
  | 'credentialId'
  /** column name */
  | 'credentialPublicKey'
  /** column name */
  | 'id'
  /** column name */
  | 'nickname'
  /** column name */
  | 'transports'
  /** column name */
  | 'userId';

export type AuthUserSecurityKeys_Var_Pop_Order_By = {
  counter?: Order_By | null | undefined;
};

export type AuthUserSecurityKeys_Var_Samp_Order_By = {
  counter?: Order_By | null | undefined;
};

export type AuthUserSecurityKeys_Variance_Order_By = {
  counter?: Order_By | null | undefined;
};

/** Boolean expression to compare columns of type "bigint". All fields are combined with logical 'AND'. */
export type Bigint_Comparison_Exp = {
  _eq?: string | number | null | undefined;
  _gt?: string | number | null | undefined;
  _gte?: string | number | null | undefined;
  _in?: Array<string | number> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | number | null | undefined;
  _lte?: string | number | null | undefined;
  _neq?: string | number | null | undefined;
  _nin?: Array<string | number> | null | undefined;
};

/** Boolean expression to filter rows from the table "storage.buckets". All fields are combined with a logical 'AND'. */
export type Buckets_Bool_Exp = {
  _and?: Array<Buckets_Bool_Exp> | null | undefined;
  _not?: Buckets_Bool_Exp | null | undefined;
  _or?: Array<Buckets_Bool_Exp> | null | undefined;
  cacheControl?: String_Comparison_Exp | null | undefined;
  createdAt?: Timestamptz_Comparison_Exp | null | undefined;
  downloadExpiration?: Int_Comparison_Exp | null | undefined;
  files?: Files_Bool_Exp | null | undefined;
  files_aggregate?: Files_Aggregate_Bool_Exp | null | undefined;
  id?: String_Comparison_Exp | null | undefined;
  maxUploadFileSize?: Int_Comparison_Exp | null | undefined;
  minUploadFileSize?: Int_Comparison_Exp | null | undefined;
  presignedUrlsEnabled?: Boolean_Comparison_Exp | null | undefined;
  updatedAt?: Timestamptz_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "storage.buckets" */
export type Buckets_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'buckets_pkey';

/** input type for inserting data into table "storage.buckets" */
export type Buckets_Insert_Input = {
  cacheControl?: string | null | undefined;
  createdAt?: string | null | undefined;
  downloadExpiration?: number | null | undefined;
  files?: Files_Arr_Rel_Insert_Input | null | undefined;
  id?: string | null | undefined;
  maxUploadFileSize?: number | null | undefined;
  minUploadFileSize?: number | null | undefined;
  presignedUrlsEnabled?: boolean | null | undefined;
  updatedAt?: string | null | undefined;
};

/** input type for inserting object relation for remote table "storage.buckets" */
export type Buckets_Obj_Rel_Insert_Input = {
  data: Buckets_Insert_Input;
  /** upsert condition */
  on_conflict?: Buckets_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "storage.buckets" */
export type Buckets_On_Conflict = {
  constraint: Buckets_Constraint;
  update_columns?: Array<Buckets_Update_Column>;
  where?: Buckets_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "storage.buckets". */
export type Buckets_Order_By = {
  cacheControl?: Order_By | null | undefined;
  createdAt?: Order_By | null | undefined;
  downloadExpiration?: Order_By | null | undefined;
  files_aggregate?: Files_Aggregate_Order_By | null | undefined;
  id?: Order_By | null | undefined;
  maxUploadFileSize?: Order_By | null | undefined;
  minUploadFileSize?: Order_By | null | undefined;
  presignedUrlsEnabled?: Order_By | null | undefined;
  updatedAt?: Order_By | null | undefined;
};

/** update columns of table "storage.buckets" */
export type Buckets_Update_Column =
  /** column name */
  | 'cacheControl'
  /** column name */
  | 'createdAt'
  /** column name */
  | 'downloadExpiration'
  /** column name */
  | 'id'
  /** column name */
  | 'maxUploadFileSize'
  /** column name */
  | 'minUploadFileSize'
  /** column name */
  | 'presignedUrlsEnabled'
  /** column name */
  | 'updatedAt';

/** Boolean expression to compare columns of type "bytea". All fields are combined with logical 'AND'. */
export type Bytea_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
};

export type Campaign_Members_Aggregate_Bool_Exp = {
  count?: Campaign_Members_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Campaign_Members_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Campaign_Members_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Campaign_Members_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "campaign_members" */
export type Campaign_Members_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: Campaign_Members_Max_Order_By | null | undefined;
  min?: Campaign_Members_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "campaign_members" */
export type Campaign_Members_Arr_Rel_Insert_Input = {
  data: Array<Campaign_Members_Insert_Input>;
  /** upsert condition */
  on_conflict?: Campaign_Members_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "campaign_members". All fields are combined with a logical 'AND'. */
export type Campaign_Members_Bool_Exp = {
  _and?: Array<Campaign_Members_Bool_Exp> | null | undefined;
  _not?: Campaign_Members_Bool_Exp | null | undefined;
  _or?: Array<Campaign_Members_Bool_Exp> | null | undefined;
  campaign?: Campaigns_Bool_Exp | null | undefined;
  campaign_id?: Uuid_Comparison_Exp | null | undefined;
  client?: Clients_Bool_Exp | null | undefined;
  client_id?: Uuid_Comparison_Exp | null | undefined;
  contacted_at?: Timestamptz_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  note?: String_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "campaign_members" */
export type Campaign_Members_Constraint =
  /** unique or primary key constraint on columns "campaign_id", "client_id" */
  | 'campaign_members_campaign_client_key'
  /** unique or primary key constraint on columns "id" */
  | 'campaign_members_pkey';

/** input type for inserting data into table "campaign_members" */
export type Campaign_Members_Insert_Input = {
  campaign?: Campaigns_Obj_Rel_Insert_Input | null | undefined;
  campaign_id?: string | null | undefined;
  client?: Clients_Obj_Rel_Insert_Input | null | undefined;
  client_id?: string | null | undefined;
  contacted_at?: string | null | undefined;
  created_at?: string | null | undefined;
  id?: string | null | undefined;
  note?: string | null | undefined;
  org_id?: string | null | undefined;
  organization?: Organizations_Obj_Rel_Insert_Input | null | undefined;
  status?: string | null | undefined;
  updated_at?: string | null | undefined;
};

export type Campaign_Members_Max_Order_By = {
  contacted_at?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  note?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

export type Campaign_Members_Min_Order_By = {
  contacted_at?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  note?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

/** on_conflict condition type for table "campaign_members" */
export type Campaign_Members_On_Conflict = {
  constraint: Campaign_Members_Constraint;
  update_columns?: Array<Campaign_Members_Update_Column>;
  where?: Campaign_Members_Bool_Exp | null | undefined;
};

/** select columns of table "campaign_members" */
export type Campaign_Members_Select_Column =
  /** column name */
  | 'campaign_id'
  /** column name */
  | 'client_id'
  /** column name */
  | 'contacted_at'
  /** column name */
  | 'created_at'
  /** column name */
  | 'id'
  /** column name */
  | 'note'
  /** column name */
  | 'org_id'
  /** column name */
  | 'status'
  /** column name */
  | 'updated_at';

/** update columns of table "campaign_members" */
export type Campaign_Members_Update_Column =
  /** column name */
  | 'campaign_id'
  /** column name */
  | 'client_id'
  /** column name */
  | 'contacted_at'
  /** column name */
  | 'created_at'
  /** column name */
  | 'id'
  /** column name */
  | 'note'
  /** column name */
  | 'org_id'
  /** column name */
  | 'status'
  /** column name */
  | 'updated_at';

/** Boolean expression to filter rows from the table "campaign_results". All fields are combined with a logical 'AND'. */
export type Campaign_Results_Bool_Exp = {
  _and?: Array<Campaign_Results_Bool_Exp> | null | undefined;
  _not?: Campaign_Results_Bool_Exp | null | undefined;
  _or?: Array<Campaign_Results_Bool_Exp> | null | undefined;
  campaign?: Campaigns_Bool_Exp | null | undefined;
  campaign_id?: Uuid_Comparison_Exp | null | undefined;
  contacted?: Int_Comparison_Exp | null | undefined;
  cost_per_response?: Numeric_Comparison_Exp | null | undefined;
  opted_out?: Int_Comparison_Exp | null | undefined;
  ordered?: Int_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  responded?: Int_Comparison_Exp | null | undefined;
  response_rate?: Numeric_Comparison_Exp | null | undefined;
  selected?: Int_Comparison_Exp | null | undefined;
};

/** Ordering options when selecting data from "campaign_results". */
export type Campaign_Results_Order_By = {
  campaign?: Campaigns_Order_By | null | undefined;
  campaign_id?: Order_By | null | undefined;
  contacted?: Order_By | null | undefined;
  cost_per_response?: Order_By | null | undefined;
  opted_out?: Order_By | null | undefined;
  ordered?: Order_By | null | undefined;
  org_id?: Order_By | null | undefined;
  organization?: Organizations_Order_By | null | undefined;
  responded?: Order_By | null | undefined;
  response_rate?: Order_By | null | undefined;
  selected?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "campaigns". All fields are combined with a logical 'AND'. */
export type Campaigns_Bool_Exp = {
  _and?: Array<Campaigns_Bool_Exp> | null | undefined;
  _not?: Campaigns_Bool_Exp | null | undefined;
  _or?: Array<Campaigns_Bool_Exp> | null | undefined;
  actual_cost?: Numeric_Comparison_Exp | null | undefined;
  budget?: Numeric_Comparison_Exp | null | undefined;
  channel?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  created_by?: Uuid_Comparison_Exp | null | undefined;
  description?: String_Comparison_Exp | null | undefined;
  ends_on?: Date_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  members?: Campaign_Members_Bool_Exp | null | undefined;
  members_aggregate?: Campaign_Members_Aggregate_Bool_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  owner?: Profiles_Bool_Exp | null | undefined;
  owner_id?: Uuid_Comparison_Exp | null | undefined;
  results?: Campaign_Results_Bool_Exp | null | undefined;
  segment?: Jsonb_Comparison_Exp | null | undefined;
  starts_on?: Date_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  updated_by?: Uuid_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "campaigns" */
export type Campaigns_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'campaigns_pkey';

/** input type for inserting data into table "campaigns" */
export type Campaigns_Insert_Input = {
  actual_cost?: string | number | null | undefined;
  budget?: string | number | null | undefined;
  channel?: string | null | undefined;
  created_at?: string | null | undefined;
  created_by?: string | null | undefined;
  description?: string | null | undefined;
  ends_on?: string | null | undefined;
  id?: string | null | undefined;
  members?: Campaign_Members_Arr_Rel_Insert_Input | null | undefined;
  name?: string | null | undefined;
  org_id?: string | null | undefined;
  organization?: Organizations_Obj_Rel_Insert_Input | null | undefined;
  owner?: Profiles_Obj_Rel_Insert_Input | null | undefined;
  owner_id?: string | null | undefined;
  segment?: unknown;
  starts_on?: string | null | undefined;
  status?: string | null | undefined;
  updated_at?: string | null | undefined;
  updated_by?: string | null | undefined;
};

/** input type for inserting object relation for remote table "campaigns" */
export type Campaigns_Obj_Rel_Insert_Input = {
  data: Campaigns_Insert_Input;
  /** upsert condition */
  on_conflict?: Campaigns_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "campaigns" */
export type Campaigns_On_Conflict = {
  constraint: Campaigns_Constraint;
  update_columns?: Array<Campaigns_Update_Column>;
  where?: Campaigns_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "campaigns". */
export type Campaigns_Order_By = {
  actual_cost?: Order_By | null | undefined;
  budget?: Order_By | null | undefined;
  channel?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  created_by?: Order_By | null | undefined;
  description?: Order_By | null | undefined;
  ends_on?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  members_aggregate?: Campaign_Members_Aggregate_Order_By | null | undefined;
  name?: Order_By | null | undefined;
  org_id?: Order_By | null | undefined;
  organization?: Organizations_Order_By | null | undefined;
  owner?: Profiles_Order_By | null | undefined;
  owner_id?: Order_By | null | undefined;
  results?: Campaign_Results_Order_By | null | undefined;
  segment?: Order_By | null | undefined;
  starts_on?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  updated_by?: Order_By | null | undefined;
};

/** input type for updating data in table "campaigns" */
export type Campaigns_Set_Input = {
  actual_cost?: string | number | null | undefined;
  budget?: string | number | null | undefined;
  channel?: string | null | undefined;
  created_at?: string | null | undefined;
  created_by?: string | null | undefined;
  description?: string | null | undefined;
  ends_on?: string | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  org_id?: string | null | undefined;
  owner_id?: string | null | undefined;
  segment?: unknown;
  starts_on?: string | null | undefined;
  status?: string | null | undefined;
  updated_at?: string | null | undefined;
  updated_by?: string | null | undefined;
};

/** update columns of table "campaigns" */
export type Campaigns_Update_Column =
  /** column name */
  | 'actual_cost'
  /** column name */
  | 'budget'
  /** column name */
  | 'channel'
  /** column name */
  | 'created_at'
  /** column name */
  | 'created_by'
  /** column name */
  | 'description'
  /** column name */
  | 'ends_on'
  /** column name */
  | 'id'
  /** column name */
  | 'name'
  /** column name */
  | 'org_id'
  /** column name */
  | 'owner_id'
  /** column name */
  | 'segment'
  /** column name */
  | 'starts_on'
  /** column name */
  | 'status'
  /** column name */
  | 'updated_at'
  /** column name */
  | 'updated_by';

/** Boolean expression to compare columns of type "citext". All fields are combined with logical 'AND'. */
export type Citext_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  /** does the column match the given case-insensitive pattern */
  _ilike?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  /** does the column match the given POSIX regular expression, case insensitive */
  _iregex?: string | null | undefined;
  _is_null?: boolean | null | undefined;
  /** does the column match the given pattern */
  _like?: string | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  /** does the column NOT match the given case-insensitive pattern */
  _nilike?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
  /** does the column NOT match the given POSIX regular expression, case insensitive */
  _niregex?: string | null | undefined;
  /** does the column NOT match the given pattern */
  _nlike?: string | null | undefined;
  /** does the column NOT match the given POSIX regular expression, case sensitive */
  _nregex?: string | null | undefined;
  /** does the column NOT match the given SQL regular expression */
  _nsimilar?: string | null | undefined;
  /** does the column match the given POSIX regular expression, case sensitive */
  _regex?: string | null | undefined;
  /** does the column match the given SQL regular expression */
  _similar?: string | null | undefined;
};

export type Client_Channel_Status_Aggregate_Bool_Exp = {
  count?: Client_Channel_Status_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Client_Channel_Status_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Client_Channel_Status_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Client_Channel_Status_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "client_channel_status" */
export type Client_Channel_Status_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: Client_Channel_Status_Max_Order_By | null | undefined;
  min?: Client_Channel_Status_Min_Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "client_channel_status". All fields are combined with a logical 'AND'. */
export type Client_Channel_Status_Bool_Exp = {
  _and?: Array<Client_Channel_Status_Bool_Exp> | null | undefined;
  _not?: Client_Channel_Status_Bool_Exp | null | undefined;
  _or?: Array<Client_Channel_Status_Bool_Exp> | null | undefined;
  channel?: String_Comparison_Exp | null | undefined;
  client?: Clients_Bool_Exp | null | undefined;
  client_id?: Uuid_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  reason?: String_Comparison_Exp | null | undefined;
};

export type Client_Channel_Status_Max_Order_By = {
  channel?: Order_By | null | undefined;
  reason?: Order_By | null | undefined;
};

export type Client_Channel_Status_Min_Order_By = {
  channel?: Order_By | null | undefined;
  reason?: Order_By | null | undefined;
};

/** select columns of table "client_channel_status" */
export type Client_Channel_Status_Select_Column =
  /** column name */
  | 'channel'
  /** column name */
  | 'client_id'
  /** column name */
  | 'org_id'
  /** column name */
  | 'reason';

export type Client_Consents_Aggregate_Bool_Exp = {
  count?: Client_Consents_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Client_Consents_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Client_Consents_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Client_Consents_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "client_consents" */
export type Client_Consents_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: Client_Consents_Max_Order_By | null | undefined;
  min?: Client_Consents_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "client_consents" */
export type Client_Consents_Arr_Rel_Insert_Input = {
  data: Array<Client_Consents_Insert_Input>;
  /** upsert condition */
  on_conflict?: Client_Consents_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "client_consents". All fields are combined with a logical 'AND'. */
export type Client_Consents_Bool_Exp = {
  _and?: Array<Client_Consents_Bool_Exp> | null | undefined;
  _not?: Client_Consents_Bool_Exp | null | undefined;
  _or?: Array<Client_Consents_Bool_Exp> | null | undefined;
  channel?: String_Comparison_Exp | null | undefined;
  client?: Clients_Bool_Exp | null | undefined;
  client_id?: Uuid_Comparison_Exp | null | undefined;
  granted?: Boolean_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  recorded_at?: Timestamptz_Comparison_Exp | null | undefined;
  recorded_by?: Uuid_Comparison_Exp | null | undefined;
  recorded_by_profiles?: Profiles_Bool_Exp | null | undefined;
  recorded_by_profiles_aggregate?: Profiles_Aggregate_Bool_Exp | null | undefined;
  source?: String_Comparison_Exp | null | undefined;
  text_version?: String_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "client_consents" */
export type Client_Consents_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'client_consents_pkey';

/** input type for inserting data into table "client_consents" */
export type Client_Consents_Insert_Input = {
  channel?: string | null | undefined;
  client?: Clients_Obj_Rel_Insert_Input | null | undefined;
  client_id?: string | null | undefined;
  granted?: boolean | null | undefined;
  id?: string | null | undefined;
  org_id?: string | null | undefined;
  recorded_at?: string | null | undefined;
  recorded_by?: string | null | undefined;
  recorded_by_profiles?: Profiles_Arr_Rel_Insert_Input | null | undefined;
  source?: string | null | undefined;
  text_version?: string | null | undefined;
};

export type Client_Consents_Max_Order_By = {
  channel?: Order_By | null | undefined;
  recorded_at?: Order_By | null | undefined;
  source?: Order_By | null | undefined;
  text_version?: Order_By | null | undefined;
};

export type Client_Consents_Min_Order_By = {
  channel?: Order_By | null | undefined;
  recorded_at?: Order_By | null | undefined;
  source?: Order_By | null | undefined;
  text_version?: Order_By | null | undefined;
};

/** on_conflict condition type for table "client_consents" */
export type Client_Consents_On_Conflict = {
  constraint: Client_Consents_Constraint;
  update_columns?: Array<Client_Consents_Update_Column>;
  where?: Client_Consents_Bool_Exp | null | undefined;
};

/** select columns of table "client_consents" */
export type Client_Consents_Select_Column =
  /** column name */
  | 'channel'
  /** column name */
  | 'client_id'
  /** column name */
  | 'granted'
  /** column name */
  | 'id'
  /** column name */
  | 'org_id'
  /** column name */
  | 'recorded_at'
  /** column name */
  | 'recorded_by'
  /** column name */
  | 'source'
  /** column name */
  | 'text_version';

/** update columns of table "client_consents" */
export type Client_Consents_Update_Column =
  /** column name */
  | 'channel'
  /** column name */
  | 'client_id'
  /** column name */
  | 'granted'
  /** column name */
  | 'id'
  /** column name */
  | 'org_id'
  /** column name */
  | 'recorded_at'
  /** column name */
  | 'recorded_by'
  /** column name */
  | 'source'
  /** column name */
  | 'text_version';

export type Client_Contacts_Aggregate_Bool_Exp = {
  count?: Client_Contacts_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Client_Contacts_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Client_Contacts_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Client_Contacts_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "client_contacts" */
export type Client_Contacts_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: Client_Contacts_Max_Order_By | null | undefined;
  min?: Client_Contacts_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "client_contacts" */
export type Client_Contacts_Arr_Rel_Insert_Input = {
  data: Array<Client_Contacts_Insert_Input>;
  /** upsert condition */
  on_conflict?: Client_Contacts_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "client_contacts". All fields are combined with a logical 'AND'. */
export type Client_Contacts_Bool_Exp = {
  _and?: Array<Client_Contacts_Bool_Exp> | null | undefined;
  _not?: Client_Contacts_Bool_Exp | null | undefined;
  _or?: Array<Client_Contacts_Bool_Exp> | null | undefined;
  client?: Clients_Bool_Exp | null | undefined;
  client_id?: Uuid_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  email?: String_Comparison_Exp | null | undefined;
  first_name?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  is_primary?: Boolean_Comparison_Exp | null | undefined;
  last_name?: String_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  phone?: String_Comparison_Exp | null | undefined;
  position?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "client_contacts" */
export type Client_Contacts_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'client_contacts_pkey';

/** input type for inserting data into table "client_contacts" */
export type Client_Contacts_Insert_Input = {
  client?: Clients_Obj_Rel_Insert_Input | null | undefined;
  client_id?: string | null | undefined;
  created_at?: string | null | undefined;
  email?: string | null | undefined;
  first_name?: string | null | undefined;
  id?: string | null | undefined;
  is_primary?: boolean | null | undefined;
  last_name?: string | null | undefined;
  org_id?: string | null | undefined;
  phone?: string | null | undefined;
  position?: string | null | undefined;
  updated_at?: string | null | undefined;
};

export type Client_Contacts_Max_Order_By = {
  created_at?: Order_By | null | undefined;
  email?: Order_By | null | undefined;
  first_name?: Order_By | null | undefined;
  last_name?: Order_By | null | undefined;
  phone?: Order_By | null | undefined;
  position?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

export type Client_Contacts_Min_Order_By = {
  created_at?: Order_By | null | undefined;
  email?: Order_By | null | undefined;
  first_name?: Order_By | null | undefined;
  last_name?: Order_By | null | undefined;
  phone?: Order_By | null | undefined;
  position?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

/** on_conflict condition type for table "client_contacts" */
export type Client_Contacts_On_Conflict = {
  constraint: Client_Contacts_Constraint;
  update_columns?: Array<Client_Contacts_Update_Column>;
  where?: Client_Contacts_Bool_Exp | null | undefined;
};

/** select columns of table "client_contacts" */
export type Client_Contacts_Select_Column =
  /** column name */
  | 'client_id'
  /** column name */
  | 'created_at'
  /** column name */
  | 'email'
  /** column name */
  | 'first_name'
  /** column name */
  | 'id'
  /** column name */
  | 'is_primary'
  /** column name */
  | 'last_name'
  /** column name */
  | 'org_id'
  /** column name */
  | 'phone'
  /** column name */
  | 'position'
  /** column name */
  | 'updated_at';

/** input type for updating data in table "client_contacts" */
export type Client_Contacts_Set_Input = {
  client_id?: string | null | undefined;
  created_at?: string | null | undefined;
  email?: string | null | undefined;
  first_name?: string | null | undefined;
  id?: string | null | undefined;
  is_primary?: boolean | null | undefined;
  last_name?: string | null | undefined;
  org_id?: string | null | undefined;
  phone?: string | null | undefined;
  position?: string | null | undefined;
  updated_at?: string | null | undefined;
};

/** update columns of table "client_contacts" */
export type Client_Contacts_Update_Column =
  /** column name */
  | 'client_id'
  /** column name */
  | 'created_at'
  /** column name */
  | 'email'
  /** column name */
  | 'first_name'
  /** column name */
  | 'id'
  /** column name */
  | 'is_primary'
  /** column name */
  | 'last_name'
  /** column name */
  | 'org_id'
  /** column name */
  | 'phone'
  /** column name */
  | 'position'
  /** column name */
  | 'updated_at';

export type Clients_Aggregate_Bool_Exp = {
  count?: Clients_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Clients_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Clients_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Clients_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "clients" */
export type Clients_Aggregate_Order_By = {
  avg?: Clients_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Clients_Max_Order_By | null | undefined;
  min?: Clients_Min_Order_By | null | undefined;
  stddev?: Clients_Stddev_Order_By | null | undefined;
  stddev_pop?: Clients_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Clients_Stddev_Samp_Order_By | null | undefined;
  sum?: Clients_Sum_Order_By | null | undefined;
  var_pop?: Clients_Var_Pop_Order_By | null | undefined;
  var_samp?: Clients_Var_Samp_Order_By | null | undefined;
  variance?: Clients_Variance_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "clients" */
export type Clients_Arr_Rel_Insert_Input = {
  data: Array<Clients_Insert_Input>;
  /** upsert condition */
  on_conflict?: Clients_On_Conflict | null | undefined;
};

export type Clients_Avg_Order_By = {
  credit_limit?: Order_By | null | undefined;
  payment_term_days?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "clients". All fields are combined with a logical 'AND'. */
export type Clients_Bool_Exp = {
  _and?: Array<Clients_Bool_Exp> | null | undefined;
  _not?: Clients_Bool_Exp | null | undefined;
  _or?: Array<Clients_Bool_Exp> | null | undefined;
  apartment_no?: String_Comparison_Exp | null | undefined;
  building_no?: String_Comparison_Exp | null | undefined;
  campaign_members?: Campaign_Members_Bool_Exp | null | undefined;
  campaign_members_aggregate?: Campaign_Members_Aggregate_Bool_Exp | null | undefined;
  channel_status?: Client_Channel_Status_Bool_Exp | null | undefined;
  channel_status_aggregate?: Client_Channel_Status_Aggregate_Bool_Exp | null | undefined;
  city?: String_Comparison_Exp | null | undefined;
  code?: String_Comparison_Exp | null | undefined;
  consents?: Client_Consents_Bool_Exp | null | undefined;
  consents_aggregate?: Client_Consents_Aggregate_Bool_Exp | null | undefined;
  contacts?: Client_Contacts_Bool_Exp | null | undefined;
  contacts_aggregate?: Client_Contacts_Aggregate_Bool_Exp | null | undefined;
  country?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  created_by?: Uuid_Comparison_Exp | null | undefined;
  credit_limit?: Numeric_Comparison_Exp | null | undefined;
  delivery_notices?: Delivery_Notices_Bool_Exp | null | undefined;
  delivery_notices_aggregate?: Delivery_Notices_Aggregate_Bool_Exp | null | undefined;
  email?: String_Comparison_Exp | null | undefined;
  first_name?: String_Comparison_Exp | null | undefined;
  history?: Audit_Log_Bool_Exp | null | undefined;
  history_aggregate?: Audit_Log_Aggregate_Bool_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  kind?: String_Comparison_Exp | null | undefined;
  krs?: String_Comparison_Exp | null | undefined;
  last_name?: String_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  nip?: String_Comparison_Exp | null | undefined;
  notes?: String_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  owner?: Profiles_Bool_Exp | null | undefined;
  owner_id?: Uuid_Comparison_Exp | null | undefined;
  payment_term_days?: Int_Comparison_Exp | null | undefined;
  pesel?: String_Comparison_Exp | null | undefined;
  phone?: String_Comparison_Exp | null | undefined;
  postal_code?: String_Comparison_Exp | null | undefined;
  profiles?: Profiles_Bool_Exp | null | undefined;
  profiles_aggregate?: Profiles_Aggregate_Bool_Exp | null | undefined;
  regon?: String_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
  street?: String_Comparison_Exp | null | undefined;
  tags?: _Text_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  updated_by?: Uuid_Comparison_Exp | null | undefined;
  voivodeship?: String_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "clients" */
export type Clients_Constraint =
  /** unique or primary key constraint on columns "org_id", "code" */
  | 'clients_org_id_code_key'
  /** unique or primary key constraint on columns "id" */
  | 'clients_pkey';

/** input type for inserting data into table "clients" */
export type Clients_Insert_Input = {
  apartment_no?: string | null | undefined;
  building_no?: string | null | undefined;
  campaign_members?: Campaign_Members_Arr_Rel_Insert_Input | null | undefined;
  city?: string | null | undefined;
  code?: string | null | undefined;
  consents?: Client_Consents_Arr_Rel_Insert_Input | null | undefined;
  contacts?: Client_Contacts_Arr_Rel_Insert_Input | null | undefined;
  country?: string | null | undefined;
  created_at?: string | null | undefined;
  created_by?: string | null | undefined;
  credit_limit?: string | number | null | undefined;
  delivery_notices?: Delivery_Notices_Arr_Rel_Insert_Input | null | undefined;
  email?: string | null | undefined;
  first_name?: string | null | undefined;
  history?: Audit_Log_Arr_Rel_Insert_Input | null | undefined;
  id?: string | null | undefined;
  kind?: string | null | undefined;
  krs?: string | null | undefined;
  last_name?: string | null | undefined;
  name?: string | null | undefined;
  nip?: string | null | undefined;
  notes?: string | null | undefined;
  org_id?: string | null | undefined;
  organization?: Organizations_Obj_Rel_Insert_Input | null | undefined;
  owner?: Profiles_Obj_Rel_Insert_Input | null | undefined;
  owner_id?: string | null | undefined;
  payment_term_days?: number | null | undefined;
  pesel?: string | null | undefined;
  phone?: string | null | undefined;
  postal_code?: string | null | undefined;
  profiles?: Profiles_Arr_Rel_Insert_Input | null | undefined;
  regon?: string | null | undefined;
  status?: string | null | undefined;
  street?: string | null | undefined;
  tags?: string | null | undefined;
  updated_at?: string | null | undefined;
  updated_by?: string | null | undefined;
  voivodeship?: string | null | undefined;
};

export type Clients_Max_Order_By = {
  apartment_no?: Order_By | null | undefined;
  building_no?: Order_By | null | undefined;
  city?: Order_By | null | undefined;
  code?: Order_By | null | undefined;
  country?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  credit_limit?: Order_By | null | undefined;
  email?: Order_By | null | undefined;
  first_name?: Order_By | null | undefined;
  kind?: Order_By | null | undefined;
  krs?: Order_By | null | undefined;
  last_name?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  nip?: Order_By | null | undefined;
  notes?: Order_By | null | undefined;
  payment_term_days?: Order_By | null | undefined;
  pesel?: Order_By | null | undefined;
  phone?: Order_By | null | undefined;
  postal_code?: Order_By | null | undefined;
  regon?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  street?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  voivodeship?: Order_By | null | undefined;
};

export type Clients_Min_Order_By = {
  apartment_no?: Order_By | null | undefined;
  building_no?: Order_By | null | undefined;
  city?: Order_By | null | undefined;
  code?: Order_By | null | undefined;
  country?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  credit_limit?: Order_By | null | undefined;
  email?: Order_By | null | undefined;
  first_name?: Order_By | null | undefined;
  kind?: Order_By | null | undefined;
  krs?: Order_By | null | undefined;
  last_name?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  nip?: Order_By | null | undefined;
  notes?: Order_By | null | undefined;
  payment_term_days?: Order_By | null | undefined;
  pesel?: Order_By | null | undefined;
  phone?: Order_By | null | undefined;
  postal_code?: Order_By | null | undefined;
  regon?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  street?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  voivodeship?: Order_By | null | undefined;
};

/** input type for inserting object relation for remote table "clients" */
export type Clients_Obj_Rel_Insert_Input = {
  data: Clients_Insert_Input;
  /** upsert condition */
  on_conflict?: Clients_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "clients" */
export type Clients_On_Conflict = {
  constraint: Clients_Constraint;
  update_columns?: Array<Clients_Update_Column>;
  where?: Clients_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "clients". */
export type Clients_Order_By = {
  apartment_no?: Order_By | null | undefined;
  building_no?: Order_By | null | undefined;
  campaign_members_aggregate?: Campaign_Members_Aggregate_Order_By | null | undefined;
  channel_status_aggregate?: Client_Channel_Status_Aggregate_Order_By | null | undefined;
  city?: Order_By | null | undefined;
  code?: Order_By | null | undefined;
  consents_aggregate?: Client_Consents_Aggregate_Order_By | null | undefined;
  contacts_aggregate?: Client_Contacts_Aggregate_Order_By | null | undefined;
  country?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  created_by?: Order_By | null | undefined;
  credit_limit?: Order_By | null | undefined;
  delivery_notices_aggregate?: Delivery_Notices_Aggregate_Order_By | null | undefined;
  email?: Order_By | null | undefined;
  first_name?: Order_By | null | undefined;
  history_aggregate?: Audit_Log_Aggregate_Order_By | null | undefined;
  id?: Order_By | null | undefined;
  kind?: Order_By | null | undefined;
  krs?: Order_By | null | undefined;
  last_name?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  nip?: Order_By | null | undefined;
  notes?: Order_By | null | undefined;
  org_id?: Order_By | null | undefined;
  organization?: Organizations_Order_By | null | undefined;
  owner?: Profiles_Order_By | null | undefined;
  owner_id?: Order_By | null | undefined;
  payment_term_days?: Order_By | null | undefined;
  pesel?: Order_By | null | undefined;
  phone?: Order_By | null | undefined;
  postal_code?: Order_By | null | undefined;
  profiles_aggregate?: Profiles_Aggregate_Order_By | null | undefined;
  regon?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  street?: Order_By | null | undefined;
  tags?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  updated_by?: Order_By | null | undefined;
  voivodeship?: Order_By | null | undefined;
};

/** select columns of table "clients" */
export type Clients_Select_Column =
  /** column name */
  | 'apartment_no'
  /** column name */
  | 'building_no'
  /** column name */
  | 'city'
  /** column name */
  | 'code'
  /** column name */
  | 'country'
  /** column name */
  | 'created_at'
  /** column name */
  | 'created_by'
  /** column name */
  | 'credit_limit'
  /** column name */
  | 'email'
  /** column name */
  | 'first_name'
  /** column name */
  | 'id'
  /** column name */
  | 'kind'
  /** column name */
  | 'krs'
  /** column name */
  | 'last_name'
  /** column name */
  | 'name'
  /** column name */
  | 'nip'
  /** column name */
  | 'notes'
  /** column name */
  | 'org_id'
  /** column name */
  | 'owner_id'
  /** column name */
  | 'payment_term_days'
  /** column name */
  | 'pesel'
  /** column name */
  | 'phone'
  /** column name */
  | 'postal_code'
  /** column name */
  | 'regon'
  /** column name */
  | 'status'
  /** column name */
  | 'street'
  /** column name */
  | 'tags'
  /** column name */
  | 'updated_at'
  /** column name */
  | 'updated_by'
  /** column name */
  | 'voivodeship';

/** input type for updating data in table "clients" */
export type Clients_Set_Input = {
  apartment_no?: string | null | undefined;
  building_no?: string | null | undefined;
  city?: string | null | undefined;
  code?: string | null | undefined;
  country?: string | null | undefined;
  created_at?: string | null | undefined;
  created_by?: string | null | undefined;
  credit_limit?: string | number | null | undefined;
  email?: string | null | undefined;
  first_name?: string | null | undefined;
  id?: string | null | undefined;
  kind?: string | null | undefined;
  krs?: string | null | undefined;
  last_name?: string | null | undefined;
  name?: string | null | undefined;
  nip?: string | null | undefined;
  notes?: string | null | undefined;
  org_id?: string | null | undefined;
  owner_id?: string | null | undefined;
  payment_term_days?: number | null | undefined;
  pesel?: string | null | undefined;
  phone?: string | null | undefined;
  postal_code?: string | null | undefined;
  regon?: string | null | undefined;
  status?: string | null | undefined;
  street?: string | null | undefined;
  tags?: string | null | undefined;
  updated_at?: string | null | undefined;
  updated_by?: string | null | undefined;
  voivodeship?: string | null | undefined;
};

export type Clients_Stddev_Order_By = {
  credit_limit?: Order_By | null | undefined;
  payment_term_days?: Order_By | null | undefined;
};

export type Clients_Stddev_Pop_Order_By = {
  credit_limit?: Order_By | null | undefined;
  payment_term_days?: Order_By | null | undefined;
};

export type Clients_Stddev_Samp_Order_By = {
  credit_limit?: Order_By | null | undefined;
  payment_term_days?: Order_By | null | undefined;
};

export type Clients_Sum_Order_By = {
  credit_limit?: Order_By | null | undefined;
  payment_term_days?: Order_By | null | undefined;
};

/** update columns of table "clients" */
export type Clients_Update_Column =
  /** column name */
  | 'apartment_no'
  /** column name */
  | 'building_no'
  /** column name */
  | 'city'
  /** column name */
  | 'code'
  /** column name */
  | 'country'
  /** column name */
  | 'created_at'
  /** column name */
  | 'created_by'
  /** column name */
  | 'credit_limit'
  /** column name */
  | 'email'
  /** column name */
  | 'first_name'
  /** column name */
  | 'id'
  /** column name */
  | 'kind'
  /** column name */
  | 'krs'
  /** column name */
  | 'last_name'
  /** column name */
  | 'name'
  /** column name */
  | 'nip'
  /** column name */
  | 'notes'
  /** column name */
  | 'org_id'
  /** column name */
  | 'owner_id'
  /** column name */
  | 'payment_term_days'
  /** column name */
  | 'pesel'
  /** column name */
  | 'phone'
  /** column name */
  | 'postal_code'
  /** column name */
  | 'regon'
  /** column name */
  | 'status'
  /** column name */
  | 'street'
  /** column name */
  | 'tags'
  /** column name */
  | 'updated_at'
  /** column name */
  | 'updated_by'
  /** column name */
  | 'voivodeship';

export type Clients_Var_Pop_Order_By = {
  credit_limit?: Order_By | null | undefined;
  payment_term_days?: Order_By | null | undefined;
};

export type Clients_Var_Samp_Order_By = {
  credit_limit?: Order_By | null | undefined;
  payment_term_days?: Order_By | null | undefined;
};

export type Clients_Variance_Order_By = {
  credit_limit?: Order_By | null | undefined;
  payment_term_days?: Order_By | null | undefined;
};

/** Boolean expression to compare columns of type "date". All fields are combined with logical 'AND'. */
export type Date_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
};

export type Delivery_Notice_Attachments_Aggregate_Bool_Exp = {
  count?: Delivery_Notice_Attachments_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Delivery_Notice_Attachments_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Delivery_Notice_Attachments_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Delivery_Notice_Attachments_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "delivery_notice_attachments" */
export type Delivery_Notice_Attachments_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: Delivery_Notice_Attachments_Max_Order_By | null | undefined;
  min?: Delivery_Notice_Attachments_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "delivery_notice_attachments" */
export type Delivery_Notice_Attachments_Arr_Rel_Insert_Input = {
  data: Array<Delivery_Notice_Attachments_Insert_Input>;
  /** upsert condition */
  on_conflict?: Delivery_Notice_Attachments_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "delivery_notice_attachments". All fields are combined with a logical 'AND'. */
export type Delivery_Notice_Attachments_Bool_Exp = {
  _and?: Array<Delivery_Notice_Attachments_Bool_Exp> | null | undefined;
  _not?: Delivery_Notice_Attachments_Bool_Exp | null | undefined;
  _or?: Array<Delivery_Notice_Attachments_Bool_Exp> | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  created_by?: Uuid_Comparison_Exp | null | undefined;
  file?: Files_Bool_Exp | null | undefined;
  file_id?: Uuid_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  kind?: String_Comparison_Exp | null | undefined;
  notice?: Delivery_Notices_Bool_Exp | null | undefined;
  notice_id?: Uuid_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "delivery_notice_attachments" */
export type Delivery_Notice_Attachments_Constraint =
  /** unique or primary key constraint on columns "notice_id", "file_id" */
  | 'delivery_notice_attachments_notice_file_key'
  /** unique or primary key constraint on columns "id" */
  | 'delivery_notice_attachments_pkey';

/** input type for inserting data into table "delivery_notice_attachments" */
export type Delivery_Notice_Attachments_Insert_Input = {
  created_at?: string | null | undefined;
  created_by?: string | null | undefined;
  file?: Files_Obj_Rel_Insert_Input | null | undefined;
  file_id?: string | null | undefined;
  id?: string | null | undefined;
  kind?: string | null | undefined;
  notice?: Delivery_Notices_Obj_Rel_Insert_Input | null | undefined;
  notice_id?: string | null | undefined;
  org_id?: string | null | undefined;
};

export type Delivery_Notice_Attachments_Max_Order_By = {
  created_at?: Order_By | null | undefined;
  kind?: Order_By | null | undefined;
};

export type Delivery_Notice_Attachments_Min_Order_By = {
  created_at?: Order_By | null | undefined;
  kind?: Order_By | null | undefined;
};

/** on_conflict condition type for table "delivery_notice_attachments" */
export type Delivery_Notice_Attachments_On_Conflict = {
  constraint: Delivery_Notice_Attachments_Constraint;
  update_columns?: Array<Delivery_Notice_Attachments_Update_Column>;
  where?: Delivery_Notice_Attachments_Bool_Exp | null | undefined;
};

/** select columns of table "delivery_notice_attachments" */
export type Delivery_Notice_Attachments_Select_Column =
  /** column name */
  | 'created_at'
  /** column name */
  | 'created_by'
  /** column name */
  | 'file_id'
  /** column name */
  | 'id'
  /** column name */
  | 'kind'
  /** column name */
  | 'notice_id'
  /** column name */
  | 'org_id';

/** update columns of table "delivery_notice_attachments" */
export type Delivery_Notice_Attachments_Update_Column =
  /** column name */
  | 'created_at'
  /** column name */
  | 'created_by'
  /** column name */
  | 'file_id'
  /** column name */
  | 'id'
  /** column name */
  | 'kind'
  /** column name */
  | 'notice_id'
  /** column name */
  | 'org_id';

export type Delivery_Notice_Events_Aggregate_Bool_Exp = {
  count?: Delivery_Notice_Events_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Delivery_Notice_Events_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Delivery_Notice_Events_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Delivery_Notice_Events_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "delivery_notice_events" */
export type Delivery_Notice_Events_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: Delivery_Notice_Events_Max_Order_By | null | undefined;
  min?: Delivery_Notice_Events_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "delivery_notice_events" */
export type Delivery_Notice_Events_Arr_Rel_Insert_Input = {
  data: Array<Delivery_Notice_Events_Insert_Input>;
  /** upsert condition */
  on_conflict?: Delivery_Notice_Events_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "delivery_notice_events". All fields are combined with a logical 'AND'. */
export type Delivery_Notice_Events_Bool_Exp = {
  _and?: Array<Delivery_Notice_Events_Bool_Exp> | null | undefined;
  _not?: Delivery_Notice_Events_Bool_Exp | null | undefined;
  _or?: Array<Delivery_Notice_Events_Bool_Exp> | null | undefined;
  comment?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  from_status?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  notice?: Delivery_Notices_Bool_Exp | null | undefined;
  notice_id?: Uuid_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  to_status?: String_Comparison_Exp | null | undefined;
  user_id?: Uuid_Comparison_Exp | null | undefined;
  user_profiles?: Profiles_Bool_Exp | null | undefined;
  user_profiles_aggregate?: Profiles_Aggregate_Bool_Exp | null | undefined;
};

/** unique or primary key constraints on table "delivery_notice_events" */
export type Delivery_Notice_Events_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'delivery_notice_events_pkey';

/** input type for inserting data into table "delivery_notice_events" */
export type Delivery_Notice_Events_Insert_Input = {
  comment?: string | null | undefined;
  created_at?: string | null | undefined;
  from_status?: string | null | undefined;
  id?: string | null | undefined;
  notice?: Delivery_Notices_Obj_Rel_Insert_Input | null | undefined;
  notice_id?: string | null | undefined;
  org_id?: string | null | undefined;
  to_status?: string | null | undefined;
  user_id?: string | null | undefined;
  user_profiles?: Profiles_Arr_Rel_Insert_Input | null | undefined;
};

export type Delivery_Notice_Events_Max_Order_By = {
  comment?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  from_status?: Order_By | null | undefined;
  to_status?: Order_By | null | undefined;
};

export type Delivery_Notice_Events_Min_Order_By = {
  comment?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  from_status?: Order_By | null | undefined;
  to_status?: Order_By | null | undefined;
};

/** on_conflict condition type for table "delivery_notice_events" */
export type Delivery_Notice_Events_On_Conflict = {
  constraint: Delivery_Notice_Events_Constraint;
  update_columns?: Array<Delivery_Notice_Events_Update_Column>;
  where?: Delivery_Notice_Events_Bool_Exp | null | undefined;
};

/** select columns of table "delivery_notice_events" */
export type Delivery_Notice_Events_Select_Column =
  /** column name */
  | 'comment'
  /** column name */
  | 'created_at'
  /** column name */
  | 'from_status'
  /** column name */
  | 'id'
  /** column name */
  | 'notice_id'
  /** column name */
  | 'org_id'
  /** column name */
  | 'to_status'
  /** column name */
  | 'user_id';

/** update columns of table "delivery_notice_events" */
export type Delivery_Notice_Events_Update_Column =
  /** column name */
  | 'comment'
  /** column name */
  | 'created_at'
  /** column name */
  | 'from_status'
  /** column name */
  | 'id'
  /** column name */
  | 'notice_id'
  /** column name */
  | 'org_id'
  /** column name */
  | 'to_status'
  /** column name */
  | 'user_id';

export type Delivery_Notice_Items_Aggregate_Bool_Exp = {
  count?: Delivery_Notice_Items_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Delivery_Notice_Items_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Delivery_Notice_Items_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Delivery_Notice_Items_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "delivery_notice_items" */
export type Delivery_Notice_Items_Aggregate_Order_By = {
  avg?: Delivery_Notice_Items_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Delivery_Notice_Items_Max_Order_By | null | undefined;
  min?: Delivery_Notice_Items_Min_Order_By | null | undefined;
  stddev?: Delivery_Notice_Items_Stddev_Order_By | null | undefined;
  stddev_pop?: Delivery_Notice_Items_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Delivery_Notice_Items_Stddev_Samp_Order_By | null | undefined;
  sum?: Delivery_Notice_Items_Sum_Order_By | null | undefined;
  var_pop?: Delivery_Notice_Items_Var_Pop_Order_By | null | undefined;
  var_samp?: Delivery_Notice_Items_Var_Samp_Order_By | null | undefined;
  variance?: Delivery_Notice_Items_Variance_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "delivery_notice_items" */
export type Delivery_Notice_Items_Arr_Rel_Insert_Input = {
  data: Array<Delivery_Notice_Items_Insert_Input>;
  /** upsert condition */
  on_conflict?: Delivery_Notice_Items_On_Conflict | null | undefined;
};

export type Delivery_Notice_Items_Avg_Order_By = {
  line_no?: Order_By | null | undefined;
  quantity?: Order_By | null | undefined;
  received_quantity?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "delivery_notice_items". All fields are combined with a logical 'AND'. */
export type Delivery_Notice_Items_Bool_Exp = {
  _and?: Array<Delivery_Notice_Items_Bool_Exp> | null | undefined;
  _not?: Delivery_Notice_Items_Bool_Exp | null | undefined;
  _or?: Array<Delivery_Notice_Items_Bool_Exp> | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  line_no?: Bigint_Comparison_Exp | null | undefined;
  notice?: Delivery_Notices_Bool_Exp | null | undefined;
  notice_id?: Uuid_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  product?: Products_Bool_Exp | null | undefined;
  product_id?: Uuid_Comparison_Exp | null | undefined;
  quantity?: Numeric_Comparison_Exp | null | undefined;
  received_quantity?: Numeric_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "delivery_notice_items" */
export type Delivery_Notice_Items_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'delivery_notice_items_pkey';

/** input type for incrementing numeric columns in table "delivery_notice_items" */
export type Delivery_Notice_Items_Inc_Input = {
  quantity?: string | number | null | undefined;
  received_quantity?: string | number | null | undefined;
};

/** input type for inserting data into table "delivery_notice_items" */
export type Delivery_Notice_Items_Insert_Input = {
  created_at?: string | null | undefined;
  id?: string | null | undefined;
  notice?: Delivery_Notices_Obj_Rel_Insert_Input | null | undefined;
  notice_id?: string | null | undefined;
  org_id?: string | null | undefined;
  product?: Products_Obj_Rel_Insert_Input | null | undefined;
  product_id?: string | null | undefined;
  quantity?: string | number | null | undefined;
  received_quantity?: string | number | null | undefined;
  updated_at?: string | null | undefined;
};

export type Delivery_Notice_Items_Max_Order_By = {
  created_at?: Order_By | null | undefined;
  line_no?: Order_By | null | undefined;
  quantity?: Order_By | null | undefined;
  received_quantity?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

export type Delivery_Notice_Items_Min_Order_By = {
  created_at?: Order_By | null | undefined;
  line_no?: Order_By | null | undefined;
  quantity?: Order_By | null | undefined;
  received_quantity?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

/** on_conflict condition type for table "delivery_notice_items" */
export type Delivery_Notice_Items_On_Conflict = {
  constraint: Delivery_Notice_Items_Constraint;
  update_columns?: Array<Delivery_Notice_Items_Update_Column>;
  where?: Delivery_Notice_Items_Bool_Exp | null | undefined;
};

/** select columns of table "delivery_notice_items" */
export type Delivery_Notice_Items_Select_Column =
  /** column name */
  | 'created_at'
  /** column name */
  | 'id'
  /** column name */
  | 'line_no'
  /** column name */
  | 'notice_id'
  /** column name */
  | 'org_id'
  /** column name */
  | 'product_id'
  /** column name */
  | 'quantity'
  /** column name */
  | 'received_quantity'
  /** column name */
  | 'updated_at';

/** input type for updating data in table "delivery_notice_items" */
export type Delivery_Notice_Items_Set_Input = {
  created_at?: string | null | undefined;
  id?: string | null | undefined;
  notice_id?: string | null | undefined;
  org_id?: string | null | undefined;
  product_id?: string | null | undefined;
  quantity?: string | number | null | undefined;
  received_quantity?: string | number | null | undefined;
  updated_at?: string | null | undefined;
};

export type Delivery_Notice_Items_Stddev_Order_By = {
  line_no?: Order_By | null | undefined;
  quantity?: Order_By | null | undefined;
  received_quantity?: Order_By | null | undefined;
};

export type Delivery_Notice_Items_Stddev_Pop_Order_By = {
  line_no?: Order_By | null | undefined;
  quantity?: Order_By | null | undefined;
  received_quantity?: Order_By | null | undefined;
};

export type Delivery_Notice_Items_Stddev_Samp_Order_By = {
  line_no?: Order_By | null | undefined;
  quantity?: Order_By | null | undefined;
  received_quantity?: Order_By | null | undefined;
};

export type Delivery_Notice_Items_Sum_Order_By = {
  line_no?: Order_By | null | undefined;
  quantity?: Order_By | null | undefined;
  received_quantity?: Order_By | null | undefined;
};

/** update columns of table "delivery_notice_items" */
export type Delivery_Notice_Items_Update_Column =
  /** column name */
  | 'created_at'
  /** column name */
  | 'id'
  /** column name */
  | 'notice_id'
  /** column name */
  | 'org_id'
  /** column name */
  | 'product_id'
  /** column name */
  | 'quantity'
  /** column name */
  | 'received_quantity'
  /** column name */
  | 'updated_at';

export type Delivery_Notice_Items_Updates = {
  /** increments the numeric columns with given value of the filtered values */
  _inc?: Delivery_Notice_Items_Inc_Input | null | undefined;
  /** sets the columns of the filtered rows to the given values */
  _set?: Delivery_Notice_Items_Set_Input | null | undefined;
  /** filter the rows which have to be updated */
  where: Delivery_Notice_Items_Bool_Exp;
};

export type Delivery_Notice_Items_Var_Pop_Order_By = {
  line_no?: Order_By | null | undefined;
  quantity?: Order_By | null | undefined;
  received_quantity?: Order_By | null | undefined;
};

export type Delivery_Notice_Items_Var_Samp_Order_By = {
  line_no?: Order_By | null | undefined;
  quantity?: Order_By | null | undefined;
  received_quantity?: Order_By | null | undefined;
};

export type Delivery_Notice_Items_Variance_Order_By = {
  line_no?: Order_By | null | undefined;
  quantity?: Order_By | null | undefined;
  received_quantity?: Order_By | null | undefined;
};

export type Delivery_Notices_Aggregate_Bool_Exp = {
  count?: Delivery_Notices_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Delivery_Notices_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Delivery_Notices_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Delivery_Notices_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "delivery_notices" */
export type Delivery_Notices_Aggregate_Order_By = {
  avg?: Delivery_Notices_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Delivery_Notices_Max_Order_By | null | undefined;
  min?: Delivery_Notices_Min_Order_By | null | undefined;
  stddev?: Delivery_Notices_Stddev_Order_By | null | undefined;
  stddev_pop?: Delivery_Notices_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Delivery_Notices_Stddev_Samp_Order_By | null | undefined;
  sum?: Delivery_Notices_Sum_Order_By | null | undefined;
  var_pop?: Delivery_Notices_Var_Pop_Order_By | null | undefined;
  var_samp?: Delivery_Notices_Var_Samp_Order_By | null | undefined;
  variance?: Delivery_Notices_Variance_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "delivery_notices" */
export type Delivery_Notices_Arr_Rel_Insert_Input = {
  data: Array<Delivery_Notices_Insert_Input>;
  /** upsert condition */
  on_conflict?: Delivery_Notices_On_Conflict | null | undefined;
};

export type Delivery_Notices_Avg_Order_By = {
  pallets?: Order_By | null | undefined;
  weight_kg?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "delivery_notices". All fields are combined with a logical 'AND'. */
export type Delivery_Notices_Bool_Exp = {
  _and?: Array<Delivery_Notices_Bool_Exp> | null | undefined;
  _not?: Delivery_Notices_Bool_Exp | null | undefined;
  _or?: Array<Delivery_Notices_Bool_Exp> | null | undefined;
  adr?: Boolean_Comparison_Exp | null | undefined;
  arrived_at?: Timestamptz_Comparison_Exp | null | undefined;
  attachments?: Delivery_Notice_Attachments_Bool_Exp | null | undefined;
  attachments_aggregate?: Delivery_Notice_Attachments_Aggregate_Bool_Exp | null | undefined;
  carrier_name?: String_Comparison_Exp | null | undefined;
  client?: Clients_Bool_Exp | null | undefined;
  client_id?: Uuid_Comparison_Exp | null | undefined;
  completed_at?: Timestamptz_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  created_by?: Uuid_Comparison_Exp | null | undefined;
  direction?: String_Comparison_Exp | null | undefined;
  driver?: Profiles_Bool_Exp | null | undefined;
  driver_name?: String_Comparison_Exp | null | undefined;
  driver_phone?: String_Comparison_Exp | null | undefined;
  driver_profile_id?: Uuid_Comparison_Exp | null | undefined;
  events?: Delivery_Notice_Events_Bool_Exp | null | undefined;
  events_aggregate?: Delivery_Notice_Events_Aggregate_Bool_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  items?: Delivery_Notice_Items_Bool_Exp | null | undefined;
  items_aggregate?: Delivery_Notice_Items_Aggregate_Bool_Exp | null | undefined;
  notes?: String_Comparison_Exp | null | undefined;
  number?: String_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  pallets?: Int_Comparison_Exp | null | undefined;
  planned_end?: Timestamptz_Comparison_Exp | null | undefined;
  planned_start?: Timestamptz_Comparison_Exp | null | undefined;
  proposed_end?: Timestamptz_Comparison_Exp | null | undefined;
  proposed_start?: Timestamptz_Comparison_Exp | null | undefined;
  ramp?: Ramps_Bool_Exp | null | undefined;
  ramp_id?: Uuid_Comparison_Exp | null | undefined;
  reference_numbers?: _Text_Comparison_Exp | null | undefined;
  rejection_reason?: String_Comparison_Exp | null | undefined;
  search_text?: String_Comparison_Exp | null | undefined;
  started_at?: Timestamptz_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
  status_comment?: String_Comparison_Exp | null | undefined;
  trailer_plate?: String_Comparison_Exp | null | undefined;
  truck_plate?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  updated_by?: Uuid_Comparison_Exp | null | undefined;
  warehouse?: Warehouses_Bool_Exp | null | undefined;
  warehouse_id?: Uuid_Comparison_Exp | null | undefined;
  weight_kg?: Numeric_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "delivery_notices" */
export type Delivery_Notices_Constraint =
  /** unique or primary key constraint on columns "org_id", "number" */
  | 'delivery_notices_org_id_number_key'
  /** unique or primary key constraint on columns "id" */
  | 'delivery_notices_pkey';

/** input type for inserting data into table "delivery_notices" */
export type Delivery_Notices_Insert_Input = {
  adr?: boolean | null | undefined;
  arrived_at?: string | null | undefined;
  attachments?: Delivery_Notice_Attachments_Arr_Rel_Insert_Input | null | undefined;
  carrier_name?: string | null | undefined;
  client?: Clients_Obj_Rel_Insert_Input | null | undefined;
  client_id?: string | null | undefined;
  completed_at?: string | null | undefined;
  created_at?: string | null | undefined;
  created_by?: string | null | undefined;
  direction?: string | null | undefined;
  driver?: Profiles_Obj_Rel_Insert_Input | null | undefined;
  driver_name?: string | null | undefined;
  driver_phone?: string | null | undefined;
  driver_profile_id?: string | null | undefined;
  events?: Delivery_Notice_Events_Arr_Rel_Insert_Input | null | undefined;
  id?: string | null | undefined;
  items?: Delivery_Notice_Items_Arr_Rel_Insert_Input | null | undefined;
  notes?: string | null | undefined;
  number?: string | null | undefined;
  org_id?: string | null | undefined;
  organization?: Organizations_Obj_Rel_Insert_Input | null | undefined;
  pallets?: number | null | undefined;
  planned_end?: string | null | undefined;
  planned_start?: string | null | undefined;
  proposed_end?: string | null | undefined;
  proposed_start?: string | null | undefined;
  ramp?: Ramps_Obj_Rel_Insert_Input | null | undefined;
  ramp_id?: string | null | undefined;
  reference_numbers?: string | null | undefined;
  rejection_reason?: string | null | undefined;
  search_text?: string | null | undefined;
  started_at?: string | null | undefined;
  status?: string | null | undefined;
  status_comment?: string | null | undefined;
  trailer_plate?: string | null | undefined;
  truck_plate?: string | null | undefined;
  updated_at?: string | null | undefined;
  updated_by?: string | null | undefined;
  warehouse?: Warehouses_Obj_Rel_Insert_Input | null | undefined;
  warehouse_id?: string | null | undefined;
  weight_kg?: string | number | null | undefined;
};

export type Delivery_Notices_Max_Order_By = {
  arrived_at?: Order_By | null | undefined;
  carrier_name?: Order_By | null | undefined;
  completed_at?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  direction?: Order_By | null | undefined;
  driver_name?: Order_By | null | undefined;
  driver_phone?: Order_By | null | undefined;
  notes?: Order_By | null | undefined;
  number?: Order_By | null | undefined;
  pallets?: Order_By | null | undefined;
  planned_end?: Order_By | null | undefined;
  planned_start?: Order_By | null | undefined;
  proposed_end?: Order_By | null | undefined;
  proposed_start?: Order_By | null | undefined;
  rejection_reason?: Order_By | null | undefined;
  search_text?: Order_By | null | undefined;
  started_at?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  status_comment?: Order_By | null | undefined;
  trailer_plate?: Order_By | null | undefined;
  truck_plate?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  weight_kg?: Order_By | null | undefined;
};

export type Delivery_Notices_Min_Order_By = {
  arrived_at?: Order_By | null | undefined;
  carrier_name?: Order_By | null | undefined;
  completed_at?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  direction?: Order_By | null | undefined;
  driver_name?: Order_By | null | undefined;
  driver_phone?: Order_By | null | undefined;
  notes?: Order_By | null | undefined;
  number?: Order_By | null | undefined;
  pallets?: Order_By | null | undefined;
  planned_end?: Order_By | null | undefined;
  planned_start?: Order_By | null | undefined;
  proposed_end?: Order_By | null | undefined;
  proposed_start?: Order_By | null | undefined;
  rejection_reason?: Order_By | null | undefined;
  search_text?: Order_By | null | undefined;
  started_at?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  status_comment?: Order_By | null | undefined;
  trailer_plate?: Order_By | null | undefined;
  truck_plate?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  weight_kg?: Order_By | null | undefined;
};

/** input type for inserting object relation for remote table "delivery_notices" */
export type Delivery_Notices_Obj_Rel_Insert_Input = {
  data: Delivery_Notices_Insert_Input;
  /** upsert condition */
  on_conflict?: Delivery_Notices_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "delivery_notices" */
export type Delivery_Notices_On_Conflict = {
  constraint: Delivery_Notices_Constraint;
  update_columns?: Array<Delivery_Notices_Update_Column>;
  where?: Delivery_Notices_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "delivery_notices". */
export type Delivery_Notices_Order_By = {
  adr?: Order_By | null | undefined;
  arrived_at?: Order_By | null | undefined;
  attachments_aggregate?: Delivery_Notice_Attachments_Aggregate_Order_By | null | undefined;
  carrier_name?: Order_By | null | undefined;
  client?: Clients_Order_By | null | undefined;
  client_id?: Order_By | null | undefined;
  completed_at?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  created_by?: Order_By | null | undefined;
  direction?: Order_By | null | undefined;
  driver?: Profiles_Order_By | null | undefined;
  driver_name?: Order_By | null | undefined;
  driver_phone?: Order_By | null | undefined;
  driver_profile_id?: Order_By | null | undefined;
  events_aggregate?: Delivery_Notice_Events_Aggregate_Order_By | null | undefined;
  id?: Order_By | null | undefined;
  items_aggregate?: Delivery_Notice_Items_Aggregate_Order_By | null | undefined;
  notes?: Order_By | null | undefined;
  number?: Order_By | null | undefined;
  org_id?: Order_By | null | undefined;
  organization?: Organizations_Order_By | null | undefined;
  pallets?: Order_By | null | undefined;
  planned_end?: Order_By | null | undefined;
  planned_start?: Order_By | null | undefined;
  proposed_end?: Order_By | null | undefined;
  proposed_start?: Order_By | null | undefined;
  ramp?: Ramps_Order_By | null | undefined;
  ramp_id?: Order_By | null | undefined;
  reference_numbers?: Order_By | null | undefined;
  rejection_reason?: Order_By | null | undefined;
  search_text?: Order_By | null | undefined;
  started_at?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  status_comment?: Order_By | null | undefined;
  trailer_plate?: Order_By | null | undefined;
  truck_plate?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  updated_by?: Order_By | null | undefined;
  warehouse?: Warehouses_Order_By | null | undefined;
  warehouse_id?: Order_By | null | undefined;
  weight_kg?: Order_By | null | undefined;
};

/** select columns of table "delivery_notices" */
export type Delivery_Notices_Select_Column =
  /** column name */
  | 'adr'
  /** column name */
  | 'arrived_at'
  /** column name */
  | 'carrier_name'
  /** column name */
  | 'client_id'
  /** column name */
  | 'completed_at'
  /** column name */
  | 'created_at'
  /** column name */
  | 'created_by'
  /** column name */
  | 'direction'
  /** column name */
  | 'driver_name'
  /** column name */
  | 'driver_phone'
  /** column name */
  | 'driver_profile_id'
  /** column name */
  | 'id'
  /** column name */
  | 'notes'
  /** column name */
  | 'number'
  /** column name */
  | 'org_id'
  /** column name */
  | 'pallets'
  /** column name */
  | 'planned_end'
  /** column name */
  | 'planned_start'
  /** column name */
  | 'proposed_end'
  /** column name */
  | 'proposed_start'
  /** column name */
  | 'ramp_id'
  /** column name */
  | 'reference_numbers'
  /** column name */
  | 'rejection_reason'
  /** column name */
  | 'search_text'
  /** column name */
  | 'started_at'
  /** column name */
  | 'status'
  /** column name */
  | 'status_comment'
  /** column name */
  | 'trailer_plate'
  /** column name */
  | 'truck_plate'
  /** column name */
  | 'updated_at'
  /** column name */
  | 'updated_by'
  /** column name */
  | 'warehouse_id'
  /** column name */
  | 'weight_kg';

/** input type for updating data in table "delivery_notices" */
export type Delivery_Notices_Set_Input = {
  adr?: boolean | null | undefined;
  arrived_at?: string | null | undefined;
  carrier_name?: string | null | undefined;
  client_id?: string | null | undefined;
  completed_at?: string | null | undefined;
  created_at?: string | null | undefined;
  created_by?: string | null | undefined;
  direction?: string | null | undefined;
  driver_name?: string | null | undefined;
  driver_phone?: string | null | undefined;
  driver_profile_id?: string | null | undefined;
  id?: string | null | undefined;
  notes?: string | null | undefined;
  number?: string | null | undefined;
  org_id?: string | null | undefined;
  pallets?: number | null | undefined;
  planned_end?: string | null | undefined;
  planned_start?: string | null | undefined;
  proposed_end?: string | null | undefined;
  proposed_start?: string | null | undefined;
  ramp_id?: string | null | undefined;
  reference_numbers?: string | null | undefined;
  rejection_reason?: string | null | undefined;
  search_text?: string | null | undefined;
  started_at?: string | null | undefined;
  status?: string | null | undefined;
  status_comment?: string | null | undefined;
  trailer_plate?: string | null | undefined;
  truck_plate?: string | null | undefined;
  updated_at?: string | null | undefined;
  updated_by?: string | null | undefined;
  warehouse_id?: string | null | undefined;
  weight_kg?: string | number | null | undefined;
};

export type Delivery_Notices_Stddev_Order_By = {
  pallets?: Order_By | null | undefined;
  weight_kg?: Order_By | null | undefined;
};

export type Delivery_Notices_Stddev_Pop_Order_By = {
  pallets?: Order_By | null | undefined;
  weight_kg?: Order_By | null | undefined;
};

export type Delivery_Notices_Stddev_Samp_Order_By = {
  pallets?: Order_By | null | undefined;
  weight_kg?: Order_By | null | undefined;
};

export type Delivery_Notices_Sum_Order_By = {
  pallets?: Order_By | null | undefined;
  weight_kg?: Order_By | null | undefined;
};

/** update columns of table "delivery_notices" */
export type Delivery_Notices_Update_Column =
  /** column name */
  | 'adr'
  /** column name */
  | 'arrived_at'
  /** column name */
  | 'carrier_name'
  /** column name */
  | 'client_id'
  /** column name */
  | 'completed_at'
  /** column name */
  | 'created_at'
  /** column name */
  | 'created_by'
  /** column name */
  | 'direction'
  /** column name */
  | 'driver_name'
  /** column name */
  | 'driver_phone'
  /** column name */
  | 'driver_profile_id'
  /** column name */
  | 'id'
  /** column name */
  | 'notes'
  /** column name */
  | 'number'
  /** column name */
  | 'org_id'
  /** column name */
  | 'pallets'
  /** column name */
  | 'planned_end'
  /** column name */
  | 'planned_start'
  /** column name */
  | 'proposed_end'
  /** column name */
  | 'proposed_start'
  /** column name */
  | 'ramp_id'
  /** column name */
  | 'reference_numbers'
  /** column name */
  | 'rejection_reason'
  /** column name */
  | 'search_text'
  /** column name */
  | 'started_at'
  /** column name */
  | 'status'
  /** column name */
  | 'status_comment'
  /** column name */
  | 'trailer_plate'
  /** column name */
  | 'truck_plate'
  /** column name */
  | 'updated_at'
  /** column name */
  | 'updated_by'
  /** column name */
  | 'warehouse_id'
  /** column name */
  | 'weight_kg';

export type Delivery_Notices_Var_Pop_Order_By = {
  pallets?: Order_By | null | undefined;
  weight_kg?: Order_By | null | undefined;
};

export type Delivery_Notices_Var_Samp_Order_By = {
  pallets?: Order_By | null | undefined;
  weight_kg?: Order_By | null | undefined;
};

export type Delivery_Notices_Variance_Order_By = {
  pallets?: Order_By | null | undefined;
  weight_kg?: Order_By | null | undefined;
};

export type Files_Aggregate_Bool_Exp = {
  count?: Files_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Files_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Files_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Files_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "storage.files" */
export type Files_Aggregate_Order_By = {
  avg?: Files_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Files_Max_Order_By | null | undefined;
  min?: Files_Min_Order_By | null | undefined;
  stddev?: Files_Stddev_Order_By | null | undefined;
  stddev_pop?: Files_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Files_Stddev_Samp_Order_By | null | undefined;
  sum?: Files_Sum_Order_By | null | undefined;
  var_pop?: Files_Var_Pop_Order_By | null | undefined;
  var_samp?: Files_Var_Samp_Order_By | null | undefined;
  variance?: Files_Variance_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "storage.files" */
export type Files_Arr_Rel_Insert_Input = {
  data: Array<Files_Insert_Input>;
  /** upsert condition */
  on_conflict?: Files_On_Conflict | null | undefined;
};

export type Files_Avg_Order_By = {
  size?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "storage.files". All fields are combined with a logical 'AND'. */
export type Files_Bool_Exp = {
  _and?: Array<Files_Bool_Exp> | null | undefined;
  _not?: Files_Bool_Exp | null | undefined;
  _or?: Array<Files_Bool_Exp> | null | undefined;
  bucket?: Buckets_Bool_Exp | null | undefined;
  bucketId?: String_Comparison_Exp | null | undefined;
  createdAt?: Timestamptz_Comparison_Exp | null | undefined;
  etag?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  isUploaded?: Boolean_Comparison_Exp | null | undefined;
  metadata?: Jsonb_Comparison_Exp | null | undefined;
  mimeType?: String_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  noticeAttachments?: Delivery_Notice_Attachments_Bool_Exp | null | undefined;
  noticeAttachments_aggregate?: Delivery_Notice_Attachments_Aggregate_Bool_Exp | null | undefined;
  orgId?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  priceListCsvs?: Price_Lists_Bool_Exp | null | undefined;
  priceListCsvs_aggregate?: Price_Lists_Aggregate_Bool_Exp | null | undefined;
  priceListPdfs?: Price_Lists_Bool_Exp | null | undefined;
  priceListPdfs_aggregate?: Price_Lists_Aggregate_Bool_Exp | null | undefined;
  size?: Int_Comparison_Exp | null | undefined;
  updatedAt?: Timestamptz_Comparison_Exp | null | undefined;
  uploadedByUserId?: Uuid_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "storage.files" */
export type Files_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'files_pkey';

/** input type for inserting data into table "storage.files" */
export type Files_Insert_Input = {
  bucket?: Buckets_Obj_Rel_Insert_Input | null | undefined;
  bucketId?: string | null | undefined;
  createdAt?: string | null | undefined;
  etag?: string | null | undefined;
  id?: string | null | undefined;
  isUploaded?: boolean | null | undefined;
  metadata?: unknown;
  mimeType?: string | null | undefined;
  name?: string | null | undefined;
  noticeAttachments?: Delivery_Notice_Attachments_Arr_Rel_Insert_Input | null | undefined;
  orgId?: string | null | undefined;
  organization?: Organizations_Obj_Rel_Insert_Input | null | undefined;
  priceListCsvs?: Price_Lists_Arr_Rel_Insert_Input | null | undefined;
  priceListPdfs?: Price_Lists_Arr_Rel_Insert_Input | null | undefined;
  size?: number | null | undefined;
  updatedAt?: string | null | undefined;
  uploadedByUserId?: string | null | undefined;
};

export type Files_Max_Order_By = {
  bucketId?: Order_By | null | undefined;
  createdAt?: Order_By | null | undefined;
  etag?: Order_By | null | undefined;
  mimeType?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  size?: Order_By | null | undefined;
  updatedAt?: Order_By | null | undefined;
};

export type Files_Min_Order_By = {
  bucketId?: Order_By | null | undefined;
  createdAt?: Order_By | null | undefined;
  etag?: Order_By | null | undefined;
  mimeType?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  size?: Order_By | null | undefined;
  updatedAt?: Order_By | null | undefined;
};

/** input type for inserting object relation for remote table "storage.files" */
export type Files_Obj_Rel_Insert_Input = {
  data: Files_Insert_Input;
  /** upsert condition */
  on_conflict?: Files_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "storage.files" */
export type Files_On_Conflict = {
  constraint: Files_Constraint;
  update_columns?: Array<Files_Update_Column>;
  where?: Files_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "storage.files". */
export type Files_Order_By = {
  bucket?: Buckets_Order_By | null | undefined;
  bucketId?: Order_By | null | undefined;
  createdAt?: Order_By | null | undefined;
  etag?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  isUploaded?: Order_By | null | undefined;
  metadata?: Order_By | null | undefined;
  mimeType?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  noticeAttachments_aggregate?: Delivery_Notice_Attachments_Aggregate_Order_By | null | undefined;
  orgId?: Order_By | null | undefined;
  organization?: Organizations_Order_By | null | undefined;
  priceListCsvs_aggregate?: Price_Lists_Aggregate_Order_By | null | undefined;
  priceListPdfs_aggregate?: Price_Lists_Aggregate_Order_By | null | undefined;
  size?: Order_By | null | undefined;
  updatedAt?: Order_By | null | undefined;
  uploadedByUserId?: Order_By | null | undefined;
};

/** select columns of table "storage.files" */
export type Files_Select_Column =
  /** column name */
  | 'bucketId'
  /** column name */
  | 'createdAt'
  /** column name */
  | 'etag'
  /** column name */
  | 'id'
  /** column name */
  | 'isUploaded'
  /** column name */
  | 'metadata'
  /** column name */
  | 'mimeType'
  /** column name */
  | 'name'
  /** column name */
  | 'orgId'
  /** column name */
  | 'size'
  /** column name */
  | 'updatedAt'
  /** column name */
  | 'uploadedByUserId';

export type Files_Stddev_Order_By = {
  size?: Order_By | null | undefined;
};

export type Files_Stddev_Pop_Order_By = {
  size?: Order_By | null | undefined;
};

export type Files_Stddev_Samp_Order_By = {
  size?: Order_By | null | undefined;
};

export type Files_Sum_Order_By = {
  size?: Order_By | null | undefined;
};

/** update columns of table "storage.files" */
export type Files_Update_Column =
  /** column name */
  | 'bucketId'
  /** column name */
  | 'createdAt'
  /** column name */
  | 'etag'
  /** column name */
  | 'id'
  /** column name */
  | 'isUploaded'
  /** column name */
  | 'metadata'
  /** column name */
  | 'mimeType'
  /** column name */
  | 'name'
  /** column name */
  | 'orgId'
  /** column name */
  | 'size'
  /** column name */
  | 'updatedAt'
  /** column name */
  | 'uploadedByUserId';

export type Files_Var_Pop_Order_By = {
  size?: Order_By | null | undefined;
};

export type Files_Var_Samp_Order_By = {
  size?: Order_By | null | undefined;
};

export type Files_Variance_Order_By = {
  size?: Order_By | null | undefined;
};

export type Jsonb_Cast_Exp = {
  String?: String_Comparison_Exp | null | undefined;
};

/** Boolean expression to compare columns of type "jsonb". All fields are combined with logical 'AND'. */
export type Jsonb_Comparison_Exp = {
  _cast?: Jsonb_Cast_Exp | null | undefined;
  /** is the column contained in the given json value */
  _contained_in?: unknown;
  /** does the column contain the given json value at the top level */
  _contains?: unknown;
  _eq?: unknown;
  _gt?: unknown;
  _gte?: unknown;
  /** does the string exist as a top-level key in the column */
  _has_key?: string | null | undefined;
  /** do all of these strings exist as top-level keys in the column */
  _has_keys_all?: Array<string> | null | undefined;
  /** do any of these strings exist as top-level keys in the column */
  _has_keys_any?: Array<string> | null | undefined;
  _in?: Array<unknown> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: unknown;
  _lte?: unknown;
  _neq?: unknown;
  _nin?: Array<unknown> | null | undefined;
};

/** Boolean expression to compare columns of type "numeric". All fields are combined with logical 'AND'. */
export type Numeric_Comparison_Exp = {
  _eq?: string | number | null | undefined;
  _gt?: string | number | null | undefined;
  _gte?: string | number | null | undefined;
  _in?: Array<string | number> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | number | null | undefined;
  _lte?: string | number | null | undefined;
  _neq?: string | number | null | undefined;
  _nin?: Array<string | number> | null | undefined;
};

/** column ordering options */
export type Order_By =
  /** in ascending order, nulls last */
  | 'asc'
  /** in ascending order, nulls first */
  | 'asc_nulls_first'
  /** in ascending order, nulls last */
  | 'asc_nulls_last'
  /** in descending order, nulls first */
  | 'desc'
  /** in descending order, nulls first */
  | 'desc_nulls_first'
  /** in descending order, nulls last */
  | 'desc_nulls_last';

/** Boolean expression to filter rows from the table "organizations". All fields are combined with a logical 'AND'. */
export type Organizations_Bool_Exp = {
  _and?: Array<Organizations_Bool_Exp> | null | undefined;
  _not?: Organizations_Bool_Exp | null | undefined;
  _or?: Array<Organizations_Bool_Exp> | null | undefined;
  clients?: Clients_Bool_Exp | null | undefined;
  clients_aggregate?: Clients_Aggregate_Bool_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  nip?: String_Comparison_Exp | null | undefined;
  profiles?: Profiles_Bool_Exp | null | undefined;
  profiles_aggregate?: Profiles_Aggregate_Bool_Exp | null | undefined;
};

/** unique or primary key constraints on table "organizations" */
export type Organizations_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'organizations_pkey';

/** input type for inserting data into table "organizations" */
export type Organizations_Insert_Input = {
  clients?: Clients_Arr_Rel_Insert_Input | null | undefined;
  created_at?: string | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  nip?: string | null | undefined;
  profiles?: Profiles_Arr_Rel_Insert_Input | null | undefined;
};

/** input type for inserting object relation for remote table "organizations" */
export type Organizations_Obj_Rel_Insert_Input = {
  data: Organizations_Insert_Input;
  /** upsert condition */
  on_conflict?: Organizations_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "organizations" */
export type Organizations_On_Conflict = {
  constraint: Organizations_Constraint;
  update_columns?: Array<Organizations_Update_Column>;
  where?: Organizations_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "organizations". */
export type Organizations_Order_By = {
  clients_aggregate?: Clients_Aggregate_Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  nip?: Order_By | null | undefined;
  profiles_aggregate?: Profiles_Aggregate_Order_By | null | undefined;
};

/** update columns of table "organizations" */
export type Organizations_Update_Column =
  /** column name */
  | 'created_at'
  /** column name */
  | 'id'
  /** column name */
  | 'name'
  /** column name */
  | 'nip';

export type Price_List_Items_Aggregate_Bool_Exp = {
  count?: Price_List_Items_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Price_List_Items_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Price_List_Items_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Price_List_Items_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** input type for inserting array relation for remote table "price_list_items" */
export type Price_List_Items_Arr_Rel_Insert_Input = {
  data: Array<Price_List_Items_Insert_Input>;
  /** upsert condition */
  on_conflict?: Price_List_Items_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "price_list_items". All fields are combined with a logical 'AND'. */
export type Price_List_Items_Bool_Exp = {
  _and?: Array<Price_List_Items_Bool_Exp> | null | undefined;
  _not?: Price_List_Items_Bool_Exp | null | undefined;
  _or?: Array<Price_List_Items_Bool_Exp> | null | undefined;
  catalogue_net_price?: Numeric_Comparison_Exp | null | undefined;
  gross_price?: Numeric_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  net_price?: Numeric_Comparison_Exp | null | undefined;
  position?: Int_Comparison_Exp | null | undefined;
  price_list?: Price_Lists_Bool_Exp | null | undefined;
  price_list_id?: Uuid_Comparison_Exp | null | undefined;
  product?: Products_Bool_Exp | null | undefined;
  product_id?: Uuid_Comparison_Exp | null | undefined;
  vat_rate?: String_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "price_list_items" */
export type Price_List_Items_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'price_list_items_pkey'
  /** unique or primary key constraint on columns "price_list_id", "product_id" */
  | 'price_list_items_product_key';

/** input type for inserting data into table "price_list_items" */
export type Price_List_Items_Insert_Input = {
  catalogue_net_price?: string | number | null | undefined;
  id?: string | null | undefined;
  net_price?: string | number | null | undefined;
  position?: number | null | undefined;
  price_list?: Price_Lists_Obj_Rel_Insert_Input | null | undefined;
  price_list_id?: string | null | undefined;
  product?: Products_Obj_Rel_Insert_Input | null | undefined;
  product_id?: string | null | undefined;
  vat_rate?: string | null | undefined;
};

/** on_conflict condition type for table "price_list_items" */
export type Price_List_Items_On_Conflict = {
  constraint: Price_List_Items_Constraint;
  update_columns?: Array<Price_List_Items_Update_Column>;
  where?: Price_List_Items_Bool_Exp | null | undefined;
};

/** select columns of table "price_list_items" */
export type Price_List_Items_Select_Column =
  /** column name */
  | 'catalogue_net_price'
  /** column name */
  | 'gross_price'
  /** column name */
  | 'id'
  /** column name */
  | 'net_price'
  /** column name */
  | 'position'
  /** column name */
  | 'price_list_id'
  /** column name */
  | 'product_id'
  /** column name */
  | 'vat_rate';

/** update columns of table "price_list_items" */
export type Price_List_Items_Update_Column =
  /** column name */
  | 'catalogue_net_price'
  /** column name */
  | 'id'
  /** column name */
  | 'net_price'
  /** column name */
  | 'position'
  /** column name */
  | 'price_list_id'
  /** column name */
  | 'product_id'
  /** column name */
  | 'vat_rate';

export type Price_Lists_Aggregate_Bool_Exp = {
  count?: Price_Lists_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Price_Lists_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Price_Lists_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Price_Lists_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "price_lists" */
export type Price_Lists_Aggregate_Order_By = {
  avg?: Price_Lists_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Price_Lists_Max_Order_By | null | undefined;
  min?: Price_Lists_Min_Order_By | null | undefined;
  stddev?: Price_Lists_Stddev_Order_By | null | undefined;
  stddev_pop?: Price_Lists_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Price_Lists_Stddev_Samp_Order_By | null | undefined;
  sum?: Price_Lists_Sum_Order_By | null | undefined;
  var_pop?: Price_Lists_Var_Pop_Order_By | null | undefined;
  var_samp?: Price_Lists_Var_Samp_Order_By | null | undefined;
  variance?: Price_Lists_Variance_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "price_lists" */
export type Price_Lists_Arr_Rel_Insert_Input = {
  data: Array<Price_Lists_Insert_Input>;
  /** upsert condition */
  on_conflict?: Price_Lists_On_Conflict | null | undefined;
};

export type Price_Lists_Avg_Order_By = {
  discount_percent?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "price_lists". All fields are combined with a logical 'AND'. */
export type Price_Lists_Bool_Exp = {
  _and?: Array<Price_Lists_Bool_Exp> | null | undefined;
  _not?: Price_Lists_Bool_Exp | null | undefined;
  _or?: Array<Price_Lists_Bool_Exp> | null | undefined;
  author?: Users_Bool_Exp | null | undefined;
  client?: Clients_Bool_Exp | null | undefined;
  client_id?: Uuid_Comparison_Exp | null | undefined;
  columns?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  created_by?: Uuid_Comparison_Exp | null | undefined;
  csv?: Files_Bool_Exp | null | undefined;
  csv_file_id?: Uuid_Comparison_Exp | null | undefined;
  discount_percent?: Numeric_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  items?: Price_List_Items_Bool_Exp | null | undefined;
  items_aggregate?: Price_List_Items_Aggregate_Bool_Exp | null | undefined;
  note?: String_Comparison_Exp | null | undefined;
  number?: String_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  pdf?: Files_Bool_Exp | null | undefined;
  pdf_file_id?: Uuid_Comparison_Exp | null | undefined;
  valid_from?: Date_Comparison_Exp | null | undefined;
  valid_to?: Date_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "price_lists" */
export type Price_Lists_Constraint =
  /** unique or primary key constraint on columns "org_id", "number" */
  | 'price_lists_org_number_key'
  /** unique or primary key constraint on columns "id" */
  | 'price_lists_pkey';

/** input type for inserting data into table "price_lists" */
export type Price_Lists_Insert_Input = {
  author?: Users_Obj_Rel_Insert_Input | null | undefined;
  client?: Clients_Obj_Rel_Insert_Input | null | undefined;
  client_id?: string | null | undefined;
  columns?: string | null | undefined;
  created_at?: string | null | undefined;
  created_by?: string | null | undefined;
  csv?: Files_Obj_Rel_Insert_Input | null | undefined;
  csv_file_id?: string | null | undefined;
  discount_percent?: string | number | null | undefined;
  id?: string | null | undefined;
  items?: Price_List_Items_Arr_Rel_Insert_Input | null | undefined;
  note?: string | null | undefined;
  number?: string | null | undefined;
  org_id?: string | null | undefined;
  organization?: Organizations_Obj_Rel_Insert_Input | null | undefined;
  pdf?: Files_Obj_Rel_Insert_Input | null | undefined;
  pdf_file_id?: string | null | undefined;
  valid_from?: string | null | undefined;
  valid_to?: string | null | undefined;
};

export type Price_Lists_Max_Order_By = {
  columns?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  discount_percent?: Order_By | null | undefined;
  note?: Order_By | null | undefined;
  number?: Order_By | null | undefined;
  valid_from?: Order_By | null | undefined;
  valid_to?: Order_By | null | undefined;
};

export type Price_Lists_Min_Order_By = {
  columns?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  discount_percent?: Order_By | null | undefined;
  note?: Order_By | null | undefined;
  number?: Order_By | null | undefined;
  valid_from?: Order_By | null | undefined;
  valid_to?: Order_By | null | undefined;
};

/** input type for inserting object relation for remote table "price_lists" */
export type Price_Lists_Obj_Rel_Insert_Input = {
  data: Price_Lists_Insert_Input;
  /** upsert condition */
  on_conflict?: Price_Lists_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "price_lists" */
export type Price_Lists_On_Conflict = {
  constraint: Price_Lists_Constraint;
  update_columns?: Array<Price_Lists_Update_Column>;
  where?: Price_Lists_Bool_Exp | null | undefined;
};

/** select columns of table "price_lists" */
export type Price_Lists_Select_Column =
  /** column name */
  | 'client_id'
  /** column name */
  | 'columns'
  /** column name */
  | 'created_at'
  /** column name */
  | 'created_by'
  /** column name */
  | 'csv_file_id'
  /** column name */
  | 'discount_percent'
  /** column name */
  | 'id'
  /** column name */
  | 'note'
  /** column name */
  | 'number'
  /** column name */
  | 'org_id'
  /** column name */
  | 'pdf_file_id'
  /** column name */
  | 'valid_from'
  /** column name */
  | 'valid_to';

export type Price_Lists_Stddev_Order_By = {
  discount_percent?: Order_By | null | undefined;
};

export type Price_Lists_Stddev_Pop_Order_By = {
  discount_percent?: Order_By | null | undefined;
};

export type Price_Lists_Stddev_Samp_Order_By = {
  discount_percent?: Order_By | null | undefined;
};

export type Price_Lists_Sum_Order_By = {
  discount_percent?: Order_By | null | undefined;
};

/** update columns of table "price_lists" */
export type Price_Lists_Update_Column =
  /** column name */
  | 'client_id'
  /** column name */
  | 'columns'
  /** column name */
  | 'created_at'
  /** column name */
  | 'created_by'
  /** column name */
  | 'csv_file_id'
  /** column name */
  | 'discount_percent'
  /** column name */
  | 'id'
  /** column name */
  | 'note'
  /** column name */
  | 'number'
  /** column name */
  | 'org_id'
  /** column name */
  | 'pdf_file_id'
  /** column name */
  | 'valid_from'
  /** column name */
  | 'valid_to';

export type Price_Lists_Var_Pop_Order_By = {
  discount_percent?: Order_By | null | undefined;
};

export type Price_Lists_Var_Samp_Order_By = {
  discount_percent?: Order_By | null | undefined;
};

export type Price_Lists_Variance_Order_By = {
  discount_percent?: Order_By | null | undefined;
};

export type Product_Categories_Aggregate_Bool_Exp = {
  count?: Product_Categories_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Product_Categories_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Product_Categories_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Product_Categories_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "product_categories" */
export type Product_Categories_Aggregate_Order_By = {
  avg?: Product_Categories_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Product_Categories_Max_Order_By | null | undefined;
  min?: Product_Categories_Min_Order_By | null | undefined;
  stddev?: Product_Categories_Stddev_Order_By | null | undefined;
  stddev_pop?: Product_Categories_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Product_Categories_Stddev_Samp_Order_By | null | undefined;
  sum?: Product_Categories_Sum_Order_By | null | undefined;
  var_pop?: Product_Categories_Var_Pop_Order_By | null | undefined;
  var_samp?: Product_Categories_Var_Samp_Order_By | null | undefined;
  variance?: Product_Categories_Variance_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "product_categories" */
export type Product_Categories_Arr_Rel_Insert_Input = {
  data: Array<Product_Categories_Insert_Input>;
  /** upsert condition */
  on_conflict?: Product_Categories_On_Conflict | null | undefined;
};

export type Product_Categories_Avg_Order_By = {
  sort_order?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "product_categories". All fields are combined with a logical 'AND'. */
export type Product_Categories_Bool_Exp = {
  _and?: Array<Product_Categories_Bool_Exp> | null | undefined;
  _not?: Product_Categories_Bool_Exp | null | undefined;
  _or?: Array<Product_Categories_Bool_Exp> | null | undefined;
  children?: Product_Categories_Bool_Exp | null | undefined;
  children_aggregate?: Product_Categories_Aggregate_Bool_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  parent?: Product_Categories_Bool_Exp | null | undefined;
  parent_id?: Uuid_Comparison_Exp | null | undefined;
  products?: Products_Bool_Exp | null | undefined;
  products_aggregate?: Products_Aggregate_Bool_Exp | null | undefined;
  sort_order?: Int_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "product_categories" */
export type Product_Categories_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'product_categories_pkey';

/** input type for inserting data into table "product_categories" */
export type Product_Categories_Insert_Input = {
  children?: Product_Categories_Arr_Rel_Insert_Input | null | undefined;
  created_at?: string | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  org_id?: string | null | undefined;
  organization?: Organizations_Obj_Rel_Insert_Input | null | undefined;
  parent?: Product_Categories_Obj_Rel_Insert_Input | null | undefined;
  parent_id?: string | null | undefined;
  products?: Products_Arr_Rel_Insert_Input | null | undefined;
  sort_order?: number | null | undefined;
  updated_at?: string | null | undefined;
};

export type Product_Categories_Max_Order_By = {
  created_at?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  sort_order?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

export type Product_Categories_Min_Order_By = {
  created_at?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  sort_order?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

/** input type for inserting object relation for remote table "product_categories" */
export type Product_Categories_Obj_Rel_Insert_Input = {
  data: Product_Categories_Insert_Input;
  /** upsert condition */
  on_conflict?: Product_Categories_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "product_categories" */
export type Product_Categories_On_Conflict = {
  constraint: Product_Categories_Constraint;
  update_columns?: Array<Product_Categories_Update_Column>;
  where?: Product_Categories_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "product_categories". */
export type Product_Categories_Order_By = {
  children_aggregate?: Product_Categories_Aggregate_Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  org_id?: Order_By | null | undefined;
  organization?: Organizations_Order_By | null | undefined;
  parent?: Product_Categories_Order_By | null | undefined;
  parent_id?: Order_By | null | undefined;
  products_aggregate?: Products_Aggregate_Order_By | null | undefined;
  sort_order?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

/** select columns of table "product_categories" */
export type Product_Categories_Select_Column =
  /** column name */
  | 'created_at'
  /** column name */
  | 'id'
  /** column name */
  | 'name'
  /** column name */
  | 'org_id'
  /** column name */
  | 'parent_id'
  /** column name */
  | 'sort_order'
  /** column name */
  | 'updated_at';

export type Product_Categories_Stddev_Order_By = {
  sort_order?: Order_By | null | undefined;
};

export type Product_Categories_Stddev_Pop_Order_By = {
  sort_order?: Order_By | null | undefined;
};

export type Product_Categories_Stddev_Samp_Order_By = {
  sort_order?: Order_By | null | undefined;
};

export type Product_Categories_Sum_Order_By = {
  sort_order?: Order_By | null | undefined;
};

/** update columns of table "product_categories" */
export type Product_Categories_Update_Column =
  /** column name */
  | 'created_at'
  /** column name */
  | 'id'
  /** column name */
  | 'name'
  /** column name */
  | 'org_id'
  /** column name */
  | 'parent_id'
  /** column name */
  | 'sort_order'
  /** column name */
  | 'updated_at';

export type Product_Categories_Var_Pop_Order_By = {
  sort_order?: Order_By | null | undefined;
};

export type Product_Categories_Var_Samp_Order_By = {
  sort_order?: Order_By | null | undefined;
};

export type Product_Categories_Variance_Order_By = {
  sort_order?: Order_By | null | undefined;
};

/** input type for inserting data into table "product_imports" */
export type Product_Imports_Insert_Input = {
  created_at?: string | null | undefined;
  created_by?: string | null | undefined;
  id?: string | null | undefined;
  org_id?: string | null | undefined;
  organization?: Organizations_Obj_Rel_Insert_Input | null | undefined;
  products?: unknown;
  row_count?: number | null | undefined;
};

export type Products_Aggregate_Bool_Exp = {
  count?: Products_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Products_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Products_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Products_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "products" */
export type Products_Aggregate_Order_By = {
  avg?: Products_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Products_Max_Order_By | null | undefined;
  min?: Products_Min_Order_By | null | undefined;
  stddev?: Products_Stddev_Order_By | null | undefined;
  stddev_pop?: Products_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Products_Stddev_Samp_Order_By | null | undefined;
  sum?: Products_Sum_Order_By | null | undefined;
  var_pop?: Products_Var_Pop_Order_By | null | undefined;
  var_samp?: Products_Var_Samp_Order_By | null | undefined;
  variance?: Products_Variance_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "products" */
export type Products_Arr_Rel_Insert_Input = {
  data: Array<Products_Insert_Input>;
  /** upsert condition */
  on_conflict?: Products_On_Conflict | null | undefined;
};

export type Products_Avg_Order_By = {
  gross_price?: Order_By | null | undefined;
  net_price?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "products". All fields are combined with a logical 'AND'. */
export type Products_Bool_Exp = {
  _and?: Array<Products_Bool_Exp> | null | undefined;
  _not?: Products_Bool_Exp | null | undefined;
  _or?: Array<Products_Bool_Exp> | null | undefined;
  active?: Boolean_Comparison_Exp | null | undefined;
  category?: Product_Categories_Bool_Exp | null | undefined;
  category_id?: Uuid_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  description?: String_Comparison_Exp | null | undefined;
  ean?: String_Comparison_Exp | null | undefined;
  gross_price?: Numeric_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  image?: Files_Bool_Exp | null | undefined;
  image_file_id?: Uuid_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  net_price?: Numeric_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  sku?: String_Comparison_Exp | null | undefined;
  unit?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  vat_rate?: String_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "products" */
export type Products_Constraint =
  /** unique or primary key constraint on columns "org_id", "sku" */
  | 'products_org_id_sku_key'
  /** unique or primary key constraint on columns "id" */
  | 'products_pkey';

/** input type for inserting data into table "products" */
export type Products_Insert_Input = {
  active?: boolean | null | undefined;
  category?: Product_Categories_Obj_Rel_Insert_Input | null | undefined;
  category_id?: string | null | undefined;
  created_at?: string | null | undefined;
  description?: string | null | undefined;
  ean?: string | null | undefined;
  id?: string | null | undefined;
  image?: Files_Obj_Rel_Insert_Input | null | undefined;
  image_file_id?: string | null | undefined;
  name?: string | null | undefined;
  net_price?: string | number | null | undefined;
  org_id?: string | null | undefined;
  organization?: Organizations_Obj_Rel_Insert_Input | null | undefined;
  sku?: string | null | undefined;
  unit?: string | null | undefined;
  updated_at?: string | null | undefined;
  vat_rate?: string | null | undefined;
};

export type Products_Max_Order_By = {
  created_at?: Order_By | null | undefined;
  description?: Order_By | null | undefined;
  ean?: Order_By | null | undefined;
  gross_price?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  net_price?: Order_By | null | undefined;
  sku?: Order_By | null | undefined;
  unit?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  vat_rate?: Order_By | null | undefined;
};

export type Products_Min_Order_By = {
  created_at?: Order_By | null | undefined;
  description?: Order_By | null | undefined;
  ean?: Order_By | null | undefined;
  gross_price?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  net_price?: Order_By | null | undefined;
  sku?: Order_By | null | undefined;
  unit?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  vat_rate?: Order_By | null | undefined;
};

/** input type for inserting object relation for remote table "products" */
export type Products_Obj_Rel_Insert_Input = {
  data: Products_Insert_Input;
  /** upsert condition */
  on_conflict?: Products_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "products" */
export type Products_On_Conflict = {
  constraint: Products_Constraint;
  update_columns?: Array<Products_Update_Column>;
  where?: Products_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "products". */
export type Products_Order_By = {
  active?: Order_By | null | undefined;
  category?: Product_Categories_Order_By | null | undefined;
  category_id?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  description?: Order_By | null | undefined;
  ean?: Order_By | null | undefined;
  gross_price?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  image?: Files_Order_By | null | undefined;
  image_file_id?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  net_price?: Order_By | null | undefined;
  org_id?: Order_By | null | undefined;
  organization?: Organizations_Order_By | null | undefined;
  sku?: Order_By | null | undefined;
  unit?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  vat_rate?: Order_By | null | undefined;
};

/** select columns of table "products" */
export type Products_Select_Column =
  /** column name */
  | 'active'
  /** column name */
  | 'category_id'
  /** column name */
  | 'created_at'
  /** column name */
  | 'description'
  /** column name */
  | 'ean'
  /** column name */
  | 'gross_price'
  /** column name */
  | 'id'
  /** column name */
  | 'image_file_id'
  /** column name */
  | 'name'
  /** column name */
  | 'net_price'
  /** column name */
  | 'org_id'
  /** column name */
  | 'sku'
  /** column name */
  | 'unit'
  /** column name */
  | 'updated_at'
  /** column name */
  | 'vat_rate';

/** input type for updating data in table "products" */
export type Products_Set_Input = {
  active?: boolean | null | undefined;
  category_id?: string | null | undefined;
  created_at?: string | null | undefined;
  description?: string | null | undefined;
  ean?: string | null | undefined;
  id?: string | null | undefined;
  image_file_id?: string | null | undefined;
  name?: string | null | undefined;
  net_price?: string | number | null | undefined;
  org_id?: string | null | undefined;
  sku?: string | null | undefined;
  unit?: string | null | undefined;
  updated_at?: string | null | undefined;
  vat_rate?: string | null | undefined;
};

export type Products_Stddev_Order_By = {
  gross_price?: Order_By | null | undefined;
  net_price?: Order_By | null | undefined;
};

export type Products_Stddev_Pop_Order_By = {
  gross_price?: Order_By | null | undefined;
  net_price?: Order_By | null | undefined;
};

export type Products_Stddev_Samp_Order_By = {
  gross_price?: Order_By | null | undefined;
  net_price?: Order_By | null | undefined;
};

export type Products_Sum_Order_By = {
  gross_price?: Order_By | null | undefined;
  net_price?: Order_By | null | undefined;
};

/** update columns of table "products" */
export type Products_Update_Column =
  /** column name */
  | 'active'
  /** column name */
  | 'category_id'
  /** column name */
  | 'created_at'
  /** column name */
  | 'description'
  /** column name */
  | 'ean'
  /** column name */
  | 'id'
  /** column name */
  | 'image_file_id'
  /** column name */
  | 'name'
  /** column name */
  | 'net_price'
  /** column name */
  | 'org_id'
  /** column name */
  | 'sku'
  /** column name */
  | 'unit'
  /** column name */
  | 'updated_at'
  /** column name */
  | 'vat_rate';

export type Products_Var_Pop_Order_By = {
  gross_price?: Order_By | null | undefined;
  net_price?: Order_By | null | undefined;
};

export type Products_Var_Samp_Order_By = {
  gross_price?: Order_By | null | undefined;
  net_price?: Order_By | null | undefined;
};

export type Products_Variance_Order_By = {
  gross_price?: Order_By | null | undefined;
  net_price?: Order_By | null | undefined;
};

export type Profiles_Aggregate_Bool_Exp = {
  count?: Profiles_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Profiles_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Profiles_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Profiles_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "profiles" */
export type Profiles_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: Profiles_Max_Order_By | null | undefined;
  min?: Profiles_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "profiles" */
export type Profiles_Arr_Rel_Insert_Input = {
  data: Array<Profiles_Insert_Input>;
  /** upsert condition */
  on_conflict?: Profiles_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "profiles". All fields are combined with a logical 'AND'. */
export type Profiles_Bool_Exp = {
  _and?: Array<Profiles_Bool_Exp> | null | undefined;
  _not?: Profiles_Bool_Exp | null | undefined;
  _or?: Array<Profiles_Bool_Exp> | null | undefined;
  client?: Clients_Bool_Exp | null | undefined;
  client_id?: Uuid_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  display_name?: String_Comparison_Exp | null | undefined;
  email_notifications?: Boolean_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  phone?: String_Comparison_Exp | null | undefined;
  role?: String_Comparison_Exp | null | undefined;
  user?: Users_Bool_Exp | null | undefined;
  user_id?: Uuid_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "profiles" */
export type Profiles_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'profiles_pkey'
  /** unique or primary key constraint on columns "user_id", "org_id", "role" */
  | 'profiles_user_id_org_id_role_key';

/** input type for inserting data into table "profiles" */
export type Profiles_Insert_Input = {
  client?: Clients_Obj_Rel_Insert_Input | null | undefined;
  client_id?: string | null | undefined;
  created_at?: string | null | undefined;
  display_name?: string | null | undefined;
  email_notifications?: boolean | null | undefined;
  id?: string | null | undefined;
  org_id?: string | null | undefined;
  organization?: Organizations_Obj_Rel_Insert_Input | null | undefined;
  phone?: string | null | undefined;
  role?: string | null | undefined;
  user?: Users_Obj_Rel_Insert_Input | null | undefined;
  user_id?: string | null | undefined;
};

export type Profiles_Max_Order_By = {
  created_at?: Order_By | null | undefined;
  display_name?: Order_By | null | undefined;
  phone?: Order_By | null | undefined;
  role?: Order_By | null | undefined;
};

export type Profiles_Min_Order_By = {
  created_at?: Order_By | null | undefined;
  display_name?: Order_By | null | undefined;
  phone?: Order_By | null | undefined;
  role?: Order_By | null | undefined;
};

/** input type for inserting object relation for remote table "profiles" */
export type Profiles_Obj_Rel_Insert_Input = {
  data: Profiles_Insert_Input;
  /** upsert condition */
  on_conflict?: Profiles_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "profiles" */
export type Profiles_On_Conflict = {
  constraint: Profiles_Constraint;
  update_columns?: Array<Profiles_Update_Column>;
  where?: Profiles_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "profiles". */
export type Profiles_Order_By = {
  client?: Clients_Order_By | null | undefined;
  client_id?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  display_name?: Order_By | null | undefined;
  email_notifications?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  org_id?: Order_By | null | undefined;
  organization?: Organizations_Order_By | null | undefined;
  phone?: Order_By | null | undefined;
  role?: Order_By | null | undefined;
  user?: Users_Order_By | null | undefined;
  user_id?: Order_By | null | undefined;
};

/** select columns of table "profiles" */
export type Profiles_Select_Column =
  /** column name */
  | 'client_id'
  /** column name */
  | 'created_at'
  /** column name */
  | 'display_name'
  /** column name */
  | 'email_notifications'
  /** column name */
  | 'id'
  /** column name */
  | 'org_id'
  /** column name */
  | 'phone'
  /** column name */
  | 'role'
  /** column name */
  | 'user_id';

/** update columns of table "profiles" */
export type Profiles_Update_Column =
  /** column name */
  | 'client_id'
  /** column name */
  | 'created_at'
  /** column name */
  | 'display_name'
  /** column name */
  | 'email_notifications'
  /** column name */
  | 'id'
  /** column name */
  | 'org_id'
  /** column name */
  | 'phone'
  /** column name */
  | 'role'
  /** column name */
  | 'user_id';

export type Ramps_Aggregate_Bool_Exp = {
  count?: Ramps_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Ramps_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Ramps_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Ramps_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "ramps" */
export type Ramps_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: Ramps_Max_Order_By | null | undefined;
  min?: Ramps_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "ramps" */
export type Ramps_Arr_Rel_Insert_Input = {
  data: Array<Ramps_Insert_Input>;
  /** upsert condition */
  on_conflict?: Ramps_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "ramps". All fields are combined with a logical 'AND'. */
export type Ramps_Bool_Exp = {
  _and?: Array<Ramps_Bool_Exp> | null | undefined;
  _not?: Ramps_Bool_Exp | null | undefined;
  _or?: Array<Ramps_Bool_Exp> | null | undefined;
  active?: Boolean_Comparison_Exp | null | undefined;
  code?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  kind?: String_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  warehouse?: Warehouses_Bool_Exp | null | undefined;
  warehouse_id?: Uuid_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "ramps" */
export type Ramps_Constraint =
  /** unique or primary key constraint on columns "id" */
  | 'ramps_pkey'
  /** unique or primary key constraint on columns "warehouse_id", "code" */
  | 'ramps_warehouse_id_code_key';

/** input type for inserting data into table "ramps" */
export type Ramps_Insert_Input = {
  active?: boolean | null | undefined;
  code?: string | null | undefined;
  created_at?: string | null | undefined;
  id?: string | null | undefined;
  kind?: string | null | undefined;
  name?: string | null | undefined;
  org_id?: string | null | undefined;
  organization?: Organizations_Obj_Rel_Insert_Input | null | undefined;
  updated_at?: string | null | undefined;
  warehouse?: Warehouses_Obj_Rel_Insert_Input | null | undefined;
  warehouse_id?: string | null | undefined;
};

export type Ramps_Max_Order_By = {
  code?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  kind?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

export type Ramps_Min_Order_By = {
  code?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  kind?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

/** input type for inserting object relation for remote table "ramps" */
export type Ramps_Obj_Rel_Insert_Input = {
  data: Ramps_Insert_Input;
  /** upsert condition */
  on_conflict?: Ramps_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "ramps" */
export type Ramps_On_Conflict = {
  constraint: Ramps_Constraint;
  update_columns?: Array<Ramps_Update_Column>;
  where?: Ramps_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "ramps". */
export type Ramps_Order_By = {
  active?: Order_By | null | undefined;
  code?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  kind?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  org_id?: Order_By | null | undefined;
  organization?: Organizations_Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  warehouse?: Warehouses_Order_By | null | undefined;
  warehouse_id?: Order_By | null | undefined;
};

/** select columns of table "ramps" */
export type Ramps_Select_Column =
  /** column name */
  | 'active'
  /** column name */
  | 'code'
  /** column name */
  | 'created_at'
  /** column name */
  | 'id'
  /** column name */
  | 'kind'
  /** column name */
  | 'name'
  /** column name */
  | 'org_id'
  /** column name */
  | 'updated_at'
  /** column name */
  | 'warehouse_id';

/** input type for updating data in table "ramps" */
export type Ramps_Set_Input = {
  active?: boolean | null | undefined;
  code?: string | null | undefined;
  created_at?: string | null | undefined;
  id?: string | null | undefined;
  kind?: string | null | undefined;
  name?: string | null | undefined;
  org_id?: string | null | undefined;
  updated_at?: string | null | undefined;
  warehouse_id?: string | null | undefined;
};

/** update columns of table "ramps" */
export type Ramps_Update_Column =
  /** column name */
  | 'active'
  /** column name */
  | 'code'
  /** column name */
  | 'created_at'
  /** column name */
  | 'id'
  /** column name */
  | 'kind'
  /** column name */
  | 'name'
  /** column name */
  | 'org_id'
  /** column name */
  | 'updated_at'
  /** column name */
  | 'warehouse_id';

/** Boolean expression to compare columns of type "timestamptz". All fields are combined with logical 'AND'. */
export type Timestamptz_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
};

export type Users_Aggregate_Bool_Exp = {
  count?: Users_Aggregate_Bool_Exp_Count | null | undefined;
};

export type Users_Aggregate_Bool_Exp_Count = {
  arguments?: Array<Users_Select_Column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: Users_Bool_Exp | null | undefined;
  predicate: Int_Comparison_Exp;
};

/** order by aggregate values of table "auth.users" */
export type Users_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: Users_Max_Order_By | null | undefined;
  min?: Users_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "auth.users" */
export type Users_Arr_Rel_Insert_Input = {
  data: Array<Users_Insert_Input>;
  /** upsert condition */
  on_conflict?: Users_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "auth.users". All fields are combined with a logical 'AND'. */
export type Users_Bool_Exp = {
  _and?: Array<Users_Bool_Exp> | null | undefined;
  _not?: Users_Bool_Exp | null | undefined;
  _or?: Array<Users_Bool_Exp> | null | undefined;
  activeMfaType?: String_Comparison_Exp | null | undefined;
  avatarUrl?: String_Comparison_Exp | null | undefined;
  createdAt?: Timestamptz_Comparison_Exp | null | undefined;
  currentChallenge?: String_Comparison_Exp | null | undefined;
  defaultRole?: String_Comparison_Exp | null | undefined;
  defaultRoleByRole?: AuthRoles_Bool_Exp | null | undefined;
  disabled?: Boolean_Comparison_Exp | null | undefined;
  displayName?: String_Comparison_Exp | null | undefined;
  email?: Citext_Comparison_Exp | null | undefined;
  emailVerified?: Boolean_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  isAnonymous?: Boolean_Comparison_Exp | null | undefined;
  lastSeen?: Timestamptz_Comparison_Exp | null | undefined;
  locale?: String_Comparison_Exp | null | undefined;
  metadata?: Jsonb_Comparison_Exp | null | undefined;
  newEmail?: Citext_Comparison_Exp | null | undefined;
  otpHash?: String_Comparison_Exp | null | undefined;
  otpHashExpiresAt?: Timestamptz_Comparison_Exp | null | undefined;
  otpMethodLastUsed?: String_Comparison_Exp | null | undefined;
  passwordHash?: String_Comparison_Exp | null | undefined;
  phoneNumber?: String_Comparison_Exp | null | undefined;
  phoneNumberVerified?: Boolean_Comparison_Exp | null | undefined;
  profiles?: Profiles_Bool_Exp | null | undefined;
  profiles_aggregate?: Profiles_Aggregate_Bool_Exp | null | undefined;
  refreshTokens?: AuthRefreshTokens_Bool_Exp | null | undefined;
  refreshTokens_aggregate?: AuthRefreshTokens_Aggregate_Bool_Exp | null | undefined;
  roles?: AuthUserRoles_Bool_Exp | null | undefined;
  roles_aggregate?: AuthUserRoles_Aggregate_Bool_Exp | null | undefined;
  securityKeys?: AuthUserSecurityKeys_Bool_Exp | null | undefined;
  securityKeys_aggregate?: AuthUserSecurityKeys_Aggregate_Bool_Exp | null | undefined;
  ticket?: String_Comparison_Exp | null | undefined;
  ticketExpiresAt?: Timestamptz_Comparison_Exp | null | undefined;
  totpSecret?: String_Comparison_Exp | null | undefined;
  updatedAt?: Timestamptz_Comparison_Exp | null | undefined;
  userProviders?: AuthUserProviders_Bool_Exp | null | undefined;
  userProviders_aggregate?: AuthUserProviders_Aggregate_Bool_Exp | null | undefined;
};

/** unique or primary key constraints on table "auth.users" */
export type Users_Constraint =
  /** unique or primary key constraint on columns "email" */
  | 'users_email_key'
  /** unique or primary key constraint on columns "phone_number" */
  | 'users_phone_number_key'
  /** unique or primary key constraint on columns "id" */
  | 'users_pkey';

/** input type for inserting data into table "auth.users" */
export type Users_Insert_Input = {
  activeMfaType?: string | null | undefined;
  avatarUrl?: string | null | undefined;
  createdAt?: string | null | undefined;
  currentChallenge?: string | null | undefined;
  defaultRole?: string | null | undefined;
  defaultRoleByRole?: AuthRoles_Obj_Rel_Insert_Input | null | undefined;
  disabled?: boolean | null | undefined;
  displayName?: string | null | undefined;
  email?: string | null | undefined;
  emailVerified?: boolean | null | undefined;
  id?: string | null | undefined;
  isAnonymous?: boolean | null | undefined;
  lastSeen?: string | null | undefined;
  locale?: string | null | undefined;
  metadata?: unknown;
  newEmail?: string | null | undefined;
  otpHash?: string | null | undefined;
  otpHashExpiresAt?: string | null | undefined;
  otpMethodLastUsed?: string | null | undefined;
  passwordHash?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  phoneNumberVerified?: boolean | null | undefined;
  profiles?: Profiles_Arr_Rel_Insert_Input | null | undefined;
  refreshTokens?: AuthRefreshTokens_Arr_Rel_Insert_Input | null | undefined;
  roles?: AuthUserRoles_Arr_Rel_Insert_Input | null | undefined;
  securityKeys?: AuthUserSecurityKeys_Arr_Rel_Insert_Input | null | undefined;
  ticket?: string | null | undefined;
  ticketExpiresAt?: string | null | undefined;
  totpSecret?: string | null | undefined;
  updatedAt?: string | null | undefined;
  userProviders?: AuthUserProviders_Arr_Rel_Insert_Input | null | undefined;
};

export type Users_Max_Order_By = {
  activeMfaType?: Order_By | null | undefined;
  avatarUrl?: Order_By | null | undefined;
  createdAt?: Order_By | null | undefined;
  currentChallenge?: Order_By | null | undefined;
  defaultRole?: Order_By | null | undefined;
  displayName?: Order_By | null | undefined;
  email?: Order_By | null | undefined;
  lastSeen?: Order_By | null | undefined;
  locale?: Order_By | null | undefined;
  newEmail?: Order_By | null | undefined;
  otpHash?: Order_By | null | undefined;
  otpHashExpiresAt?: Order_By | null | undefined;
  otpMethodLastUsed?: Order_By | null | undefined;
  passwordHash?: Order_By | null | undefined;
  phoneNumber?: Order_By | null | undefined;
  ticket?: Order_By | null | undefined;
  ticketExpiresAt?: Order_By | null | undefined;
  totpSecret?: Order_By | null | undefined;
  updatedAt?: Order_By | null | undefined;
};

export type Users_Min_Order_By = {
  activeMfaType?: Order_By | null | undefined;
  avatarUrl?: Order_By | null | undefined;
  createdAt?: Order_By | null | undefined;
  currentChallenge?: Order_By | null | undefined;
  defaultRole?: Order_By | null | undefined;
  displayName?: Order_By | null | undefined;
  email?: Order_By | null | undefined;
  lastSeen?: Order_By | null | undefined;
  locale?: Order_By | null | undefined;
  newEmail?: Order_By | null | undefined;
  otpHash?: Order_By | null | undefined;
  otpHashExpiresAt?: Order_By | null | undefined;
  otpMethodLastUsed?: Order_By | null | undefined;
  passwordHash?: Order_By | null | undefined;
  phoneNumber?: Order_By | null | undefined;
  ticket?: Order_By | null | undefined;
  ticketExpiresAt?: Order_By | null | undefined;
  totpSecret?: Order_By | null | undefined;
  updatedAt?: Order_By | null | undefined;
};

/** input type for inserting object relation for remote table "auth.users" */
export type Users_Obj_Rel_Insert_Input = {
  data: Users_Insert_Input;
  /** upsert condition */
  on_conflict?: Users_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "auth.users" */
export type Users_On_Conflict = {
  constraint: Users_Constraint;
  update_columns?: Array<Users_Update_Column>;
  where?: Users_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "auth.users". */
export type Users_Order_By = {
  activeMfaType?: Order_By | null | undefined;
  avatarUrl?: Order_By | null | undefined;
  createdAt?: Order_By | null | undefined;
  currentChallenge?: Order_By | null | undefined;
  defaultRole?: Order_By | null | undefined;
  defaultRoleByRole?: AuthRoles_Order_By | null | undefined;
  disabled?: Order_By | null | undefined;
  displayName?: Order_By | null | undefined;
  email?: Order_By | null | undefined;
  emailVerified?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  isAnonymous?: Order_By | null | undefined;
  lastSeen?: Order_By | null | undefined;
  locale?: Order_By | null | undefined;
  metadata?: Order_By | null | undefined;
  newEmail?: Order_By | null | undefined;
  otpHash?: Order_By | null | undefined;
  otpHashExpiresAt?: Order_By | null | undefined;
  otpMethodLastUsed?: Order_By | null | undefined;
  passwordHash?: Order_By | null | undefined;
  phoneNumber?: Order_By | null | undefined;
  phoneNumberVerified?: Order_By | null | undefined;
  profiles_aggregate?: Profiles_Aggregate_Order_By | null | undefined;
  refreshTokens_aggregate?: AuthRefreshTokens_Aggregate_Order_By | null | undefined;
  roles_aggregate?: AuthUserRoles_Aggregate_Order_By | null | undefined;
  securityKeys_aggregate?: AuthUserSecurityKeys_Aggregate_Order_By | null | undefined;
  ticket?: Order_By | null | undefined;
  ticketExpiresAt?: Order_By | null | undefined;
  totpSecret?: Order_By | null | undefined;
  updatedAt?: Order_By | null | undefined;
  userProviders_aggregate?: AuthUserProviders_Aggregate_Order_By | null | undefined;
};

/** select columns of table "auth.users" */
export type Users_Select_Column =
  /** column name */
  | 'activeMfaType'
  /** column name */
  | 'avatarUrl'
  /** column name */
  | 'createdAt'
  /** column name */
  | 'currentChallenge'
  /** column name */
  | 'defaultRole'
  /** column name */
  | 'disabled'
  /** column name */
  | 'displayName'
  /** column name */
  | 'email'
  /** column name */
  | 'emailVerified'
  /** column name */
  | 'id'
  /** column name */
  | 'isAnonymous'
  /** column name */
  | 'lastSeen'
  /** column name */
  | 'locale'
  /** column name */
  | 'metadata'
  /** column name */
  | 'newEmail'
  /** column name */
  | 'otpHash'
  /** column name */
  | 'otpHashExpiresAt'
  /** column name */
  | 'otpMethodLastUsed'
  /** column name */
  | 'passwordHash'
  /** column name */
  | 'phoneNumber'
  /** column name */
  | 'phoneNumberVerified'
  /** column name */
  | 'ticket'
  /** column name */
  | 'ticketExpiresAt'
  /** column name */
  | 'totpSecret'
  /** column name */
  | 'updatedAt';

/** input type for updating data in table "auth.users" */
export type Users_Set_Input = {
  activeMfaType?: string | null | undefined;
  avatarUrl?: string | null | undefined;
  createdAt?: string | null | undefined;
  currentChallenge?: string | null | undefined;
  defaultRole?: string | null | undefined;
  disabled?: boolean | null | undefined;
  displayName?: string | null | undefined;
  email?: string | null | undefined;
  emailVerified?: boolean | null | undefined;
  id?: string | null | undefined;
  isAnonymous?: boolean | null | undefined;
  lastSeen?: string | null | undefined;
  locale?: string | null | undefined;
  metadata?: unknown;
  newEmail?: string | null | undefined;
  otpHash?: string | null | undefined;
  otpHashExpiresAt?: string | null | undefined;
  otpMethodLastUsed?: string | null | undefined;
  passwordHash?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  phoneNumberVerified?: boolean | null | undefined;
  ticket?: string | null | undefined;
  ticketExpiresAt?: string | null | undefined;
  totpSecret?: string | null | undefined;
  updatedAt?: string | null | undefined;
};

/** update columns of table "auth.users" */
export type Users_Update_Column =
  /** column name */
  | 'activeMfaType'
  /** column name */
  | 'avatarUrl'
  /** column name */
  | 'createdAt'
  /** column name */
  | 'currentChallenge'
  /** column name */
  | 'defaultRole'
  /** column name */
  | 'disabled'
  /** column name */
  | 'displayName'
  /** column name */
  | 'email'
  /** column name */
  | 'emailVerified'
  /** column name */
  | 'id'
  /** column name */
  | 'isAnonymous'
  /** column name */
  | 'lastSeen'
  /** column name */
  | 'locale'
  /** column name */
  | 'metadata'
  /** column name */
  | 'newEmail'
  /** column name */
  | 'otpHash'
  /** column name */
  | 'otpHashExpiresAt'
  /** column name */
  | 'otpMethodLastUsed'
  /** column name */
  | 'passwordHash'
  /** column name */
  | 'phoneNumber'
  /** column name */
  | 'phoneNumberVerified'
  /** column name */
  | 'ticket'
  /** column name */
  | 'ticketExpiresAt'
  /** column name */
  | 'totpSecret'
  /** column name */
  | 'updatedAt';

/** Boolean expression to compare columns of type "uuid". All fields are combined with logical 'AND'. */
export type Uuid_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
};

/** Boolean expression to filter rows from the table "warehouses". All fields are combined with a logical 'AND'. */
export type Warehouses_Bool_Exp = {
  _and?: Array<Warehouses_Bool_Exp> | null | undefined;
  _not?: Warehouses_Bool_Exp | null | undefined;
  _or?: Array<Warehouses_Bool_Exp> | null | undefined;
  active?: Boolean_Comparison_Exp | null | undefined;
  address?: String_Comparison_Exp | null | undefined;
  code?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  opening_hours?: Jsonb_Comparison_Exp | null | undefined;
  org_id?: Uuid_Comparison_Exp | null | undefined;
  organization?: Organizations_Bool_Exp | null | undefined;
  ramps?: Ramps_Bool_Exp | null | undefined;
  ramps_aggregate?: Ramps_Aggregate_Bool_Exp | null | undefined;
  slot_minutes?: Int_Comparison_Exp | null | undefined;
  time_zone?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "warehouses" */
export type Warehouses_Constraint =
  /** unique or primary key constraint on columns "org_id", "code" */
  | 'warehouses_org_id_code_key'
  /** unique or primary key constraint on columns "id" */
  | 'warehouses_pkey';

/** input type for inserting data into table "warehouses" */
export type Warehouses_Insert_Input = {
  active?: boolean | null | undefined;
  address?: string | null | undefined;
  code?: string | null | undefined;
  created_at?: string | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  opening_hours?: unknown;
  org_id?: string | null | undefined;
  organization?: Organizations_Obj_Rel_Insert_Input | null | undefined;
  ramps?: Ramps_Arr_Rel_Insert_Input | null | undefined;
  slot_minutes?: number | null | undefined;
  time_zone?: string | null | undefined;
  updated_at?: string | null | undefined;
};

/** input type for inserting object relation for remote table "warehouses" */
export type Warehouses_Obj_Rel_Insert_Input = {
  data: Warehouses_Insert_Input;
  /** upsert condition */
  on_conflict?: Warehouses_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "warehouses" */
export type Warehouses_On_Conflict = {
  constraint: Warehouses_Constraint;
  update_columns?: Array<Warehouses_Update_Column>;
  where?: Warehouses_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "warehouses". */
export type Warehouses_Order_By = {
  active?: Order_By | null | undefined;
  address?: Order_By | null | undefined;
  code?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  opening_hours?: Order_By | null | undefined;
  org_id?: Order_By | null | undefined;
  organization?: Organizations_Order_By | null | undefined;
  ramps_aggregate?: Ramps_Aggregate_Order_By | null | undefined;
  slot_minutes?: Order_By | null | undefined;
  time_zone?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

/** input type for updating data in table "warehouses" */
export type Warehouses_Set_Input = {
  active?: boolean | null | undefined;
  address?: string | null | undefined;
  code?: string | null | undefined;
  created_at?: string | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  opening_hours?: unknown;
  org_id?: string | null | undefined;
  slot_minutes?: number | null | undefined;
  time_zone?: string | null | undefined;
  updated_at?: string | null | undefined;
};

/** update columns of table "warehouses" */
export type Warehouses_Update_Column =
  /** column name */
  | 'active'
  /** column name */
  | 'address'
  /** column name */
  | 'code'
  /** column name */
  | 'created_at'
  /** column name */
  | 'id'
  /** column name */
  | 'name'
  /** column name */
  | 'opening_hours'
  /** column name */
  | 'org_id'
  /** column name */
  | 'slot_minutes'
  /** column name */
  | 'time_zone'
  /** column name */
  | 'updated_at';

export type AdminUserFragment = { id: string, displayName: string, email: string | null, emailVerified: boolean, disabled: boolean, defaultRole: string, lastSeen: string | null, createdAt: string, roles: Array<{ id: string, role: string }>, profiles: Array<{ id: string, org_id: string, role: string, client_id: string | null, client: { id: string, name: string, code: string } | null }> } & { ' $fragmentName'?: 'AdminUserFragment' };

export type AdminUsersQueryVariables = Exact<{
  where: Users_Bool_Exp;
  orderBy: Array<Users_Order_By> | Users_Order_By;
  limit: number;
  offset: number;
}>;


export type AdminUsersQuery = { users: Array<{ ' $fragmentRefs'?: { 'AdminUserFragment': AdminUserFragment } }>, usersAggregate: { aggregate: { count: number } | null } };

export type AdminSetUserDisabledMutationVariables = Exact<{
  id: string;
  disabled: boolean;
}>;


export type AdminSetUserDisabledMutation = { updateUser: { id: string, disabled: boolean } | null };

export type AdminSetUserRolesMutationVariables = Exact<{
  userId: string;
  orgId: string;
  addProfiles: Array<Profiles_Insert_Input> | Profiles_Insert_Input;
  addRoles: Array<AuthUserRoles_Insert_Input> | AuthUserRoles_Insert_Input;
  remove: Array<string> | string;
  defaultRole: string;
}>;


export type AdminSetUserRolesMutation = { insert_profiles: { affected_rows: number } | null, insertAuthUserRoles: { affected_rows: number } | null, delete_profiles: { affected_rows: number } | null, deleteAuthUserRoles: { affected_rows: number } | null, updateUser: { id: string, defaultRole: string } | null };

export type AdminSetKlientClientMutationVariables = Exact<{
  profileId: string;
  clientId: string;
}>;


export type AdminSetKlientClientMutation = { update_profiles_by_pk: { id: string, client_id: string | null, client: { id: string, name: string, code: string } | null } | null };

export type CampaignResultsFragment = { selected: number | null, contacted: number | null, responded: number | null, ordered: number | null, opted_out: number | null, response_rate: number | string | null, cost_per_response: number | string | null } & { ' $fragmentName'?: 'CampaignResultsFragment' };

export type CampaignListItemFragment = { id: string, name: string, channel: string, status: string, starts_on: string | null, ends_on: string | null, budget: number | string | null, actual_cost: number | string, owner: { id: string, display_name: string } | null, results: { ' $fragmentRefs'?: { 'CampaignResultsFragment': CampaignResultsFragment } } | null } & { ' $fragmentName'?: 'CampaignListItemFragment' };

export type CampaignListQueryVariables = Exact<{
  where: Campaigns_Bool_Exp;
  orderBy: Array<Campaigns_Order_By> | Campaigns_Order_By;
  limit: number;
  offset: number;
}>;


export type CampaignListQuery = { campaigns: Array<{ ' $fragmentRefs'?: { 'CampaignListItemFragment': CampaignListItemFragment } }>, campaigns_aggregate: { aggregate: { count: number } | null } };

export type CampaignByIdQueryVariables = Exact<{
  id: string;
}>;


export type CampaignByIdQuery = { campaigns_by_pk: (
    { description: string | null, owner_id: string | null, segment: unknown, created_at: string, updated_at: string }
    & { ' $fragmentRefs'?: { 'CampaignListItemFragment': CampaignListItemFragment } }
  ) | null };

export type CampaignMembersQueryVariables = Exact<{
  where: Campaign_Members_Bool_Exp;
  limit: number;
  offset: number;
}>;


export type CampaignMembersQuery = { campaign_members: Array<{ id: string, status: string, contacted_at: string | null, note: string | null, client: { id: string, code: string, name: string, email: string | null, phone: string | null, city: string | null } }>, campaign_members_aggregate: { aggregate: { count: number } | null } };

export type SegmentCountQueryVariables = Exact<{
  all: Clients_Bool_Exp;
  ok: Clients_Bool_Exp;
  blocked: Clients_Bool_Exp;
  withdrawn: Clients_Bool_Exp;
  noConsent: Clients_Bool_Exp;
  noAddress: Clients_Bool_Exp;
  channel: string;
}>;


export type SegmentCountQuery = { all: { aggregate: { count: number } | null }, ok: { aggregate: { count: number } | null }, blocked: { aggregate: { count: number } | null }, withdrawn: { aggregate: { count: number } | null }, noConsent: { aggregate: { count: number } | null }, noAddress: { aggregate: { count: number } | null }, excluded: Array<{ id: string, code: string, name: string, channel_status: Array<{ reason: string | null }> }> };

export type SegmentContactableClientsQueryVariables = Exact<{
  where: Clients_Bool_Exp;
  limit: number;
}>;


export type SegmentContactableClientsQuery = { clients: Array<{ id: string }> };

export type CreateCampaignMutationVariables = Exact<{
  object: Campaigns_Insert_Input;
}>;


export type CreateCampaignMutation = { insert_campaigns_one: { id: string } | null };

export type UpdateCampaignMutationVariables = Exact<{
  id: string;
  set: Campaigns_Set_Input;
}>;


export type UpdateCampaignMutation = { update_campaigns_by_pk: { id: string, updated_at: string } | null };

export type ChangeCampaignStatusMutationVariables = Exact<{
  id: string;
  status: string;
}>;


export type ChangeCampaignStatusMutation = { update_campaigns_by_pk: { id: string, status: string } | null };

export type AddCampaignMembersMutationVariables = Exact<{
  objects: Array<Campaign_Members_Insert_Input> | Campaign_Members_Insert_Input;
}>;


export type AddCampaignMembersMutation = { insert_campaign_members: { affected_rows: number } | null };

export type ChangeCampaignMembersStatusMutationVariables = Exact<{
  ids: Array<string> | string;
  status: string;
}>;


export type ChangeCampaignMembersStatusMutation = { update_campaign_members: { affected_rows: number } | null };

export type RemoveCampaignMembersMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type RemoveCampaignMembersMutation = { delete_campaign_members: { affected_rows: number } | null };

export type ClientListItemFragment = { id: string, code: string, kind: string, name: string, nip: string | null, email: string | null, phone: string | null, city: string | null, voivodeship: string | null, status: string, tags: string[], created_at: string, updated_at: string, owner: { id: string, display_name: string } | null } & { ' $fragmentName'?: 'ClientListItemFragment' };

export type ClientDetailFragment = { id: string, org_id: string, code: string, kind: string, name: string, first_name: string | null, last_name: string | null, nip: string | null, regon: string | null, krs: string | null, pesel: string | null, email: string | null, phone: string | null, street: string | null, building_no: string | null, apartment_no: string | null, postal_code: string | null, city: string | null, voivodeship: string | null, country: string, status: string, owner_id: string | null, payment_term_days: number | null, credit_limit: number | string | null, tags: string[], notes: string | null, created_at: string, updated_at: string } & { ' $fragmentName'?: 'ClientDetailFragment' };

export type ClientContactFragment = { id: string, client_id: string, first_name: string, last_name: string, position: string | null, phone: string | null, email: string | null, is_primary: boolean } & { ' $fragmentName'?: 'ClientContactFragment' };

export type ClientConsentFragment = { id: string, client_id: string, channel: string, granted: boolean, recorded_at: string, source: string, text_version: string | null, recorded_by_profiles: Array<{ display_name: string }> } & { ' $fragmentName'?: 'ClientConsentFragment' };

export type ClientListQueryVariables = Exact<{
  where: Clients_Bool_Exp;
  orderBy: Array<Clients_Order_By> | Clients_Order_By;
  limit: number;
  offset: number;
  countLimit: number;
}>;


export type ClientListQuery = { clients: Array<{ ' $fragmentRefs'?: { 'ClientListItemFragment': ClientListItemFragment } }>, clients_aggregate: { aggregate: { count: number } | null } };

export type ClientByCodeQueryVariables = Exact<{
  code: string;
}>;


export type ClientByCodeQuery = { clients: Array<(
    { owner: { id: string, display_name: string } | null, contacts: Array<{ ' $fragmentRefs'?: { 'ClientContactFragment': ClientContactFragment } }>, consents: Array<{ ' $fragmentRefs'?: { 'ClientConsentFragment': ClientConsentFragment } }> }
    & { ' $fragmentRefs'?: { 'ClientDetailFragment': ClientDetailFragment } }
  )> };

export type ClientHistoryQueryVariables = Exact<{
  clientId: string;
  limit: number;
  offset: number;
}>;


export type ClientHistoryQuery = { audit_log: Array<{ id: number | string, table_name: string, row_id: string, action: string, old_data: unknown, new_data: unknown, changed_at: string, changed_by_profiles: Array<{ display_name: string }> }>, audit_log_aggregate: { aggregate: { count: number } | null } };

export type ClientOwnersQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientOwnersQuery = { profiles: Array<{ id: string, display_name: string, user_id: string }> };

export type ClientsByNipQueryVariables = Exact<{
  nip: string;
}>;


export type ClientsByNipQuery = { clients: Array<{ id: string, code: string, name: string }> };

export type ClientOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientOrganizationsQuery = { organizations: Array<{ id: string, name: string }> };

export type CreateClientMutationVariables = Exact<{
  object: Clients_Insert_Input;
}>;


export type CreateClientMutation = { insert_clients_one: { id: string, code: string } | null };

export type UpdateClientMutationVariables = Exact<{
  id: string;
  set: Clients_Set_Input;
}>;


export type UpdateClientMutation = { update_clients_by_pk: { ' $fragmentRefs'?: { 'ClientDetailFragment': ClientDetailFragment } } | null };

export type ChangeClientStatusMutationVariables = Exact<{
  ids: Array<string> | string;
  status: string;
}>;


export type ChangeClientStatusMutation = { update_clients: { affected_rows: number, returning: Array<{ id: string, status: string }> } | null };

export type AddClientContactMutationVariables = Exact<{
  object: Client_Contacts_Insert_Input;
}>;


export type AddClientContactMutation = { insert_client_contacts_one: { ' $fragmentRefs'?: { 'ClientContactFragment': ClientContactFragment } } | null };

export type UpdateClientContactMutationVariables = Exact<{
  id: string;
  set: Client_Contacts_Set_Input;
}>;


export type UpdateClientContactMutation = { update_client_contacts_by_pk: { ' $fragmentRefs'?: { 'ClientContactFragment': ClientContactFragment } } | null };

export type DeleteClientContactMutationVariables = Exact<{
  id: string;
}>;


export type DeleteClientContactMutation = { delete_client_contacts_by_pk: { id: string } | null };

export type RecordClientConsentMutationVariables = Exact<{
  object: Client_Consents_Insert_Input;
}>;


export type RecordClientConsentMutation = { insert_client_consents_one: { ' $fragmentRefs'?: { 'ClientConsentFragment': ClientConsentFragment } } | null };

export type DashboardQueryVariables = Exact<{
  daysFrom: string;
  daysTo: string;
  now: string;
  monthStart: string;
  lastMonthStart: string;
  userId: string;
}>;


export type DashboardQuery = { delivery_notice_days: Array<{ day: string | null, status: string | null, notices: number | null }>, next_arrivals: Array<{ id: string, number: string, status: string, planned_start: string | null, client: { name: string }, warehouse: { name: string } }>, clients_this_month: { aggregate: { count: number } | null }, clients_last_month: { aggregate: { count: number } | null }, active_campaigns: Array<{ id: string, name: string, channel: string, results: { selected: number | null, contacted: number | null, responded: number | null, ordered: number | null, response_rate: number | string | null } | null }>, my_drafts: { aggregate: { count: number } | null } };

export type OrganizationGlanceQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganizationGlanceQuery = { users: { aggregate: { count: number } | null }, blocked: { aggregate: { count: number } | null }, warehouse_notice_summary: Array<{ warehouse_id: string | null, code: string | null, name: string | null, today: number | null, this_week: number | null }> };

export type DriverNoticeFragment = { id: string, number: string, direction: string, status: string, planned_start: string | null, planned_end: string | null, truck_plate: string | null, trailer_plate: string | null, carrier_name: string | null, pallets: number | null, weight_kg: number | string | null, adr: boolean, reference_numbers: string[], notes: string | null, arrived_at: string | null, client: { name: string }, warehouse: { id: string, name: string, address: string | null, time_zone: string }, ramp: { id: string, code: string, name: string } | null, items: Array<{ id: string, quantity: number | string, product: { name: string, unit: string } }> } & { ' $fragmentName'?: 'DriverNoticeFragment' };

export type DriverNoticesQueryVariables = Exact<{
  from: string;
  limit: number;
}>;


export type DriverNoticesQuery = { delivery_notices: Array<{ ' $fragmentRefs'?: { 'DriverNoticeFragment': DriverNoticeFragment } }> };

export type ReportArrivalMutationVariables = Exact<{
  id: string;
  arrivedAt: string;
}>;


export type ReportArrivalMutation = { update_delivery_notices_by_pk: { id: string, status: string, arrived_at: string | null } | null };

export type KlientCompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type KlientCompanyQuery = { profiles: Array<{ id: string, client_id: string | null, client: { id: string, code: string, name: string } | null }> };

export type NoticeListItemFragment = { id: string, number: string, direction: string, status: string, planned_start: string | null, planned_end: string | null, truck_plate: string | null, trailer_plate: string | null, carrier_name: string | null, driver_name: string | null, pallets: number | null, weight_kg: number | string | null, adr: boolean, reference_numbers: string[], updated_at: string, client: { id: string, code: string, name: string }, warehouse: { id: string, code: string, name: string }, ramp: { id: string, code: string, name: string } | null, driver: { id: string, display_name: string } | null } & { ' $fragmentName'?: 'NoticeListItemFragment' };

export type NoticeDetailFragment = { id: string, org_id: string, number: string, direction: string, status: string, client_id: string, warehouse_id: string, ramp_id: string | null, planned_start: string | null, planned_end: string | null, carrier_name: string | null, truck_plate: string | null, trailer_plate: string | null, driver_profile_id: string | null, driver_name: string | null, driver_phone: string | null, pallets: number | null, weight_kg: number | string | null, adr: boolean, reference_numbers: string[], notes: string | null, arrived_at: string | null, started_at: string | null, completed_at: string | null, rejection_reason: string | null, proposed_start: string | null, proposed_end: string | null, created_by: string | null, created_at: string, updated_at: string } & { ' $fragmentName'?: 'NoticeDetailFragment' };

export type NoticeItemFragment = { id: string, product_id: string, quantity: number | string, received_quantity: number | string | null, product: { id: string, sku: string, name: string, unit: string } } & { ' $fragmentName'?: 'NoticeItemFragment' };

export type NoticeEventFragment = { id: string, from_status: string | null, to_status: string, comment: string | null, created_at: string, user_profiles: Array<{ display_name: string }> } & { ' $fragmentName'?: 'NoticeEventFragment' };

export type NoticeAttachmentFragment = { id: string, notice_id: string, file_id: string, kind: string, created_at: string, file: { id: string, name: string | null, mimeType: string | null, size: number | null } } & { ' $fragmentName'?: 'NoticeAttachmentFragment' };

export type NoticeListQueryVariables = Exact<{
  where: Delivery_Notices_Bool_Exp;
  orderBy: Array<Delivery_Notices_Order_By> | Delivery_Notices_Order_By;
  limit: number;
  offset: number;
  countLimit: number;
}>;


export type NoticeListQuery = { delivery_notices: Array<{ ' $fragmentRefs'?: { 'NoticeListItemFragment': NoticeListItemFragment } }>, delivery_notices_aggregate: { aggregate: { count: number } | null } };

export type NoticeListLiveSubscriptionVariables = Exact<{
  where: Delivery_Notices_Bool_Exp;
  orderBy: Array<Delivery_Notices_Order_By> | Delivery_Notices_Order_By;
  limit: number;
  offset: number;
}>;


export type NoticeListLiveSubscription = { delivery_notices: Array<{ ' $fragmentRefs'?: { 'NoticeListItemFragment': NoticeListItemFragment } }> };

export type NoticeByIdQueryVariables = Exact<{
  id: string;
}>;


export type NoticeByIdQuery = { delivery_notices_by_pk: (
    { client: { id: string, code: string, name: string }, warehouse: { id: string, code: string, name: string, address: string | null, time_zone: string }, ramp: { id: string, code: string, name: string } | null, driver: { id: string, display_name: string, phone: string | null } | null, items: Array<{ ' $fragmentRefs'?: { 'NoticeItemFragment': NoticeItemFragment } }>, events: Array<{ ' $fragmentRefs'?: { 'NoticeEventFragment': NoticeEventFragment } }>, attachments: Array<{ ' $fragmentRefs'?: { 'NoticeAttachmentFragment': NoticeAttachmentFragment } }> }
    & { ' $fragmentRefs'?: { 'NoticeDetailFragment': NoticeDetailFragment } }
  ) | null };

export type NoticeByIdLiveSubscriptionVariables = Exact<{
  id: string;
}>;


export type NoticeByIdLiveSubscription = { delivery_notices_by_pk: { id: string, status: string, updated_at: string } | null };

export type NoticeSlotsQueryVariables = Exact<{
  warehouseId: string;
  from: string;
  to: string;
}>;


export type NoticeSlotsQuery = { warehouses_by_pk: { id: string, time_zone: string, opening_hours: unknown, slot_minutes: number, ramps: Array<{ id: string, code: string, name: string, kind: string, active: boolean }> } | null, delivery_notices: Array<{ id: string, number: string, ramp_id: string | null, planned_start: string | null, planned_end: string | null }> };

export type NoticeProductsQueryVariables = Exact<{
  where: Products_Bool_Exp;
  limit: number;
}>;


export type NoticeProductsQuery = { products: Array<{ id: string, sku: string, ean: string | null, name: string, unit: string }> };

export type NoticeDriversQueryVariables = Exact<{ [key: string]: never; }>;


export type NoticeDriversQuery = { profiles: Array<{ id: string, display_name: string, phone: string | null }> };

export type CreateNoticeMutationVariables = Exact<{
  object: Delivery_Notices_Insert_Input;
}>;


export type CreateNoticeMutation = { insert_delivery_notices_one: { id: string, number: string, status: string } | null };

export type UpdateNoticeMutationVariables = Exact<{
  id: string;
  set: Delivery_Notices_Set_Input;
}>;


export type UpdateNoticeMutation = { update_delivery_notices_by_pk: { ' $fragmentRefs'?: { 'NoticeDetailFragment': NoticeDetailFragment } } | null };

export type UpdateNoticeWithItemsMutationVariables = Exact<{
  id: string;
  set: Delivery_Notices_Set_Input;
  items: Array<Delivery_Notice_Items_Insert_Input> | Delivery_Notice_Items_Insert_Input;
}>;


export type UpdateNoticeWithItemsMutation = { update_delivery_notices_by_pk: { ' $fragmentRefs'?: { 'NoticeDetailFragment': NoticeDetailFragment } } | null, delete_delivery_notice_items: { affected_rows: number } | null, insert_delivery_notice_items: { affected_rows: number } | null };

export type ChangeNoticeStatusMutationVariables = Exact<{
  id: string;
  set: Delivery_Notices_Set_Input;
}>;


export type ChangeNoticeStatusMutation = { update_delivery_notices_by_pk: { id: string, status: string, ramp_id: string | null, planned_start: string | null, planned_end: string | null, arrived_at: string | null, started_at: string | null, completed_at: string | null, rejection_reason: string | null } | null };

export type CompleteNoticeMutationVariables = Exact<{
  id: string;
  lines: Array<Delivery_Notice_Items_Updates> | Delivery_Notice_Items_Updates;
  set: Delivery_Notices_Set_Input;
}>;


export type CompleteNoticeMutation = { update_delivery_notice_items_many: Array<{ affected_rows: number } | null> | null, update_delivery_notices_by_pk: { id: string, status: string, completed_at: string | null } | null };

export type ChangeNoticeStatusManyMutationVariables = Exact<{
  ids: Array<string> | string;
  status: string;
  comment?: string | null | undefined;
}>;


export type ChangeNoticeStatusManyMutation = { update_delivery_notices: { affected_rows: number, returning: Array<{ id: string, status: string }> } | null };

export type AttachNoticeFileMutationVariables = Exact<{
  object: Delivery_Notice_Attachments_Insert_Input;
}>;


export type AttachNoticeFileMutation = { insert_delivery_notice_attachments_one: { ' $fragmentRefs'?: { 'NoticeAttachmentFragment': NoticeAttachmentFragment } } | null };

export type DetachNoticeFileMutationVariables = Exact<{
  id: string;
}>;


export type DetachNoticeFileMutation = { delete_delivery_notice_attachments_by_pk: { id: string, file_id: string } | null };

export type NotificationItemFragment = { id: string, kind: string, title: string, body: string | null, link: string | null, created_at: string, read_at: string | null } & { ' $fragmentName'?: 'NotificationItemFragment' };

export type NotificationListQueryVariables = Exact<{
  limit: number;
}>;


export type NotificationListQuery = { notifications: Array<{ ' $fragmentRefs'?: { 'NotificationItemFragment': NotificationItemFragment } }> };

export type NotificationUnreadCountQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationUnreadCountQuery = { notifications_aggregate: { aggregate: { count: number } | null } };

export type NotificationUnreadCountLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationUnreadCountLiveSubscription = { notifications_aggregate: { aggregate: { count: number } | null } };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string;
  readAt: string;
}>;


export type MarkNotificationReadMutation = { update_notifications: { affected_rows: number } | null };

export type MarkAllNotificationsReadMutationVariables = Exact<{
  readAt: string;
}>;


export type MarkAllNotificationsReadMutation = { update_notifications: { affected_rows: number } | null };

export type NotificationEmailPreferenceQueryVariables = Exact<{
  userId: string;
}>;


export type NotificationEmailPreferenceQuery = { profiles: Array<{ id: string, email_notifications: boolean }> };

export type SetNotificationEmailMutationVariables = Exact<{
  userId: string;
  on: boolean;
}>;


export type SetNotificationEmailMutation = { update_profiles: { affected_rows: number } | null };

export type PriceListSummaryFragment = { id: string, number: string, client_id: string, valid_from: string, valid_to: string | null, discount_percent: number | string, columns: string, note: string | null, created_at: string, pdf_file_id: string | null, csv_file_id: string | null, client: { id: string, name: string }, items_aggregate: { aggregate: { count: number } | null } } & { ' $fragmentName'?: 'PriceListSummaryFragment' };

export type PriceListsQueryVariables = Exact<{
  where: Price_Lists_Bool_Exp;
  limit: number;
}>;


export type PriceListsQuery = { price_lists: Array<{ ' $fragmentRefs'?: { 'PriceListSummaryFragment': PriceListSummaryFragment } }> };

export type ProductListItemFragment = { id: string, sku: string, ean: string | null, name: string, unit: string, net_price: number | string, vat_rate: string, gross_price: number | string | null, active: boolean, category_id: string | null, image_file_id: string | null, updated_at: string, category: { id: string, name: string } | null } & { ' $fragmentName'?: 'ProductListItemFragment' };

export type ProductDetailFragment = { id: string, org_id: string, sku: string, ean: string | null, name: string, description: string | null, category_id: string | null, unit: string, net_price: number | string, vat_rate: string, gross_price: number | string | null, active: boolean, image_file_id: string | null, created_at: string, updated_at: string } & { ' $fragmentName'?: 'ProductDetailFragment' };

export type ProductCategoryFragment = { id: string, name: string, parent_id: string | null, sort_order: number } & { ' $fragmentName'?: 'ProductCategoryFragment' };

export type ProductListQueryVariables = Exact<{
  where: Products_Bool_Exp;
  orderBy: Array<Products_Order_By> | Products_Order_By;
  limit: number;
  offset: number;
}>;


export type ProductListQuery = { products: Array<{ ' $fragmentRefs'?: { 'ProductListItemFragment': ProductListItemFragment } }>, products_aggregate: { aggregate: { count: number } | null } };

export type ProductByIdQueryVariables = Exact<{
  id: string;
}>;


export type ProductByIdQuery = { products_by_pk: { ' $fragmentRefs'?: { 'ProductDetailFragment': ProductDetailFragment } } | null };

export type ProductCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductCategoriesQuery = { product_categories: Array<{ ' $fragmentRefs'?: { 'ProductCategoryFragment': ProductCategoryFragment } }> };

export type CreateProductMutationVariables = Exact<{
  object: Products_Insert_Input;
}>;


export type CreateProductMutation = { insert_products_one: { ' $fragmentRefs'?: { 'ProductDetailFragment': ProductDetailFragment } } | null };

export type UpdateProductMutationVariables = Exact<{
  id: string;
  set: Products_Set_Input;
}>;


export type UpdateProductMutation = { update_products_by_pk: { ' $fragmentRefs'?: { 'ProductDetailFragment': ProductDetailFragment } } | null };

export type DeactivateProductMutationVariables = Exact<{
  id: string;
}>;


export type DeactivateProductMutation = { update_products_by_pk: { id: string, active: boolean } | null };

export type ProductSkusTakenQueryVariables = Exact<{
  skus: Array<string> | string;
}>;


export type ProductSkusTakenQuery = { products: Array<{ sku: string }> };

export type ImportProductsMutationVariables = Exact<{
  object: Product_Imports_Insert_Input;
}>;


export type ImportProductsMutation = { insert_product_imports_one: { id: string, row_count: number } | null };

export type CreateProductCategoryMutationVariables = Exact<{
  object: Product_Categories_Insert_Input;
}>;


export type CreateProductCategoryMutation = { insert_product_categories_one: { ' $fragmentRefs'?: { 'ProductCategoryFragment': ProductCategoryFragment } } | null };

export type RenameProductCategoryMutationVariables = Exact<{
  id: string;
  name: string;
}>;


export type RenameProductCategoryMutation = { update_product_categories_by_pk: { ' $fragmentRefs'?: { 'ProductCategoryFragment': ProductCategoryFragment } } | null };

export type ProfileUserQueryVariables = Exact<{
  id: string;
}>;


export type ProfileUserQuery = { user: { id: string, displayName: string, avatarUrl: string, locale: string, metadata: unknown } | null };

export type UpdateProfileMutationVariables = Exact<{
  id: string;
  set: Users_Set_Input;
}>;


export type UpdateProfileMutation = { updateUser: { id: string, displayName: string, avatarUrl: string, locale: string, metadata: unknown } | null };

export type SecurityKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityKeysQuery = { authUserSecurityKeys: Array<{ id: string, nickname: string | null }> };

export type RemoveSecurityKeyMutationVariables = Exact<{
  id: string;
}>;


export type RemoveSecurityKeyMutation = { deleteAuthUserSecurityKey: { id: string } | null };

export type PersonalAccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalAccessTokensQuery = { authRefreshTokens: Array<{ id: string, createdAt: string, expiresAt: string, metadata: unknown }> };

export type RevokePersonalAccessTokenMutationVariables = Exact<{
  id: string;
}>;


export type RevokePersonalAccessTokenMutation = { deleteAuthRefreshToken: { id: string } | null };

export type RampFragment = { id: string, warehouse_id: string, code: string, name: string, kind: string, active: boolean } & { ' $fragmentName'?: 'RampFragment' };

export type WarehouseFragment = { id: string, org_id: string, code: string, name: string, address: string | null, time_zone: string, opening_hours: unknown, slot_minutes: number, active: boolean } & { ' $fragmentName'?: 'WarehouseFragment' };

export type WarehouseListQueryVariables = Exact<{ [key: string]: never; }>;


export type WarehouseListQuery = { warehouses: Array<(
    { ramps: Array<{ ' $fragmentRefs'?: { 'RampFragment': RampFragment } }> }
    & { ' $fragmentRefs'?: { 'WarehouseFragment': WarehouseFragment } }
  )> };

export type CreateWarehouseMutationVariables = Exact<{
  object: Warehouses_Insert_Input;
}>;


export type CreateWarehouseMutation = { insert_warehouses_one: (
    { ramps: Array<{ ' $fragmentRefs'?: { 'RampFragment': RampFragment } }> }
    & { ' $fragmentRefs'?: { 'WarehouseFragment': WarehouseFragment } }
  ) | null };

export type UpdateWarehouseMutationVariables = Exact<{
  id: string;
  set: Warehouses_Set_Input;
}>;


export type UpdateWarehouseMutation = { update_warehouses_by_pk: { ' $fragmentRefs'?: { 'WarehouseFragment': WarehouseFragment } } | null };

export type DeleteWarehouseMutationVariables = Exact<{
  id: string;
}>;


export type DeleteWarehouseMutation = { delete_warehouses_by_pk: { id: string } | null };

export type CreateRampMutationVariables = Exact<{
  object: Ramps_Insert_Input;
}>;


export type CreateRampMutation = { insert_ramps_one: { ' $fragmentRefs'?: { 'RampFragment': RampFragment } } | null };

export type UpdateRampMutationVariables = Exact<{
  id: string;
  set: Ramps_Set_Input;
}>;


export type UpdateRampMutation = { update_ramps_by_pk: { ' $fragmentRefs'?: { 'RampFragment': RampFragment } } | null };

export type DeleteRampMutationVariables = Exact<{
  id: string;
}>;


export type DeleteRampMutation = { delete_ramps_by_pk: { id: string } | null };

export const AdminUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"users"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"defaultRole"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeen"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUserFragment, unknown>;
export const CampaignResultsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignResults"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"campaign_results"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"contacted"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"ordered"}},{"kind":"Field","name":{"kind":"Name","value":"opted_out"}},{"kind":"Field","name":{"kind":"Name","value":"response_rate"}},{"kind":"Field","name":{"kind":"Name","value":"cost_per_response"}}]}}]} as unknown as DocumentNode<CampaignResultsFragment, unknown>;
export const CampaignListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"campaigns"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"actual_cost"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignResults"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignResults"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"campaign_results"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"contacted"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"ordered"}},{"kind":"Field","name":{"kind":"Name","value":"opted_out"}},{"kind":"Field","name":{"kind":"Name","value":"response_rate"}},{"kind":"Field","name":{"kind":"Name","value":"cost_per_response"}}]}}]} as unknown as DocumentNode<CampaignListItemFragment, unknown>;
export const ClientListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"clients"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"voivodeship"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}}]}}]} as unknown as DocumentNode<ClientListItemFragment, unknown>;
export const ClientDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"clients"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"regon"}},{"kind":"Field","name":{"kind":"Name","value":"krs"}},{"kind":"Field","name":{"kind":"Name","value":"pesel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"building_no"}},{"kind":"Field","name":{"kind":"Name","value":"apartment_no"}},{"kind":"Field","name":{"kind":"Name","value":"postal_code"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"voivodeship"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"owner_id"}},{"kind":"Field","name":{"kind":"Name","value":"payment_term_days"}},{"kind":"Field","name":{"kind":"Name","value":"credit_limit"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<ClientDetailFragment, unknown>;
export const ClientContactFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientContact"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"client_contacts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"is_primary"}}]}}]} as unknown as DocumentNode<ClientContactFragment, unknown>;
export const ClientConsentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientConsent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"client_consents"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"recorded_at"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"text_version"}},{"kind":"Field","name":{"kind":"Name","value":"recorded_by_profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}}]}}]} as unknown as DocumentNode<ClientConsentFragment, unknown>;
export const DriverNoticeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DriverNotice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"planned_start"}},{"kind":"Field","name":{"kind":"Name","value":"planned_end"}},{"kind":"Field","name":{"kind":"Name","value":"truck_plate"}},{"kind":"Field","name":{"kind":"Name","value":"trailer_plate"}},{"kind":"Field","name":{"kind":"Name","value":"carrier_name"}},{"kind":"Field","name":{"kind":"Name","value":"pallets"}},{"kind":"Field","name":{"kind":"Name","value":"weight_kg"}},{"kind":"Field","name":{"kind":"Name","value":"adr"}},{"kind":"Field","name":{"kind":"Name","value":"reference_numbers"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"arrived_at"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"line_no"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]} as unknown as DocumentNode<DriverNoticeFragment, unknown>;
export const NoticeListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"planned_start"}},{"kind":"Field","name":{"kind":"Name","value":"planned_end"}},{"kind":"Field","name":{"kind":"Name","value":"truck_plate"}},{"kind":"Field","name":{"kind":"Name","value":"trailer_plate"}},{"kind":"Field","name":{"kind":"Name","value":"carrier_name"}},{"kind":"Field","name":{"kind":"Name","value":"driver_name"}},{"kind":"Field","name":{"kind":"Name","value":"pallets"}},{"kind":"Field","name":{"kind":"Name","value":"weight_kg"}},{"kind":"Field","name":{"kind":"Name","value":"adr"}},{"kind":"Field","name":{"kind":"Name","value":"reference_numbers"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}}]}}]} as unknown as DocumentNode<NoticeListItemFragment, unknown>;
export const NoticeDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"warehouse_id"}},{"kind":"Field","name":{"kind":"Name","value":"ramp_id"}},{"kind":"Field","name":{"kind":"Name","value":"planned_start"}},{"kind":"Field","name":{"kind":"Name","value":"planned_end"}},{"kind":"Field","name":{"kind":"Name","value":"carrier_name"}},{"kind":"Field","name":{"kind":"Name","value":"truck_plate"}},{"kind":"Field","name":{"kind":"Name","value":"trailer_plate"}},{"kind":"Field","name":{"kind":"Name","value":"driver_profile_id"}},{"kind":"Field","name":{"kind":"Name","value":"driver_name"}},{"kind":"Field","name":{"kind":"Name","value":"driver_phone"}},{"kind":"Field","name":{"kind":"Name","value":"pallets"}},{"kind":"Field","name":{"kind":"Name","value":"weight_kg"}},{"kind":"Field","name":{"kind":"Name","value":"adr"}},{"kind":"Field","name":{"kind":"Name","value":"reference_numbers"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"arrived_at"}},{"kind":"Field","name":{"kind":"Name","value":"started_at"}},{"kind":"Field","name":{"kind":"Name","value":"completed_at"}},{"kind":"Field","name":{"kind":"Name","value":"rejection_reason"}},{"kind":"Field","name":{"kind":"Name","value":"proposed_start"}},{"kind":"Field","name":{"kind":"Name","value":"proposed_end"}},{"kind":"Field","name":{"kind":"Name","value":"created_by"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<NoticeDetailFragment, unknown>;
export const NoticeItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notice_items"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product_id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"received_quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<NoticeItemFragment, unknown>;
export const NoticeEventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notice_events"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from_status"}},{"kind":"Field","name":{"kind":"Name","value":"to_status"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"user_profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}}]}}]} as unknown as DocumentNode<NoticeEventFragment, unknown>;
export const NoticeAttachmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeAttachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notice_attachments"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notice_id"}},{"kind":"Field","name":{"kind":"Name","value":"file_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<NoticeAttachmentFragment, unknown>;
export const NotificationItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"notifications"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"read_at"}}]}}]} as unknown as DocumentNode<NotificationItemFragment, unknown>;
export const PriceListSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceListSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"price_lists"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"valid_from"}},{"kind":"Field","name":{"kind":"Name","value":"valid_to"}},{"kind":"Field","name":{"kind":"Name","value":"discount_percent"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_file_id"}},{"kind":"Field","name":{"kind":"Name","value":"csv_file_id"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<PriceListSummaryFragment, unknown>;
export const ProductListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"products"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"ean"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"net_price"}},{"kind":"Field","name":{"kind":"Name","value":"vat_rate"}},{"kind":"Field","name":{"kind":"Name","value":"gross_price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"image_file_id"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductListItemFragment, unknown>;
export const ProductDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"products"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"ean"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"net_price"}},{"kind":"Field","name":{"kind":"Name","value":"vat_rate"}},{"kind":"Field","name":{"kind":"Name","value":"gross_price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"image_file_id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<ProductDetailFragment, unknown>;
export const ProductCategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"product_categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parent_id"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}}]}}]} as unknown as DocumentNode<ProductCategoryFragment, unknown>;
export const RampFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Ramp"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ramps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"warehouse_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<RampFragment, unknown>;
export const WarehouseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Warehouse"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"warehouses"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"opening_hours"}},{"kind":"Field","name":{"kind":"Name","value":"slot_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<WarehouseFragment, unknown>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"users_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"users_order_by"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usersAggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"users"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"defaultRole"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeen"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminSetUserDisabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserDisabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"disabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]} as unknown as DocumentNode<AdminSetUserDisabledMutation, AdminSetUserDisabledMutationVariables>;
export const AdminSetUserRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"addProfiles"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"profiles_insert_input"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"addRoles"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"authUserRoles_insert_input"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remove"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"defaultRole"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"objects"},"value":{"kind":"Variable","name":{"kind":"Name","value":"addProfiles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insertAuthUserRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"objects"},"value":{"kind":"Variable","name":{"kind":"Name","value":"addRoles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delete_profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"org_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remove"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deleteAuthUserRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"userId"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remove"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"defaultRole"},"value":{"kind":"Variable","name":{"kind":"Name","value":"defaultRole"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultRole"}}]}}]}}]} as unknown as DocumentNode<AdminSetUserRolesMutation, AdminSetUserRolesMutationVariables>;
export const AdminSetKlientClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetKlientClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_profiles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"client_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetKlientClientMutation, AdminSetKlientClientMutationVariables>;
export const CampaignListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"campaigns_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"campaigns_order_by"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignListItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaigns_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignResults"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"campaign_results"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"contacted"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"ordered"}},{"kind":"Field","name":{"kind":"Name","value":"opted_out"}},{"kind":"Field","name":{"kind":"Name","value":"response_rate"}},{"kind":"Field","name":{"kind":"Name","value":"cost_per_response"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"campaigns"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"actual_cost"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignResults"}}]}}]}}]} as unknown as DocumentNode<CampaignListQuery, CampaignListQueryVariables>;
export const CampaignByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaigns_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignListItem"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"owner_id"}},{"kind":"Field","name":{"kind":"Name","value":"segment"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignResults"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"campaign_results"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"contacted"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"ordered"}},{"kind":"Field","name":{"kind":"Name","value":"opted_out"}},{"kind":"Field","name":{"kind":"Name","value":"response_rate"}},{"kind":"Field","name":{"kind":"Name","value":"cost_per_response"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"campaigns"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"actual_cost"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignResults"}}]}}]}}]} as unknown as DocumentNode<CampaignByIdQuery, CampaignByIdQueryVariables>;
export const CampaignMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"campaign_members_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign_members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"client"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contacted_at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaign_members_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<CampaignMembersQuery, CampaignMembersQueryVariables>;
export const SegmentCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"clients_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ok"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"clients_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blocked"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"clients_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withdrawn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"clients_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"noConsent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"clients_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"noAddress"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"clients_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"all"},"name":{"kind":"Name","value":"clients_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"ok"},"name":{"kind":"Name","value":"clients_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ok"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"blocked"},"name":{"kind":"Name","value":"clients_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blocked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"withdrawn"},"name":{"kind":"Name","value":"clients_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withdrawn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"noConsent"},"name":{"kind":"Name","value":"clients_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"noConsent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"noAddress"},"name":{"kind":"Name","value":"clients_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"noAddress"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"excluded"},"name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"all"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_not"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ok"}}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"channel_status"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"channel"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<SegmentCountQuery, SegmentCountQueryVariables>;
export const SegmentContactableClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentContactableClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"clients_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SegmentContactableClientsQuery, SegmentContactableClientsQueryVariables>;
export const CreateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"campaigns_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_campaigns_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateCampaignMutation, CreateCampaignMutationVariables>;
export const UpdateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"campaigns_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_campaigns_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]}}]} as unknown as DocumentNode<UpdateCampaignMutation, UpdateCampaignMutationVariables>;
export const ChangeCampaignStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeCampaignStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_campaigns_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ChangeCampaignStatusMutation, ChangeCampaignStatusMutationVariables>;
export const AddCampaignMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCampaignMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objects"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"campaign_members_insert_input"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_campaign_members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"objects"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objects"}}},{"kind":"Argument","name":{"kind":"Name","value":"on_conflict"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"constraint"},"value":{"kind":"EnumValue","value":"campaign_members_campaign_client_key"}},{"kind":"ObjectField","name":{"kind":"Name","value":"update_columns"},"value":{"kind":"ListValue","values":[]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}}]}}]}}]} as unknown as DocumentNode<AddCampaignMembersMutation, AddCampaignMembersMutationVariables>;
export const ChangeCampaignMembersStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeCampaignMembersStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_campaign_members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}}]}}]}}]} as unknown as DocumentNode<ChangeCampaignMembersStatusMutation, ChangeCampaignMembersStatusMutationVariables>;
export const RemoveCampaignMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCampaignMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_campaign_members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}}]}}]}}]} as unknown as DocumentNode<RemoveCampaignMembersMutation, RemoveCampaignMembersMutationVariables>;
export const ClientListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"clients_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"clients_order_by"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientListItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"clients"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"voivodeship"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}}]}}]} as unknown as DocumentNode<ClientListQuery, ClientListQueryVariables>;
export const ClientByCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDetail"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"is_primary"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"last_name"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientContact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"recorded_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientConsent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"clients"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"regon"}},{"kind":"Field","name":{"kind":"Name","value":"krs"}},{"kind":"Field","name":{"kind":"Name","value":"pesel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"building_no"}},{"kind":"Field","name":{"kind":"Name","value":"apartment_no"}},{"kind":"Field","name":{"kind":"Name","value":"postal_code"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"voivodeship"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"owner_id"}},{"kind":"Field","name":{"kind":"Name","value":"payment_term_days"}},{"kind":"Field","name":{"kind":"Name","value":"credit_limit"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientContact"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"client_contacts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"is_primary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientConsent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"client_consents"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"recorded_at"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"text_version"}},{"kind":"Field","name":{"kind":"Name","value":"recorded_by_profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}}]}}]} as unknown as DocumentNode<ClientByCodeQuery, ClientByCodeQueryVariables>;
export const ClientHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audit_log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"client_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"changed_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table_name"}},{"kind":"Field","name":{"kind":"Name","value":"row_id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"old_data"}},{"kind":"Field","name":{"kind":"Name","value":"new_data"}},{"kind":"Field","name":{"kind":"Name","value":"changed_at"}},{"kind":"Field","name":{"kind":"Name","value":"changed_by_profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"audit_log_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"client_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ClientHistoryQuery, ClientHistoryQueryVariables>;
export const ClientOwnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientOwners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"handlowiec","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"display_name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}}]}}]}}]} as unknown as DocumentNode<ClientOwnersQuery, ClientOwnersQueryVariables>;
export const ClientsByNipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientsByNip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"nip"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nip"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ClientsByNipQuery, ClientsByNipQueryVariables>;
export const ClientOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ClientOrganizationsQuery, ClientOrganizationsQueryVariables>;
export const CreateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"clients_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_clients_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateClientMutation, CreateClientMutationVariables>;
export const UpdateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"clients_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_clients_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"clients"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"regon"}},{"kind":"Field","name":{"kind":"Name","value":"krs"}},{"kind":"Field","name":{"kind":"Name","value":"pesel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"building_no"}},{"kind":"Field","name":{"kind":"Name","value":"apartment_no"}},{"kind":"Field","name":{"kind":"Name","value":"postal_code"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"voivodeship"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"owner_id"}},{"kind":"Field","name":{"kind":"Name","value":"payment_term_days"}},{"kind":"Field","name":{"kind":"Name","value":"credit_limit"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UpdateClientMutation, UpdateClientMutationVariables>;
export const ChangeClientStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeClientStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}},{"kind":"Field","name":{"kind":"Name","value":"returning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeClientStatusMutation, ChangeClientStatusMutationVariables>;
export const AddClientContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddClientContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"client_contacts_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_client_contacts_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientContact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientContact"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"client_contacts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"is_primary"}}]}}]} as unknown as DocumentNode<AddClientContactMutation, AddClientContactMutationVariables>;
export const UpdateClientContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClientContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"client_contacts_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_client_contacts_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientContact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientContact"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"client_contacts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"is_primary"}}]}}]} as unknown as DocumentNode<UpdateClientContactMutation, UpdateClientContactMutationVariables>;
export const DeleteClientContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteClientContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_client_contacts_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteClientContactMutation, DeleteClientContactMutationVariables>;
export const RecordClientConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordClientConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"client_consents_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_client_consents_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientConsent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientConsent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"client_consents"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"recorded_at"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"text_version"}},{"kind":"Field","name":{"kind":"Name","value":"recorded_by_profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}}]}}]} as unknown as DocumentNode<RecordClientConsentMutation, RecordClientConsentMutationVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"daysFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"daysTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"now"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"monthStart"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastMonthStart"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivery_notice_days"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"day"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"daysFrom"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"_lte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"daysTo"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"day"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notices"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"next_arrivals"},"name":{"kind":"Name","value":"delivery_notices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"planned_start"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"now"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"submitted","block":false},{"kind":"StringValue","value":"confirmed","block":false}]}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"planned_start"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"planned_start"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clients_this_month"},"name":{"kind":"Name","value":"clients_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"monthStart"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clients_last_month"},"name":{"kind":"Name","value":"clients_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastMonthStart"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"monthStart"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"active_campaigns"},"name":{"kind":"Name","value":"campaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"active","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"starts_on"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"contacted"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"ordered"}},{"kind":"Field","name":{"kind":"Name","value":"response_rate"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"my_drafts"},"name":{"kind":"Name","value":"delivery_notices_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"draft","block":false}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"created_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const OrganizationGlanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationGlance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"users"},"name":{"kind":"Name","value":"usersAggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"blocked"},"name":{"kind":"Name","value":"usersAggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"disabled"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouse_notice_summary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouse_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"this_week"}}]}}]}}]} as unknown as DocumentNode<OrganizationGlanceQuery, OrganizationGlanceQueryVariables>;
export const DriverNoticesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DriverNotices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivery_notices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"planned_end"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"planned_start"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DriverNotice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DriverNotice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"planned_start"}},{"kind":"Field","name":{"kind":"Name","value":"planned_end"}},{"kind":"Field","name":{"kind":"Name","value":"truck_plate"}},{"kind":"Field","name":{"kind":"Name","value":"trailer_plate"}},{"kind":"Field","name":{"kind":"Name","value":"carrier_name"}},{"kind":"Field","name":{"kind":"Name","value":"pallets"}},{"kind":"Field","name":{"kind":"Name","value":"weight_kg"}},{"kind":"Field","name":{"kind":"Name","value":"adr"}},{"kind":"Field","name":{"kind":"Name","value":"reference_numbers"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"arrived_at"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"line_no"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]} as unknown as DocumentNode<DriverNoticesQuery, DriverNoticesQueryVariables>;
export const ReportArrivalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportArrival"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"arrivedAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_delivery_notices_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"StringValue","value":"arrived","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"arrived_at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"arrivedAt"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"arrived_at"}}]}}]}}]} as unknown as DocumentNode<ReportArrivalMutation, ReportArrivalMutationVariables>;
export const KlientCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KlientCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"klient","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<KlientCompanyQuery, KlientCompanyQueryVariables>;
export const NoticeListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticeList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices_order_by"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivery_notices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeListItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery_notices_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"planned_start"}},{"kind":"Field","name":{"kind":"Name","value":"planned_end"}},{"kind":"Field","name":{"kind":"Name","value":"truck_plate"}},{"kind":"Field","name":{"kind":"Name","value":"trailer_plate"}},{"kind":"Field","name":{"kind":"Name","value":"carrier_name"}},{"kind":"Field","name":{"kind":"Name","value":"driver_name"}},{"kind":"Field","name":{"kind":"Name","value":"pallets"}},{"kind":"Field","name":{"kind":"Name","value":"weight_kg"}},{"kind":"Field","name":{"kind":"Name","value":"adr"}},{"kind":"Field","name":{"kind":"Name","value":"reference_numbers"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}}]}}]} as unknown as DocumentNode<NoticeListQuery, NoticeListQueryVariables>;
export const NoticeListLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NoticeListLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices_order_by"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivery_notices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeListItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"planned_start"}},{"kind":"Field","name":{"kind":"Name","value":"planned_end"}},{"kind":"Field","name":{"kind":"Name","value":"truck_plate"}},{"kind":"Field","name":{"kind":"Name","value":"trailer_plate"}},{"kind":"Field","name":{"kind":"Name","value":"carrier_name"}},{"kind":"Field","name":{"kind":"Name","value":"driver_name"}},{"kind":"Field","name":{"kind":"Name","value":"pallets"}},{"kind":"Field","name":{"kind":"Name","value":"weight_kg"}},{"kind":"Field","name":{"kind":"Name","value":"adr"}},{"kind":"Field","name":{"kind":"Name","value":"reference_numbers"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}}]}}]} as unknown as DocumentNode<NoticeListLiveSubscription, NoticeListLiveSubscriptionVariables>;
export const NoticeByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticeById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivery_notices_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeDetail"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"line_no"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeEvent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeAttachment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"warehouse_id"}},{"kind":"Field","name":{"kind":"Name","value":"ramp_id"}},{"kind":"Field","name":{"kind":"Name","value":"planned_start"}},{"kind":"Field","name":{"kind":"Name","value":"planned_end"}},{"kind":"Field","name":{"kind":"Name","value":"carrier_name"}},{"kind":"Field","name":{"kind":"Name","value":"truck_plate"}},{"kind":"Field","name":{"kind":"Name","value":"trailer_plate"}},{"kind":"Field","name":{"kind":"Name","value":"driver_profile_id"}},{"kind":"Field","name":{"kind":"Name","value":"driver_name"}},{"kind":"Field","name":{"kind":"Name","value":"driver_phone"}},{"kind":"Field","name":{"kind":"Name","value":"pallets"}},{"kind":"Field","name":{"kind":"Name","value":"weight_kg"}},{"kind":"Field","name":{"kind":"Name","value":"adr"}},{"kind":"Field","name":{"kind":"Name","value":"reference_numbers"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"arrived_at"}},{"kind":"Field","name":{"kind":"Name","value":"started_at"}},{"kind":"Field","name":{"kind":"Name","value":"completed_at"}},{"kind":"Field","name":{"kind":"Name","value":"rejection_reason"}},{"kind":"Field","name":{"kind":"Name","value":"proposed_start"}},{"kind":"Field","name":{"kind":"Name","value":"proposed_end"}},{"kind":"Field","name":{"kind":"Name","value":"created_by"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notice_items"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product_id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"received_quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notice_events"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from_status"}},{"kind":"Field","name":{"kind":"Name","value":"to_status"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"user_profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeAttachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notice_attachments"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notice_id"}},{"kind":"Field","name":{"kind":"Name","value":"file_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<NoticeByIdQuery, NoticeByIdQueryVariables>;
export const NoticeByIdLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NoticeByIdLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivery_notices_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]}}]} as unknown as DocumentNode<NoticeByIdLiveSubscription, NoticeByIdLiveSubscriptionVariables>;
export const NoticeSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticeSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"warehouseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouses_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"warehouseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"opening_hours"}},{"kind":"Field","name":{"kind":"Name","value":"slot_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"ramps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery_notices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"warehouse_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"warehouseId"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"confirmed","block":false},{"kind":"StringValue","value":"arrived","block":false},{"kind":"StringValue","value":"in_progress","block":false}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"planned_start"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"planned_start"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"ramp_id"}},{"kind":"Field","name":{"kind":"Name","value":"planned_start"}},{"kind":"Field","name":{"kind":"Name","value":"planned_end"}}]}}]}}]} as unknown as DocumentNode<NoticeSlotsQuery, NoticeSlotsQueryVariables>;
export const NoticeProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticeProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"products_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"ean"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<NoticeProductsQuery, NoticeProductsQueryVariables>;
export const NoticeDriversDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticeDrivers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"kierowca","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"display_name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<NoticeDriversQuery, NoticeDriversQueryVariables>;
export const CreateNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_delivery_notices_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateNoticeMutation, CreateNoticeMutationVariables>;
export const UpdateNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_delivery_notices_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"warehouse_id"}},{"kind":"Field","name":{"kind":"Name","value":"ramp_id"}},{"kind":"Field","name":{"kind":"Name","value":"planned_start"}},{"kind":"Field","name":{"kind":"Name","value":"planned_end"}},{"kind":"Field","name":{"kind":"Name","value":"carrier_name"}},{"kind":"Field","name":{"kind":"Name","value":"truck_plate"}},{"kind":"Field","name":{"kind":"Name","value":"trailer_plate"}},{"kind":"Field","name":{"kind":"Name","value":"driver_profile_id"}},{"kind":"Field","name":{"kind":"Name","value":"driver_name"}},{"kind":"Field","name":{"kind":"Name","value":"driver_phone"}},{"kind":"Field","name":{"kind":"Name","value":"pallets"}},{"kind":"Field","name":{"kind":"Name","value":"weight_kg"}},{"kind":"Field","name":{"kind":"Name","value":"adr"}},{"kind":"Field","name":{"kind":"Name","value":"reference_numbers"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"arrived_at"}},{"kind":"Field","name":{"kind":"Name","value":"started_at"}},{"kind":"Field","name":{"kind":"Name","value":"completed_at"}},{"kind":"Field","name":{"kind":"Name","value":"rejection_reason"}},{"kind":"Field","name":{"kind":"Name","value":"proposed_start"}},{"kind":"Field","name":{"kind":"Name","value":"proposed_end"}},{"kind":"Field","name":{"kind":"Name","value":"created_by"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UpdateNoticeMutation, UpdateNoticeMutationVariables>;
export const UpdateNoticeWithItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNoticeWithItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices_set_input"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notice_items_insert_input"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_delivery_notices_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delete_delivery_notice_items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"notice_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insert_delivery_notice_items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"objects"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"warehouse_id"}},{"kind":"Field","name":{"kind":"Name","value":"ramp_id"}},{"kind":"Field","name":{"kind":"Name","value":"planned_start"}},{"kind":"Field","name":{"kind":"Name","value":"planned_end"}},{"kind":"Field","name":{"kind":"Name","value":"carrier_name"}},{"kind":"Field","name":{"kind":"Name","value":"truck_plate"}},{"kind":"Field","name":{"kind":"Name","value":"trailer_plate"}},{"kind":"Field","name":{"kind":"Name","value":"driver_profile_id"}},{"kind":"Field","name":{"kind":"Name","value":"driver_name"}},{"kind":"Field","name":{"kind":"Name","value":"driver_phone"}},{"kind":"Field","name":{"kind":"Name","value":"pallets"}},{"kind":"Field","name":{"kind":"Name","value":"weight_kg"}},{"kind":"Field","name":{"kind":"Name","value":"adr"}},{"kind":"Field","name":{"kind":"Name","value":"reference_numbers"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"arrived_at"}},{"kind":"Field","name":{"kind":"Name","value":"started_at"}},{"kind":"Field","name":{"kind":"Name","value":"completed_at"}},{"kind":"Field","name":{"kind":"Name","value":"rejection_reason"}},{"kind":"Field","name":{"kind":"Name","value":"proposed_start"}},{"kind":"Field","name":{"kind":"Name","value":"proposed_end"}},{"kind":"Field","name":{"kind":"Name","value":"created_by"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UpdateNoticeWithItemsMutation, UpdateNoticeWithItemsMutationVariables>;
export const ChangeNoticeStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeNoticeStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_delivery_notices_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ramp_id"}},{"kind":"Field","name":{"kind":"Name","value":"planned_start"}},{"kind":"Field","name":{"kind":"Name","value":"planned_end"}},{"kind":"Field","name":{"kind":"Name","value":"arrived_at"}},{"kind":"Field","name":{"kind":"Name","value":"started_at"}},{"kind":"Field","name":{"kind":"Name","value":"completed_at"}},{"kind":"Field","name":{"kind":"Name","value":"rejection_reason"}}]}}]}}]} as unknown as DocumentNode<ChangeNoticeStatusMutation, ChangeNoticeStatusMutationVariables>;
export const CompleteNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notice_items_updates"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notices_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_delivery_notice_items_many"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"updates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}}]}},{"kind":"Field","name":{"kind":"Name","value":"update_delivery_notices_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completed_at"}}]}}]}}]} as unknown as DocumentNode<CompleteNoticeMutation, CompleteNoticeMutationVariables>;
export const ChangeNoticeStatusManyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeNoticeStatusMany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_delivery_notices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status_comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}},{"kind":"Field","name":{"kind":"Name","value":"returning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeNoticeStatusManyMutation, ChangeNoticeStatusManyMutationVariables>;
export const AttachNoticeFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachNoticeFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notice_attachments_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_delivery_notice_attachments_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeAttachment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeAttachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"delivery_notice_attachments"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notice_id"}},{"kind":"Field","name":{"kind":"Name","value":"file_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<AttachNoticeFileMutation, AttachNoticeFileMutationVariables>;
export const DetachNoticeFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DetachNoticeFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_delivery_notice_attachments_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"file_id"}}]}}]}}]} as unknown as DocumentNode<DetachNoticeFileMutation, DetachNoticeFileMutationVariables>;
export const NotificationListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"notifications"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"read_at"}}]}}]} as unknown as DocumentNode<NotificationListQuery, NotificationListQueryVariables>;
export const NotificationUnreadCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationUnreadCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"read_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_is_null"},"value":{"kind":"BooleanValue","value":true}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationUnreadCountQuery, NotificationUnreadCountQueryVariables>;
export const NotificationUnreadCountLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationUnreadCountLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"read_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_is_null"},"value":{"kind":"BooleanValue","value":true}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationUnreadCountLiveSubscription, NotificationUnreadCountLiveSubscriptionVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"readAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"read_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_is_null"},"value":{"kind":"BooleanValue","value":true}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"read_at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readAt"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"readAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"read_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_is_null"},"value":{"kind":"BooleanValue","value":true}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"read_at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readAt"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}}]}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const NotificationEmailPreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationEmailPreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email_notifications"}}]}}]}}]} as unknown as DocumentNode<NotificationEmailPreferenceQuery, NotificationEmailPreferenceQueryVariables>;
export const SetNotificationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNotificationEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"on"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email_notifications"},"value":{"kind":"Variable","name":{"kind":"Name","value":"on"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}}]}}]}}]} as unknown as DocumentNode<SetNotificationEmailMutation, SetNotificationEmailMutationVariables>;
export const PriceListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"price_lists_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price_lists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceListSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceListSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"price_lists"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"client_id"}},{"kind":"Field","name":{"kind":"Name","value":"valid_from"}},{"kind":"Field","name":{"kind":"Name","value":"valid_to"}},{"kind":"Field","name":{"kind":"Name","value":"discount_percent"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_file_id"}},{"kind":"Field","name":{"kind":"Name","value":"csv_file_id"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<PriceListsQuery, PriceListsQueryVariables>;
export const ProductListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"products_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"products_order_by"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductListItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10001"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"products"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"ean"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"net_price"}},{"kind":"Field","name":{"kind":"Name","value":"vat_rate"}},{"kind":"Field","name":{"kind":"Name","value":"gross_price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"image_file_id"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductListQuery, ProductListQueryVariables>;
export const ProductByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"products"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"ean"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"net_price"}},{"kind":"Field","name":{"kind":"Name","value":"vat_rate"}},{"kind":"Field","name":{"kind":"Name","value":"gross_price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"image_file_id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<ProductByIdQuery, ProductByIdQueryVariables>;
export const ProductCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product_categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sort_order"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCategory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"product_categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parent_id"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}}]}}]} as unknown as DocumentNode<ProductCategoriesQuery, ProductCategoriesQueryVariables>;
export const CreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"products_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_products_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"products"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"ean"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"net_price"}},{"kind":"Field","name":{"kind":"Name","value":"vat_rate"}},{"kind":"Field","name":{"kind":"Name","value":"gross_price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"image_file_id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"products_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_products_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"products"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"ean"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"net_price"}},{"kind":"Field","name":{"kind":"Name","value":"vat_rate"}},{"kind":"Field","name":{"kind":"Name","value":"gross_price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"image_file_id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeactivateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_products_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<DeactivateProductMutation, DeactivateProductMutationVariables>;
export const ProductSkusTakenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductSkusTaken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skus"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sku"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skus"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}}]}}]}}]} as unknown as DocumentNode<ProductSkusTakenQuery, ProductSkusTakenQueryVariables>;
export const ImportProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"product_imports_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_product_imports_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"row_count"}}]}}]}}]} as unknown as DocumentNode<ImportProductsMutation, ImportProductsMutationVariables>;
export const CreateProductCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProductCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"product_categories_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_product_categories_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCategory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"product_categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parent_id"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}}]}}]} as unknown as DocumentNode<CreateProductCategoryMutation, CreateProductCategoryMutationVariables>;
export const RenameProductCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameProductCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_product_categories_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCategory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"product_categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parent_id"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}}]}}]} as unknown as DocumentNode<RenameProductCategoryMutation, RenameProductCategoryMutationVariables>;
export const ProfileUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}}]}}]} as unknown as DocumentNode<ProfileUserQuery, ProfileUserQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"users_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const SecurityKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authUserSecurityKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"nickname"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]} as unknown as DocumentNode<SecurityKeysQuery, SecurityKeysQueryVariables>;
export const RemoveSecurityKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSecurityKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAuthUserSecurityKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RemoveSecurityKeyMutation, RemoveSecurityKeyMutationVariables>;
export const PersonalAccessTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonalAccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authRefreshTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"type"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"pat","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"createdAt"},"value":{"kind":"EnumValue","value":"desc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}}]}}]} as unknown as DocumentNode<PersonalAccessTokensQuery, PersonalAccessTokensQueryVariables>;
export const RevokePersonalAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokePersonalAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAuthRefreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RevokePersonalAccessTokenMutation, RevokePersonalAccessTokenMutationVariables>;
export const WarehouseListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WarehouseList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Warehouse"}},{"kind":"Field","name":{"kind":"Name","value":"ramps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Ramp"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Warehouse"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"warehouses"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"opening_hours"}},{"kind":"Field","name":{"kind":"Name","value":"slot_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Ramp"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ramps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"warehouse_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<WarehouseListQuery, WarehouseListQueryVariables>;
export const CreateWarehouseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWarehouse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"warehouses_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_warehouses_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Warehouse"}},{"kind":"Field","name":{"kind":"Name","value":"ramps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Ramp"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Warehouse"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"warehouses"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"opening_hours"}},{"kind":"Field","name":{"kind":"Name","value":"slot_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Ramp"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ramps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"warehouse_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<CreateWarehouseMutation, CreateWarehouseMutationVariables>;
export const UpdateWarehouseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWarehouse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"warehouses_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_warehouses_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Warehouse"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Warehouse"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"warehouses"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"org_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"opening_hours"}},{"kind":"Field","name":{"kind":"Name","value":"slot_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<UpdateWarehouseMutation, UpdateWarehouseMutationVariables>;
export const DeleteWarehouseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWarehouse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_warehouses_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteWarehouseMutation, DeleteWarehouseMutationVariables>;
export const CreateRampDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRamp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ramps_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_ramps_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Ramp"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Ramp"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ramps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"warehouse_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<CreateRampMutation, CreateRampMutationVariables>;
export const UpdateRampDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRamp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ramps_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_ramps_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Ramp"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Ramp"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ramps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"warehouse_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<UpdateRampMutation, UpdateRampMutationVariables>;
export const DeleteRampDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRamp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_ramps_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteRampMutation, DeleteRampMutationVariables>;