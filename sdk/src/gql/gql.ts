/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AdminUser on users {\n    id\n    displayName\n    email\n    emailVerified\n    disabled\n    defaultRole\n    lastSeen\n    createdAt\n    roles(order_by: { role: asc }) {\n      id\n      role\n    }\n    profiles(order_by: { role: asc }) {\n      id\n      org_id\n      role\n    }\n  }\n": typeof types.AdminUserFragmentDoc,
    "\n  query AdminUsers($where: users_bool_exp!, $orderBy: [users_order_by!]!, $limit: Int!, $offset: Int!) {\n    users(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...AdminUser\n    }\n    usersAggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation AdminSetUserDisabled($id: uuid!, $disabled: Boolean!) {\n    updateUser(pk_columns: { id: $id }, _set: { disabled: $disabled }) {\n      id\n      disabled\n    }\n  }\n": typeof types.AdminSetUserDisabledDocument,
    "\n  mutation AdminSetUserRoles(\n    $userId: uuid!\n    $orgId: uuid!\n    $addProfiles: [profiles_insert_input!]!\n    $addRoles: [authUserRoles_insert_input!]!\n    $remove: [String!]!\n    $defaultRole: String!\n  ) {\n    insert_profiles(objects: $addProfiles) {\n      affected_rows\n    }\n    insertAuthUserRoles(objects: $addRoles) {\n      affected_rows\n    }\n    delete_profiles(where: { user_id: { _eq: $userId }, org_id: { _eq: $orgId }, role: { _in: $remove } }) {\n      affected_rows\n    }\n    deleteAuthUserRoles(where: { userId: { _eq: $userId }, role: { _in: $remove } }) {\n      affected_rows\n    }\n    updateUser(pk_columns: { id: $userId }, _set: { defaultRole: $defaultRole }) {\n      id\n      defaultRole\n    }\n  }\n": typeof types.AdminSetUserRolesDocument,
    "\n  fragment ClientListItem on clients {\n    id\n    code\n    kind\n    name\n    nip\n    email\n    phone\n    city\n    voivodeship\n    status\n    tags\n    created_at\n    updated_at\n    owner {\n      id\n      display_name\n    }\n  }\n": typeof types.ClientListItemFragmentDoc,
    "\n  fragment ClientDetail on clients {\n    id\n    org_id\n    code\n    kind\n    name\n    first_name\n    last_name\n    nip\n    regon\n    krs\n    pesel\n    email\n    phone\n    street\n    building_no\n    apartment_no\n    postal_code\n    city\n    voivodeship\n    country\n    status\n    owner_id\n    payment_term_days\n    credit_limit\n    tags\n    notes\n    created_at\n    updated_at\n  }\n": typeof types.ClientDetailFragmentDoc,
    "\n  fragment ClientContact on client_contacts {\n    id\n    client_id\n    first_name\n    last_name\n    position\n    phone\n    email\n    is_primary\n  }\n": typeof types.ClientContactFragmentDoc,
    "\n  fragment ClientConsent on client_consents {\n    id\n    client_id\n    channel\n    granted\n    recorded_at\n    source\n    text_version\n    recorded_by_profiles(limit: 1) {\n      display_name\n    }\n  }\n": typeof types.ClientConsentFragmentDoc,
    "\n  query ClientList($where: clients_bool_exp!, $orderBy: [clients_order_by!]!, $limit: Int!, $offset: Int!) {\n    clients(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...ClientListItem\n    }\n    clients_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.ClientListDocument,
    "\n  query ClientByCode($code: String!) {\n    clients(where: { code: { _eq: $code } }, limit: 1) {\n      ...ClientDetail\n      owner {\n        id\n        display_name\n      }\n      contacts(order_by: [{ is_primary: desc }, { last_name: asc }, { id: asc }]) {\n        ...ClientContact\n      }\n      consents(order_by: [{ recorded_at: desc }, { id: desc }]) {\n        ...ClientConsent\n      }\n    }\n  }\n": typeof types.ClientByCodeDocument,
    "\n  query ClientHistory($clientId: uuid!, $limit: Int!, $offset: Int!) {\n    audit_log(\n      where: { client_id: { _eq: $clientId } }\n      order_by: [{ changed_at: desc }, { id: desc }]\n      limit: $limit\n      offset: $offset\n    ) {\n      id\n      table_name\n      row_id\n      action\n      old_data\n      new_data\n      changed_at\n      changed_by_profiles(limit: 1) {\n        display_name\n      }\n    }\n    audit_log_aggregate(where: { client_id: { _eq: $clientId } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.ClientHistoryDocument,
    "\n  query ClientOwners {\n    profiles(where: { role: { _eq: \"handlowiec\" } }, order_by: [{ display_name: asc }]) {\n      id\n      display_name\n      user_id\n    }\n  }\n": typeof types.ClientOwnersDocument,
    "\n  query ClientsByNip($nip: String!) {\n    clients(where: { nip: { _eq: $nip } }, order_by: [{ code: asc }], limit: 5) {\n      id\n      code\n      name\n    }\n  }\n": typeof types.ClientsByNipDocument,
    "\n  query ClientOrganizations {\n    organizations(order_by: [{ name: asc }]) {\n      id\n      name\n    }\n  }\n": typeof types.ClientOrganizationsDocument,
    "\n  mutation CreateClient($object: clients_insert_input!) {\n    insert_clients_one(object: $object) {\n      id\n      code\n    }\n  }\n": typeof types.CreateClientDocument,
    "\n  mutation UpdateClient($id: uuid!, $set: clients_set_input!) {\n    update_clients_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...ClientDetail\n    }\n  }\n": typeof types.UpdateClientDocument,
    "\n  mutation ChangeClientStatus($ids: [uuid!]!, $status: String!) {\n    update_clients(where: { id: { _in: $ids } }, _set: { status: $status }) {\n      affected_rows\n      returning {\n        id\n        status\n      }\n    }\n  }\n": typeof types.ChangeClientStatusDocument,
    "\n  mutation AddClientContact($object: client_contacts_insert_input!) {\n    insert_client_contacts_one(object: $object) {\n      ...ClientContact\n    }\n  }\n": typeof types.AddClientContactDocument,
    "\n  mutation UpdateClientContact($id: uuid!, $set: client_contacts_set_input!) {\n    update_client_contacts_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...ClientContact\n    }\n  }\n": typeof types.UpdateClientContactDocument,
    "\n  mutation DeleteClientContact($id: uuid!) {\n    delete_client_contacts_by_pk(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteClientContactDocument,
    "\n  mutation RecordClientConsent($object: client_consents_insert_input!) {\n    insert_client_consents_one(object: $object) {\n      ...ClientConsent\n    }\n  }\n": typeof types.RecordClientConsentDocument,
    "\n  fragment NoticeListItem on delivery_notices {\n    id\n    number\n    direction\n    status\n    planned_start\n    planned_end\n    truck_plate\n    trailer_plate\n    carrier_name\n    driver_name\n    pallets\n    weight_kg\n    adr\n    reference_numbers\n    updated_at\n    client {\n      id\n      code\n      name\n    }\n    warehouse {\n      id\n      code\n      name\n    }\n    ramp {\n      id\n      code\n      name\n    }\n    driver {\n      id\n      display_name\n    }\n  }\n": typeof types.NoticeListItemFragmentDoc,
    "\n  fragment NoticeDetail on delivery_notices {\n    id\n    org_id\n    number\n    direction\n    status\n    client_id\n    warehouse_id\n    ramp_id\n    planned_start\n    planned_end\n    carrier_name\n    truck_plate\n    trailer_plate\n    driver_profile_id\n    driver_name\n    driver_phone\n    pallets\n    weight_kg\n    adr\n    reference_numbers\n    notes\n    arrived_at\n    started_at\n    completed_at\n    rejection_reason\n    created_by\n    created_at\n    updated_at\n  }\n": typeof types.NoticeDetailFragmentDoc,
    "\n  fragment NoticeItem on delivery_notice_items {\n    id\n    product_id\n    quantity\n    received_quantity\n    product {\n      id\n      sku\n      name\n      unit\n    }\n  }\n": typeof types.NoticeItemFragmentDoc,
    "\n  fragment NoticeEvent on delivery_notice_events {\n    id\n    from_status\n    to_status\n    comment\n    created_at\n    user_profiles(limit: 1) {\n      display_name\n    }\n  }\n": typeof types.NoticeEventFragmentDoc,
    "\n  fragment NoticeAttachment on delivery_notice_attachments {\n    id\n    notice_id\n    file_id\n    kind\n    created_at\n    file {\n      id\n      name\n      mimeType\n      size\n    }\n  }\n": typeof types.NoticeAttachmentFragmentDoc,
    "\n  query NoticeList(\n    $where: delivery_notices_bool_exp!\n    $orderBy: [delivery_notices_order_by!]!\n    $limit: Int!\n    $offset: Int!\n    $countLimit: Int!\n  ) {\n    delivery_notices(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...NoticeListItem\n    }\n    delivery_notices_aggregate(where: $where, limit: $countLimit) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.NoticeListDocument,
    "\n  query NoticeById($id: uuid!) {\n    delivery_notices_by_pk(id: $id) {\n      ...NoticeDetail\n      client {\n        id\n        code\n        name\n      }\n      warehouse {\n        id\n        code\n        name\n        address\n        time_zone\n      }\n      ramp {\n        id\n        code\n        name\n      }\n      driver {\n        id\n        display_name\n        phone\n      }\n      items(order_by: [{ created_at: asc }, { id: asc }]) {\n        ...NoticeItem\n      }\n      events(order_by: [{ created_at: asc }, { id: asc }]) {\n        ...NoticeEvent\n      }\n      attachments(order_by: [{ created_at: asc }, { id: asc }]) {\n        ...NoticeAttachment\n      }\n    }\n  }\n": typeof types.NoticeByIdDocument,
    "\n  query NoticeSlots($warehouseId: uuid!, $from: timestamptz!, $to: timestamptz!) {\n    warehouses_by_pk(id: $warehouseId) {\n      id\n      time_zone\n      opening_hours\n      slot_minutes\n      ramps(order_by: [{ code: asc }]) {\n        id\n        code\n        name\n        kind\n        active\n      }\n    }\n    delivery_notices(\n      where: {\n        warehouse_id: { _eq: $warehouseId }\n        status: { _in: [\"confirmed\", \"arrived\", \"in_progress\"] }\n        planned_start: { _gte: $from, _lt: $to }\n      }\n      order_by: [{ planned_start: asc }]\n    ) {\n      id\n      number\n      ramp_id\n      planned_start\n      planned_end\n    }\n  }\n": typeof types.NoticeSlotsDocument,
    "\n  query NoticeProducts($where: products_bool_exp!, $limit: Int!) {\n    products(where: $where, order_by: [{ name: asc }, { id: asc }], limit: $limit) {\n      id\n      sku\n      ean\n      name\n      unit\n    }\n  }\n": typeof types.NoticeProductsDocument,
    "\n  query NoticeDrivers {\n    profiles(where: { role: { _eq: \"kierowca\" } }, order_by: [{ display_name: asc }]) {\n      id\n      display_name\n      phone\n    }\n  }\n": typeof types.NoticeDriversDocument,
    "\n  mutation CreateNotice($object: delivery_notices_insert_input!) {\n    insert_delivery_notices_one(object: $object) {\n      id\n      number\n      status\n    }\n  }\n": typeof types.CreateNoticeDocument,
    "\n  mutation UpdateNotice($id: uuid!, $set: delivery_notices_set_input!) {\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...NoticeDetail\n    }\n  }\n": typeof types.UpdateNoticeDocument,
    "\n  mutation UpdateNoticeWithItems(\n    $id: uuid!\n    $set: delivery_notices_set_input!\n    $items: [delivery_notice_items_insert_input!]!\n  ) {\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...NoticeDetail\n    }\n    delete_delivery_notice_items(where: { notice_id: { _eq: $id } }) {\n      affected_rows\n    }\n    insert_delivery_notice_items(objects: $items) {\n      affected_rows\n    }\n  }\n": typeof types.UpdateNoticeWithItemsDocument,
    "\n  mutation ChangeNoticeStatus($id: uuid!, $set: delivery_notices_set_input!) {\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      status\n      ramp_id\n      planned_start\n      planned_end\n      arrived_at\n      started_at\n      completed_at\n      rejection_reason\n    }\n  }\n": typeof types.ChangeNoticeStatusDocument,
    "\n  mutation CompleteNotice(\n    $id: uuid!\n    $lines: [delivery_notice_items_updates!]!\n    $set: delivery_notices_set_input!\n  ) {\n    update_delivery_notice_items_many(updates: $lines) {\n      affected_rows\n    }\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      status\n      completed_at\n    }\n  }\n": typeof types.CompleteNoticeDocument,
    "\n  mutation ChangeNoticeStatusMany($ids: [uuid!]!, $status: String!, $comment: String) {\n    update_delivery_notices(\n      where: { id: { _in: $ids } }\n      _set: { status: $status, status_comment: $comment }\n    ) {\n      affected_rows\n      returning {\n        id\n        status\n      }\n    }\n  }\n": typeof types.ChangeNoticeStatusManyDocument,
    "\n  mutation AttachNoticeFile($object: delivery_notice_attachments_insert_input!) {\n    insert_delivery_notice_attachments_one(object: $object) {\n      ...NoticeAttachment\n    }\n  }\n": typeof types.AttachNoticeFileDocument,
    "\n  mutation DetachNoticeFile($id: uuid!) {\n    delete_delivery_notice_attachments_by_pk(id: $id) {\n      id\n      file_id\n    }\n  }\n": typeof types.DetachNoticeFileDocument,
    "\n  fragment NotificationItem on notifications {\n    id\n    kind\n    title\n    body\n    link\n    created_at\n    read_at\n  }\n": typeof types.NotificationItemFragmentDoc,
    "\n  query NotificationList($limit: Int!) {\n    notifications(order_by: [{ created_at: desc }, { id: desc }], limit: $limit) {\n      ...NotificationItem\n    }\n  }\n": typeof types.NotificationListDocument,
    "\n  query NotificationUnreadCount {\n    notifications_aggregate(where: { read_at: { _is_null: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.NotificationUnreadCountDocument,
    "\n  subscription NotificationUnreadCountLive {\n    notifications_aggregate(where: { read_at: { _is_null: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.NotificationUnreadCountLiveDocument,
    "\n  mutation MarkNotificationRead($id: uuid!, $readAt: timestamptz!) {\n    update_notifications(\n      where: { id: { _eq: $id }, read_at: { _is_null: true } }\n      _set: { read_at: $readAt }\n    ) {\n      affected_rows\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead($readAt: timestamptz!) {\n    update_notifications(where: { read_at: { _is_null: true } }, _set: { read_at: $readAt }) {\n      affected_rows\n    }\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  fragment ProductListItem on products {\n    id\n    sku\n    ean\n    name\n    unit\n    net_price\n    vat_rate\n    gross_price\n    active\n    category_id\n    updated_at\n    category {\n      id\n      name\n    }\n  }\n": typeof types.ProductListItemFragmentDoc,
    "\n  fragment ProductDetail on products {\n    id\n    org_id\n    sku\n    ean\n    name\n    description\n    category_id\n    unit\n    net_price\n    vat_rate\n    gross_price\n    active\n    image_file_id\n    created_at\n    updated_at\n  }\n": typeof types.ProductDetailFragmentDoc,
    "\n  fragment ProductCategory on product_categories {\n    id\n    name\n    parent_id\n    sort_order\n  }\n": typeof types.ProductCategoryFragmentDoc,
    "\n  query ProductList(\n    $where: products_bool_exp!\n    $orderBy: [products_order_by!]!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    products(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...ProductListItem\n    }\n    products_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.ProductListDocument,
    "\n  query ProductById($id: uuid!) {\n    products_by_pk(id: $id) {\n      ...ProductDetail\n    }\n  }\n": typeof types.ProductByIdDocument,
    "\n  query ProductCategories {\n    product_categories(order_by: [{ sort_order: asc }, { name: asc }, { id: asc }]) {\n      ...ProductCategory\n    }\n  }\n": typeof types.ProductCategoriesDocument,
    "\n  mutation CreateProduct($object: products_insert_input!) {\n    insert_products_one(object: $object) {\n      ...ProductDetail\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: uuid!, $set: products_set_input!) {\n    update_products_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...ProductDetail\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeactivateProduct($id: uuid!) {\n    update_products_by_pk(pk_columns: { id: $id }, _set: { active: false }) {\n      id\n      active\n    }\n  }\n": typeof types.DeactivateProductDocument,
    "\n  query ProfileUser($id: uuid!) {\n    user(id: $id) {\n      id\n      displayName\n      avatarUrl\n      locale\n      metadata\n    }\n  }\n": typeof types.ProfileUserDocument,
    "\n  mutation UpdateProfile($id: uuid!, $set: users_set_input!) {\n    updateUser(pk_columns: { id: $id }, _set: $set) {\n      id\n      displayName\n      avatarUrl\n      locale\n      metadata\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query SecurityKeys {\n    authUserSecurityKeys(order_by: [{ nickname: asc }, { id: asc }]) {\n      id\n      nickname\n    }\n  }\n": typeof types.SecurityKeysDocument,
    "\n  mutation RemoveSecurityKey($id: uuid!) {\n    deleteAuthUserSecurityKey(id: $id) {\n      id\n    }\n  }\n": typeof types.RemoveSecurityKeyDocument,
    "\n  query PersonalAccessTokens {\n    authRefreshTokens(where: { type: { _eq: \"pat\" } }, order_by: [{ createdAt: desc }]) {\n      id\n      createdAt\n      expiresAt\n      metadata\n    }\n  }\n": typeof types.PersonalAccessTokensDocument,
    "\n  mutation RevokePersonalAccessToken($id: uuid!) {\n    deleteAuthRefreshToken(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokePersonalAccessTokenDocument,
    "\n  fragment Ramp on ramps {\n    id\n    warehouse_id\n    code\n    name\n    kind\n    active\n  }\n": typeof types.RampFragmentDoc,
    "\n  fragment Warehouse on warehouses {\n    id\n    org_id\n    code\n    name\n    address\n    time_zone\n    opening_hours\n    slot_minutes\n    active\n  }\n": typeof types.WarehouseFragmentDoc,
    "\n  query WarehouseList {\n    warehouses(order_by: [{ code: asc }]) {\n      ...Warehouse\n      ramps(order_by: [{ code: asc }]) {\n        ...Ramp\n      }\n    }\n  }\n": typeof types.WarehouseListDocument,
    "\n  mutation CreateWarehouse($object: warehouses_insert_input!) {\n    insert_warehouses_one(object: $object) {\n      ...Warehouse\n      ramps(order_by: [{ code: asc }]) {\n        ...Ramp\n      }\n    }\n  }\n": typeof types.CreateWarehouseDocument,
    "\n  mutation UpdateWarehouse($id: uuid!, $set: warehouses_set_input!) {\n    update_warehouses_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...Warehouse\n    }\n  }\n": typeof types.UpdateWarehouseDocument,
    "\n  mutation DeleteWarehouse($id: uuid!) {\n    delete_warehouses_by_pk(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteWarehouseDocument,
    "\n  mutation CreateRamp($object: ramps_insert_input!) {\n    insert_ramps_one(object: $object) {\n      ...Ramp\n    }\n  }\n": typeof types.CreateRampDocument,
    "\n  mutation UpdateRamp($id: uuid!, $set: ramps_set_input!) {\n    update_ramps_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...Ramp\n    }\n  }\n": typeof types.UpdateRampDocument,
    "\n  mutation DeleteRamp($id: uuid!) {\n    delete_ramps_by_pk(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteRampDocument,
};
const documents: Documents = {
    "\n  fragment AdminUser on users {\n    id\n    displayName\n    email\n    emailVerified\n    disabled\n    defaultRole\n    lastSeen\n    createdAt\n    roles(order_by: { role: asc }) {\n      id\n      role\n    }\n    profiles(order_by: { role: asc }) {\n      id\n      org_id\n      role\n    }\n  }\n": types.AdminUserFragmentDoc,
    "\n  query AdminUsers($where: users_bool_exp!, $orderBy: [users_order_by!]!, $limit: Int!, $offset: Int!) {\n    users(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...AdminUser\n    }\n    usersAggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation AdminSetUserDisabled($id: uuid!, $disabled: Boolean!) {\n    updateUser(pk_columns: { id: $id }, _set: { disabled: $disabled }) {\n      id\n      disabled\n    }\n  }\n": types.AdminSetUserDisabledDocument,
    "\n  mutation AdminSetUserRoles(\n    $userId: uuid!\n    $orgId: uuid!\n    $addProfiles: [profiles_insert_input!]!\n    $addRoles: [authUserRoles_insert_input!]!\n    $remove: [String!]!\n    $defaultRole: String!\n  ) {\n    insert_profiles(objects: $addProfiles) {\n      affected_rows\n    }\n    insertAuthUserRoles(objects: $addRoles) {\n      affected_rows\n    }\n    delete_profiles(where: { user_id: { _eq: $userId }, org_id: { _eq: $orgId }, role: { _in: $remove } }) {\n      affected_rows\n    }\n    deleteAuthUserRoles(where: { userId: { _eq: $userId }, role: { _in: $remove } }) {\n      affected_rows\n    }\n    updateUser(pk_columns: { id: $userId }, _set: { defaultRole: $defaultRole }) {\n      id\n      defaultRole\n    }\n  }\n": types.AdminSetUserRolesDocument,
    "\n  fragment ClientListItem on clients {\n    id\n    code\n    kind\n    name\n    nip\n    email\n    phone\n    city\n    voivodeship\n    status\n    tags\n    created_at\n    updated_at\n    owner {\n      id\n      display_name\n    }\n  }\n": types.ClientListItemFragmentDoc,
    "\n  fragment ClientDetail on clients {\n    id\n    org_id\n    code\n    kind\n    name\n    first_name\n    last_name\n    nip\n    regon\n    krs\n    pesel\n    email\n    phone\n    street\n    building_no\n    apartment_no\n    postal_code\n    city\n    voivodeship\n    country\n    status\n    owner_id\n    payment_term_days\n    credit_limit\n    tags\n    notes\n    created_at\n    updated_at\n  }\n": types.ClientDetailFragmentDoc,
    "\n  fragment ClientContact on client_contacts {\n    id\n    client_id\n    first_name\n    last_name\n    position\n    phone\n    email\n    is_primary\n  }\n": types.ClientContactFragmentDoc,
    "\n  fragment ClientConsent on client_consents {\n    id\n    client_id\n    channel\n    granted\n    recorded_at\n    source\n    text_version\n    recorded_by_profiles(limit: 1) {\n      display_name\n    }\n  }\n": types.ClientConsentFragmentDoc,
    "\n  query ClientList($where: clients_bool_exp!, $orderBy: [clients_order_by!]!, $limit: Int!, $offset: Int!) {\n    clients(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...ClientListItem\n    }\n    clients_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.ClientListDocument,
    "\n  query ClientByCode($code: String!) {\n    clients(where: { code: { _eq: $code } }, limit: 1) {\n      ...ClientDetail\n      owner {\n        id\n        display_name\n      }\n      contacts(order_by: [{ is_primary: desc }, { last_name: asc }, { id: asc }]) {\n        ...ClientContact\n      }\n      consents(order_by: [{ recorded_at: desc }, { id: desc }]) {\n        ...ClientConsent\n      }\n    }\n  }\n": types.ClientByCodeDocument,
    "\n  query ClientHistory($clientId: uuid!, $limit: Int!, $offset: Int!) {\n    audit_log(\n      where: { client_id: { _eq: $clientId } }\n      order_by: [{ changed_at: desc }, { id: desc }]\n      limit: $limit\n      offset: $offset\n    ) {\n      id\n      table_name\n      row_id\n      action\n      old_data\n      new_data\n      changed_at\n      changed_by_profiles(limit: 1) {\n        display_name\n      }\n    }\n    audit_log_aggregate(where: { client_id: { _eq: $clientId } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.ClientHistoryDocument,
    "\n  query ClientOwners {\n    profiles(where: { role: { _eq: \"handlowiec\" } }, order_by: [{ display_name: asc }]) {\n      id\n      display_name\n      user_id\n    }\n  }\n": types.ClientOwnersDocument,
    "\n  query ClientsByNip($nip: String!) {\n    clients(where: { nip: { _eq: $nip } }, order_by: [{ code: asc }], limit: 5) {\n      id\n      code\n      name\n    }\n  }\n": types.ClientsByNipDocument,
    "\n  query ClientOrganizations {\n    organizations(order_by: [{ name: asc }]) {\n      id\n      name\n    }\n  }\n": types.ClientOrganizationsDocument,
    "\n  mutation CreateClient($object: clients_insert_input!) {\n    insert_clients_one(object: $object) {\n      id\n      code\n    }\n  }\n": types.CreateClientDocument,
    "\n  mutation UpdateClient($id: uuid!, $set: clients_set_input!) {\n    update_clients_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...ClientDetail\n    }\n  }\n": types.UpdateClientDocument,
    "\n  mutation ChangeClientStatus($ids: [uuid!]!, $status: String!) {\n    update_clients(where: { id: { _in: $ids } }, _set: { status: $status }) {\n      affected_rows\n      returning {\n        id\n        status\n      }\n    }\n  }\n": types.ChangeClientStatusDocument,
    "\n  mutation AddClientContact($object: client_contacts_insert_input!) {\n    insert_client_contacts_one(object: $object) {\n      ...ClientContact\n    }\n  }\n": types.AddClientContactDocument,
    "\n  mutation UpdateClientContact($id: uuid!, $set: client_contacts_set_input!) {\n    update_client_contacts_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...ClientContact\n    }\n  }\n": types.UpdateClientContactDocument,
    "\n  mutation DeleteClientContact($id: uuid!) {\n    delete_client_contacts_by_pk(id: $id) {\n      id\n    }\n  }\n": types.DeleteClientContactDocument,
    "\n  mutation RecordClientConsent($object: client_consents_insert_input!) {\n    insert_client_consents_one(object: $object) {\n      ...ClientConsent\n    }\n  }\n": types.RecordClientConsentDocument,
    "\n  fragment NoticeListItem on delivery_notices {\n    id\n    number\n    direction\n    status\n    planned_start\n    planned_end\n    truck_plate\n    trailer_plate\n    carrier_name\n    driver_name\n    pallets\n    weight_kg\n    adr\n    reference_numbers\n    updated_at\n    client {\n      id\n      code\n      name\n    }\n    warehouse {\n      id\n      code\n      name\n    }\n    ramp {\n      id\n      code\n      name\n    }\n    driver {\n      id\n      display_name\n    }\n  }\n": types.NoticeListItemFragmentDoc,
    "\n  fragment NoticeDetail on delivery_notices {\n    id\n    org_id\n    number\n    direction\n    status\n    client_id\n    warehouse_id\n    ramp_id\n    planned_start\n    planned_end\n    carrier_name\n    truck_plate\n    trailer_plate\n    driver_profile_id\n    driver_name\n    driver_phone\n    pallets\n    weight_kg\n    adr\n    reference_numbers\n    notes\n    arrived_at\n    started_at\n    completed_at\n    rejection_reason\n    created_by\n    created_at\n    updated_at\n  }\n": types.NoticeDetailFragmentDoc,
    "\n  fragment NoticeItem on delivery_notice_items {\n    id\n    product_id\n    quantity\n    received_quantity\n    product {\n      id\n      sku\n      name\n      unit\n    }\n  }\n": types.NoticeItemFragmentDoc,
    "\n  fragment NoticeEvent on delivery_notice_events {\n    id\n    from_status\n    to_status\n    comment\n    created_at\n    user_profiles(limit: 1) {\n      display_name\n    }\n  }\n": types.NoticeEventFragmentDoc,
    "\n  fragment NoticeAttachment on delivery_notice_attachments {\n    id\n    notice_id\n    file_id\n    kind\n    created_at\n    file {\n      id\n      name\n      mimeType\n      size\n    }\n  }\n": types.NoticeAttachmentFragmentDoc,
    "\n  query NoticeList(\n    $where: delivery_notices_bool_exp!\n    $orderBy: [delivery_notices_order_by!]!\n    $limit: Int!\n    $offset: Int!\n    $countLimit: Int!\n  ) {\n    delivery_notices(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...NoticeListItem\n    }\n    delivery_notices_aggregate(where: $where, limit: $countLimit) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.NoticeListDocument,
    "\n  query NoticeById($id: uuid!) {\n    delivery_notices_by_pk(id: $id) {\n      ...NoticeDetail\n      client {\n        id\n        code\n        name\n      }\n      warehouse {\n        id\n        code\n        name\n        address\n        time_zone\n      }\n      ramp {\n        id\n        code\n        name\n      }\n      driver {\n        id\n        display_name\n        phone\n      }\n      items(order_by: [{ created_at: asc }, { id: asc }]) {\n        ...NoticeItem\n      }\n      events(order_by: [{ created_at: asc }, { id: asc }]) {\n        ...NoticeEvent\n      }\n      attachments(order_by: [{ created_at: asc }, { id: asc }]) {\n        ...NoticeAttachment\n      }\n    }\n  }\n": types.NoticeByIdDocument,
    "\n  query NoticeSlots($warehouseId: uuid!, $from: timestamptz!, $to: timestamptz!) {\n    warehouses_by_pk(id: $warehouseId) {\n      id\n      time_zone\n      opening_hours\n      slot_minutes\n      ramps(order_by: [{ code: asc }]) {\n        id\n        code\n        name\n        kind\n        active\n      }\n    }\n    delivery_notices(\n      where: {\n        warehouse_id: { _eq: $warehouseId }\n        status: { _in: [\"confirmed\", \"arrived\", \"in_progress\"] }\n        planned_start: { _gte: $from, _lt: $to }\n      }\n      order_by: [{ planned_start: asc }]\n    ) {\n      id\n      number\n      ramp_id\n      planned_start\n      planned_end\n    }\n  }\n": types.NoticeSlotsDocument,
    "\n  query NoticeProducts($where: products_bool_exp!, $limit: Int!) {\n    products(where: $where, order_by: [{ name: asc }, { id: asc }], limit: $limit) {\n      id\n      sku\n      ean\n      name\n      unit\n    }\n  }\n": types.NoticeProductsDocument,
    "\n  query NoticeDrivers {\n    profiles(where: { role: { _eq: \"kierowca\" } }, order_by: [{ display_name: asc }]) {\n      id\n      display_name\n      phone\n    }\n  }\n": types.NoticeDriversDocument,
    "\n  mutation CreateNotice($object: delivery_notices_insert_input!) {\n    insert_delivery_notices_one(object: $object) {\n      id\n      number\n      status\n    }\n  }\n": types.CreateNoticeDocument,
    "\n  mutation UpdateNotice($id: uuid!, $set: delivery_notices_set_input!) {\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...NoticeDetail\n    }\n  }\n": types.UpdateNoticeDocument,
    "\n  mutation UpdateNoticeWithItems(\n    $id: uuid!\n    $set: delivery_notices_set_input!\n    $items: [delivery_notice_items_insert_input!]!\n  ) {\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...NoticeDetail\n    }\n    delete_delivery_notice_items(where: { notice_id: { _eq: $id } }) {\n      affected_rows\n    }\n    insert_delivery_notice_items(objects: $items) {\n      affected_rows\n    }\n  }\n": types.UpdateNoticeWithItemsDocument,
    "\n  mutation ChangeNoticeStatus($id: uuid!, $set: delivery_notices_set_input!) {\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      status\n      ramp_id\n      planned_start\n      planned_end\n      arrived_at\n      started_at\n      completed_at\n      rejection_reason\n    }\n  }\n": types.ChangeNoticeStatusDocument,
    "\n  mutation CompleteNotice(\n    $id: uuid!\n    $lines: [delivery_notice_items_updates!]!\n    $set: delivery_notices_set_input!\n  ) {\n    update_delivery_notice_items_many(updates: $lines) {\n      affected_rows\n    }\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      status\n      completed_at\n    }\n  }\n": types.CompleteNoticeDocument,
    "\n  mutation ChangeNoticeStatusMany($ids: [uuid!]!, $status: String!, $comment: String) {\n    update_delivery_notices(\n      where: { id: { _in: $ids } }\n      _set: { status: $status, status_comment: $comment }\n    ) {\n      affected_rows\n      returning {\n        id\n        status\n      }\n    }\n  }\n": types.ChangeNoticeStatusManyDocument,
    "\n  mutation AttachNoticeFile($object: delivery_notice_attachments_insert_input!) {\n    insert_delivery_notice_attachments_one(object: $object) {\n      ...NoticeAttachment\n    }\n  }\n": types.AttachNoticeFileDocument,
    "\n  mutation DetachNoticeFile($id: uuid!) {\n    delete_delivery_notice_attachments_by_pk(id: $id) {\n      id\n      file_id\n    }\n  }\n": types.DetachNoticeFileDocument,
    "\n  fragment NotificationItem on notifications {\n    id\n    kind\n    title\n    body\n    link\n    created_at\n    read_at\n  }\n": types.NotificationItemFragmentDoc,
    "\n  query NotificationList($limit: Int!) {\n    notifications(order_by: [{ created_at: desc }, { id: desc }], limit: $limit) {\n      ...NotificationItem\n    }\n  }\n": types.NotificationListDocument,
    "\n  query NotificationUnreadCount {\n    notifications_aggregate(where: { read_at: { _is_null: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.NotificationUnreadCountDocument,
    "\n  subscription NotificationUnreadCountLive {\n    notifications_aggregate(where: { read_at: { _is_null: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.NotificationUnreadCountLiveDocument,
    "\n  mutation MarkNotificationRead($id: uuid!, $readAt: timestamptz!) {\n    update_notifications(\n      where: { id: { _eq: $id }, read_at: { _is_null: true } }\n      _set: { read_at: $readAt }\n    ) {\n      affected_rows\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead($readAt: timestamptz!) {\n    update_notifications(where: { read_at: { _is_null: true } }, _set: { read_at: $readAt }) {\n      affected_rows\n    }\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  fragment ProductListItem on products {\n    id\n    sku\n    ean\n    name\n    unit\n    net_price\n    vat_rate\n    gross_price\n    active\n    category_id\n    updated_at\n    category {\n      id\n      name\n    }\n  }\n": types.ProductListItemFragmentDoc,
    "\n  fragment ProductDetail on products {\n    id\n    org_id\n    sku\n    ean\n    name\n    description\n    category_id\n    unit\n    net_price\n    vat_rate\n    gross_price\n    active\n    image_file_id\n    created_at\n    updated_at\n  }\n": types.ProductDetailFragmentDoc,
    "\n  fragment ProductCategory on product_categories {\n    id\n    name\n    parent_id\n    sort_order\n  }\n": types.ProductCategoryFragmentDoc,
    "\n  query ProductList(\n    $where: products_bool_exp!\n    $orderBy: [products_order_by!]!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    products(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...ProductListItem\n    }\n    products_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.ProductListDocument,
    "\n  query ProductById($id: uuid!) {\n    products_by_pk(id: $id) {\n      ...ProductDetail\n    }\n  }\n": types.ProductByIdDocument,
    "\n  query ProductCategories {\n    product_categories(order_by: [{ sort_order: asc }, { name: asc }, { id: asc }]) {\n      ...ProductCategory\n    }\n  }\n": types.ProductCategoriesDocument,
    "\n  mutation CreateProduct($object: products_insert_input!) {\n    insert_products_one(object: $object) {\n      ...ProductDetail\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: uuid!, $set: products_set_input!) {\n    update_products_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...ProductDetail\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeactivateProduct($id: uuid!) {\n    update_products_by_pk(pk_columns: { id: $id }, _set: { active: false }) {\n      id\n      active\n    }\n  }\n": types.DeactivateProductDocument,
    "\n  query ProfileUser($id: uuid!) {\n    user(id: $id) {\n      id\n      displayName\n      avatarUrl\n      locale\n      metadata\n    }\n  }\n": types.ProfileUserDocument,
    "\n  mutation UpdateProfile($id: uuid!, $set: users_set_input!) {\n    updateUser(pk_columns: { id: $id }, _set: $set) {\n      id\n      displayName\n      avatarUrl\n      locale\n      metadata\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query SecurityKeys {\n    authUserSecurityKeys(order_by: [{ nickname: asc }, { id: asc }]) {\n      id\n      nickname\n    }\n  }\n": types.SecurityKeysDocument,
    "\n  mutation RemoveSecurityKey($id: uuid!) {\n    deleteAuthUserSecurityKey(id: $id) {\n      id\n    }\n  }\n": types.RemoveSecurityKeyDocument,
    "\n  query PersonalAccessTokens {\n    authRefreshTokens(where: { type: { _eq: \"pat\" } }, order_by: [{ createdAt: desc }]) {\n      id\n      createdAt\n      expiresAt\n      metadata\n    }\n  }\n": types.PersonalAccessTokensDocument,
    "\n  mutation RevokePersonalAccessToken($id: uuid!) {\n    deleteAuthRefreshToken(id: $id) {\n      id\n    }\n  }\n": types.RevokePersonalAccessTokenDocument,
    "\n  fragment Ramp on ramps {\n    id\n    warehouse_id\n    code\n    name\n    kind\n    active\n  }\n": types.RampFragmentDoc,
    "\n  fragment Warehouse on warehouses {\n    id\n    org_id\n    code\n    name\n    address\n    time_zone\n    opening_hours\n    slot_minutes\n    active\n  }\n": types.WarehouseFragmentDoc,
    "\n  query WarehouseList {\n    warehouses(order_by: [{ code: asc }]) {\n      ...Warehouse\n      ramps(order_by: [{ code: asc }]) {\n        ...Ramp\n      }\n    }\n  }\n": types.WarehouseListDocument,
    "\n  mutation CreateWarehouse($object: warehouses_insert_input!) {\n    insert_warehouses_one(object: $object) {\n      ...Warehouse\n      ramps(order_by: [{ code: asc }]) {\n        ...Ramp\n      }\n    }\n  }\n": types.CreateWarehouseDocument,
    "\n  mutation UpdateWarehouse($id: uuid!, $set: warehouses_set_input!) {\n    update_warehouses_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...Warehouse\n    }\n  }\n": types.UpdateWarehouseDocument,
    "\n  mutation DeleteWarehouse($id: uuid!) {\n    delete_warehouses_by_pk(id: $id) {\n      id\n    }\n  }\n": types.DeleteWarehouseDocument,
    "\n  mutation CreateRamp($object: ramps_insert_input!) {\n    insert_ramps_one(object: $object) {\n      ...Ramp\n    }\n  }\n": types.CreateRampDocument,
    "\n  mutation UpdateRamp($id: uuid!, $set: ramps_set_input!) {\n    update_ramps_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...Ramp\n    }\n  }\n": types.UpdateRampDocument,
    "\n  mutation DeleteRamp($id: uuid!) {\n    delete_ramps_by_pk(id: $id) {\n      id\n    }\n  }\n": types.DeleteRampDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUser on users {\n    id\n    displayName\n    email\n    emailVerified\n    disabled\n    defaultRole\n    lastSeen\n    createdAt\n    roles(order_by: { role: asc }) {\n      id\n      role\n    }\n    profiles(order_by: { role: asc }) {\n      id\n      org_id\n      role\n    }\n  }\n"): (typeof documents)["\n  fragment AdminUser on users {\n    id\n    displayName\n    email\n    emailVerified\n    disabled\n    defaultRole\n    lastSeen\n    createdAt\n    roles(order_by: { role: asc }) {\n      id\n      role\n    }\n    profiles(order_by: { role: asc }) {\n      id\n      org_id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($where: users_bool_exp!, $orderBy: [users_order_by!]!, $limit: Int!, $offset: Int!) {\n    users(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...AdminUser\n    }\n    usersAggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($where: users_bool_exp!, $orderBy: [users_order_by!]!, $limit: Int!, $offset: Int!) {\n    users(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...AdminUser\n    }\n    usersAggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserDisabled($id: uuid!, $disabled: Boolean!) {\n    updateUser(pk_columns: { id: $id }, _set: { disabled: $disabled }) {\n      id\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetUserDisabled($id: uuid!, $disabled: Boolean!) {\n    updateUser(pk_columns: { id: $id }, _set: { disabled: $disabled }) {\n      id\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserRoles(\n    $userId: uuid!\n    $orgId: uuid!\n    $addProfiles: [profiles_insert_input!]!\n    $addRoles: [authUserRoles_insert_input!]!\n    $remove: [String!]!\n    $defaultRole: String!\n  ) {\n    insert_profiles(objects: $addProfiles) {\n      affected_rows\n    }\n    insertAuthUserRoles(objects: $addRoles) {\n      affected_rows\n    }\n    delete_profiles(where: { user_id: { _eq: $userId }, org_id: { _eq: $orgId }, role: { _in: $remove } }) {\n      affected_rows\n    }\n    deleteAuthUserRoles(where: { userId: { _eq: $userId }, role: { _in: $remove } }) {\n      affected_rows\n    }\n    updateUser(pk_columns: { id: $userId }, _set: { defaultRole: $defaultRole }) {\n      id\n      defaultRole\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetUserRoles(\n    $userId: uuid!\n    $orgId: uuid!\n    $addProfiles: [profiles_insert_input!]!\n    $addRoles: [authUserRoles_insert_input!]!\n    $remove: [String!]!\n    $defaultRole: String!\n  ) {\n    insert_profiles(objects: $addProfiles) {\n      affected_rows\n    }\n    insertAuthUserRoles(objects: $addRoles) {\n      affected_rows\n    }\n    delete_profiles(where: { user_id: { _eq: $userId }, org_id: { _eq: $orgId }, role: { _in: $remove } }) {\n      affected_rows\n    }\n    deleteAuthUserRoles(where: { userId: { _eq: $userId }, role: { _in: $remove } }) {\n      affected_rows\n    }\n    updateUser(pk_columns: { id: $userId }, _set: { defaultRole: $defaultRole }) {\n      id\n      defaultRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientListItem on clients {\n    id\n    code\n    kind\n    name\n    nip\n    email\n    phone\n    city\n    voivodeship\n    status\n    tags\n    created_at\n    updated_at\n    owner {\n      id\n      display_name\n    }\n  }\n"): (typeof documents)["\n  fragment ClientListItem on clients {\n    id\n    code\n    kind\n    name\n    nip\n    email\n    phone\n    city\n    voivodeship\n    status\n    tags\n    created_at\n    updated_at\n    owner {\n      id\n      display_name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientDetail on clients {\n    id\n    org_id\n    code\n    kind\n    name\n    first_name\n    last_name\n    nip\n    regon\n    krs\n    pesel\n    email\n    phone\n    street\n    building_no\n    apartment_no\n    postal_code\n    city\n    voivodeship\n    country\n    status\n    owner_id\n    payment_term_days\n    credit_limit\n    tags\n    notes\n    created_at\n    updated_at\n  }\n"): (typeof documents)["\n  fragment ClientDetail on clients {\n    id\n    org_id\n    code\n    kind\n    name\n    first_name\n    last_name\n    nip\n    regon\n    krs\n    pesel\n    email\n    phone\n    street\n    building_no\n    apartment_no\n    postal_code\n    city\n    voivodeship\n    country\n    status\n    owner_id\n    payment_term_days\n    credit_limit\n    tags\n    notes\n    created_at\n    updated_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientContact on client_contacts {\n    id\n    client_id\n    first_name\n    last_name\n    position\n    phone\n    email\n    is_primary\n  }\n"): (typeof documents)["\n  fragment ClientContact on client_contacts {\n    id\n    client_id\n    first_name\n    last_name\n    position\n    phone\n    email\n    is_primary\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientConsent on client_consents {\n    id\n    client_id\n    channel\n    granted\n    recorded_at\n    source\n    text_version\n    recorded_by_profiles(limit: 1) {\n      display_name\n    }\n  }\n"): (typeof documents)["\n  fragment ClientConsent on client_consents {\n    id\n    client_id\n    channel\n    granted\n    recorded_at\n    source\n    text_version\n    recorded_by_profiles(limit: 1) {\n      display_name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientList($where: clients_bool_exp!, $orderBy: [clients_order_by!]!, $limit: Int!, $offset: Int!) {\n    clients(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...ClientListItem\n    }\n    clients_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientList($where: clients_bool_exp!, $orderBy: [clients_order_by!]!, $limit: Int!, $offset: Int!) {\n    clients(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...ClientListItem\n    }\n    clients_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientByCode($code: String!) {\n    clients(where: { code: { _eq: $code } }, limit: 1) {\n      ...ClientDetail\n      owner {\n        id\n        display_name\n      }\n      contacts(order_by: [{ is_primary: desc }, { last_name: asc }, { id: asc }]) {\n        ...ClientContact\n      }\n      consents(order_by: [{ recorded_at: desc }, { id: desc }]) {\n        ...ClientConsent\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientByCode($code: String!) {\n    clients(where: { code: { _eq: $code } }, limit: 1) {\n      ...ClientDetail\n      owner {\n        id\n        display_name\n      }\n      contacts(order_by: [{ is_primary: desc }, { last_name: asc }, { id: asc }]) {\n        ...ClientContact\n      }\n      consents(order_by: [{ recorded_at: desc }, { id: desc }]) {\n        ...ClientConsent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientHistory($clientId: uuid!, $limit: Int!, $offset: Int!) {\n    audit_log(\n      where: { client_id: { _eq: $clientId } }\n      order_by: [{ changed_at: desc }, { id: desc }]\n      limit: $limit\n      offset: $offset\n    ) {\n      id\n      table_name\n      row_id\n      action\n      old_data\n      new_data\n      changed_at\n      changed_by_profiles(limit: 1) {\n        display_name\n      }\n    }\n    audit_log_aggregate(where: { client_id: { _eq: $clientId } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientHistory($clientId: uuid!, $limit: Int!, $offset: Int!) {\n    audit_log(\n      where: { client_id: { _eq: $clientId } }\n      order_by: [{ changed_at: desc }, { id: desc }]\n      limit: $limit\n      offset: $offset\n    ) {\n      id\n      table_name\n      row_id\n      action\n      old_data\n      new_data\n      changed_at\n      changed_by_profiles(limit: 1) {\n        display_name\n      }\n    }\n    audit_log_aggregate(where: { client_id: { _eq: $clientId } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientOwners {\n    profiles(where: { role: { _eq: \"handlowiec\" } }, order_by: [{ display_name: asc }]) {\n      id\n      display_name\n      user_id\n    }\n  }\n"): (typeof documents)["\n  query ClientOwners {\n    profiles(where: { role: { _eq: \"handlowiec\" } }, order_by: [{ display_name: asc }]) {\n      id\n      display_name\n      user_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientsByNip($nip: String!) {\n    clients(where: { nip: { _eq: $nip } }, order_by: [{ code: asc }], limit: 5) {\n      id\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query ClientsByNip($nip: String!) {\n    clients(where: { nip: { _eq: $nip } }, order_by: [{ code: asc }], limit: 5) {\n      id\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientOrganizations {\n    organizations(order_by: [{ name: asc }]) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ClientOrganizations {\n    organizations(order_by: [{ name: asc }]) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClient($object: clients_insert_input!) {\n    insert_clients_one(object: $object) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClient($object: clients_insert_input!) {\n    insert_clients_one(object: $object) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClient($id: uuid!, $set: clients_set_input!) {\n    update_clients_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...ClientDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClient($id: uuid!, $set: clients_set_input!) {\n    update_clients_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...ClientDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeClientStatus($ids: [uuid!]!, $status: String!) {\n    update_clients(where: { id: { _in: $ids } }, _set: { status: $status }) {\n      affected_rows\n      returning {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeClientStatus($ids: [uuid!]!, $status: String!) {\n    update_clients(where: { id: { _in: $ids } }, _set: { status: $status }) {\n      affected_rows\n      returning {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddClientContact($object: client_contacts_insert_input!) {\n    insert_client_contacts_one(object: $object) {\n      ...ClientContact\n    }\n  }\n"): (typeof documents)["\n  mutation AddClientContact($object: client_contacts_insert_input!) {\n    insert_client_contacts_one(object: $object) {\n      ...ClientContact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientContact($id: uuid!, $set: client_contacts_set_input!) {\n    update_client_contacts_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...ClientContact\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClientContact($id: uuid!, $set: client_contacts_set_input!) {\n    update_client_contacts_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...ClientContact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteClientContact($id: uuid!) {\n    delete_client_contacts_by_pk(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteClientContact($id: uuid!) {\n    delete_client_contacts_by_pk(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordClientConsent($object: client_consents_insert_input!) {\n    insert_client_consents_one(object: $object) {\n      ...ClientConsent\n    }\n  }\n"): (typeof documents)["\n  mutation RecordClientConsent($object: client_consents_insert_input!) {\n    insert_client_consents_one(object: $object) {\n      ...ClientConsent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeListItem on delivery_notices {\n    id\n    number\n    direction\n    status\n    planned_start\n    planned_end\n    truck_plate\n    trailer_plate\n    carrier_name\n    driver_name\n    pallets\n    weight_kg\n    adr\n    reference_numbers\n    updated_at\n    client {\n      id\n      code\n      name\n    }\n    warehouse {\n      id\n      code\n      name\n    }\n    ramp {\n      id\n      code\n      name\n    }\n    driver {\n      id\n      display_name\n    }\n  }\n"): (typeof documents)["\n  fragment NoticeListItem on delivery_notices {\n    id\n    number\n    direction\n    status\n    planned_start\n    planned_end\n    truck_plate\n    trailer_plate\n    carrier_name\n    driver_name\n    pallets\n    weight_kg\n    adr\n    reference_numbers\n    updated_at\n    client {\n      id\n      code\n      name\n    }\n    warehouse {\n      id\n      code\n      name\n    }\n    ramp {\n      id\n      code\n      name\n    }\n    driver {\n      id\n      display_name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeDetail on delivery_notices {\n    id\n    org_id\n    number\n    direction\n    status\n    client_id\n    warehouse_id\n    ramp_id\n    planned_start\n    planned_end\n    carrier_name\n    truck_plate\n    trailer_plate\n    driver_profile_id\n    driver_name\n    driver_phone\n    pallets\n    weight_kg\n    adr\n    reference_numbers\n    notes\n    arrived_at\n    started_at\n    completed_at\n    rejection_reason\n    created_by\n    created_at\n    updated_at\n  }\n"): (typeof documents)["\n  fragment NoticeDetail on delivery_notices {\n    id\n    org_id\n    number\n    direction\n    status\n    client_id\n    warehouse_id\n    ramp_id\n    planned_start\n    planned_end\n    carrier_name\n    truck_plate\n    trailer_plate\n    driver_profile_id\n    driver_name\n    driver_phone\n    pallets\n    weight_kg\n    adr\n    reference_numbers\n    notes\n    arrived_at\n    started_at\n    completed_at\n    rejection_reason\n    created_by\n    created_at\n    updated_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeItem on delivery_notice_items {\n    id\n    product_id\n    quantity\n    received_quantity\n    product {\n      id\n      sku\n      name\n      unit\n    }\n  }\n"): (typeof documents)["\n  fragment NoticeItem on delivery_notice_items {\n    id\n    product_id\n    quantity\n    received_quantity\n    product {\n      id\n      sku\n      name\n      unit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeEvent on delivery_notice_events {\n    id\n    from_status\n    to_status\n    comment\n    created_at\n    user_profiles(limit: 1) {\n      display_name\n    }\n  }\n"): (typeof documents)["\n  fragment NoticeEvent on delivery_notice_events {\n    id\n    from_status\n    to_status\n    comment\n    created_at\n    user_profiles(limit: 1) {\n      display_name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeAttachment on delivery_notice_attachments {\n    id\n    notice_id\n    file_id\n    kind\n    created_at\n    file {\n      id\n      name\n      mimeType\n      size\n    }\n  }\n"): (typeof documents)["\n  fragment NoticeAttachment on delivery_notice_attachments {\n    id\n    notice_id\n    file_id\n    kind\n    created_at\n    file {\n      id\n      name\n      mimeType\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeList(\n    $where: delivery_notices_bool_exp!\n    $orderBy: [delivery_notices_order_by!]!\n    $limit: Int!\n    $offset: Int!\n    $countLimit: Int!\n  ) {\n    delivery_notices(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...NoticeListItem\n    }\n    delivery_notices_aggregate(where: $where, limit: $countLimit) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query NoticeList(\n    $where: delivery_notices_bool_exp!\n    $orderBy: [delivery_notices_order_by!]!\n    $limit: Int!\n    $offset: Int!\n    $countLimit: Int!\n  ) {\n    delivery_notices(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...NoticeListItem\n    }\n    delivery_notices_aggregate(where: $where, limit: $countLimit) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeById($id: uuid!) {\n    delivery_notices_by_pk(id: $id) {\n      ...NoticeDetail\n      client {\n        id\n        code\n        name\n      }\n      warehouse {\n        id\n        code\n        name\n        address\n        time_zone\n      }\n      ramp {\n        id\n        code\n        name\n      }\n      driver {\n        id\n        display_name\n        phone\n      }\n      items(order_by: [{ created_at: asc }, { id: asc }]) {\n        ...NoticeItem\n      }\n      events(order_by: [{ created_at: asc }, { id: asc }]) {\n        ...NoticeEvent\n      }\n      attachments(order_by: [{ created_at: asc }, { id: asc }]) {\n        ...NoticeAttachment\n      }\n    }\n  }\n"): (typeof documents)["\n  query NoticeById($id: uuid!) {\n    delivery_notices_by_pk(id: $id) {\n      ...NoticeDetail\n      client {\n        id\n        code\n        name\n      }\n      warehouse {\n        id\n        code\n        name\n        address\n        time_zone\n      }\n      ramp {\n        id\n        code\n        name\n      }\n      driver {\n        id\n        display_name\n        phone\n      }\n      items(order_by: [{ created_at: asc }, { id: asc }]) {\n        ...NoticeItem\n      }\n      events(order_by: [{ created_at: asc }, { id: asc }]) {\n        ...NoticeEvent\n      }\n      attachments(order_by: [{ created_at: asc }, { id: asc }]) {\n        ...NoticeAttachment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeSlots($warehouseId: uuid!, $from: timestamptz!, $to: timestamptz!) {\n    warehouses_by_pk(id: $warehouseId) {\n      id\n      time_zone\n      opening_hours\n      slot_minutes\n      ramps(order_by: [{ code: asc }]) {\n        id\n        code\n        name\n        kind\n        active\n      }\n    }\n    delivery_notices(\n      where: {\n        warehouse_id: { _eq: $warehouseId }\n        status: { _in: [\"confirmed\", \"arrived\", \"in_progress\"] }\n        planned_start: { _gte: $from, _lt: $to }\n      }\n      order_by: [{ planned_start: asc }]\n    ) {\n      id\n      number\n      ramp_id\n      planned_start\n      planned_end\n    }\n  }\n"): (typeof documents)["\n  query NoticeSlots($warehouseId: uuid!, $from: timestamptz!, $to: timestamptz!) {\n    warehouses_by_pk(id: $warehouseId) {\n      id\n      time_zone\n      opening_hours\n      slot_minutes\n      ramps(order_by: [{ code: asc }]) {\n        id\n        code\n        name\n        kind\n        active\n      }\n    }\n    delivery_notices(\n      where: {\n        warehouse_id: { _eq: $warehouseId }\n        status: { _in: [\"confirmed\", \"arrived\", \"in_progress\"] }\n        planned_start: { _gte: $from, _lt: $to }\n      }\n      order_by: [{ planned_start: asc }]\n    ) {\n      id\n      number\n      ramp_id\n      planned_start\n      planned_end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeProducts($where: products_bool_exp!, $limit: Int!) {\n    products(where: $where, order_by: [{ name: asc }, { id: asc }], limit: $limit) {\n      id\n      sku\n      ean\n      name\n      unit\n    }\n  }\n"): (typeof documents)["\n  query NoticeProducts($where: products_bool_exp!, $limit: Int!) {\n    products(where: $where, order_by: [{ name: asc }, { id: asc }], limit: $limit) {\n      id\n      sku\n      ean\n      name\n      unit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeDrivers {\n    profiles(where: { role: { _eq: \"kierowca\" } }, order_by: [{ display_name: asc }]) {\n      id\n      display_name\n      phone\n    }\n  }\n"): (typeof documents)["\n  query NoticeDrivers {\n    profiles(where: { role: { _eq: \"kierowca\" } }, order_by: [{ display_name: asc }]) {\n      id\n      display_name\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNotice($object: delivery_notices_insert_input!) {\n    insert_delivery_notices_one(object: $object) {\n      id\n      number\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNotice($object: delivery_notices_insert_input!) {\n    insert_delivery_notices_one(object: $object) {\n      id\n      number\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotice($id: uuid!, $set: delivery_notices_set_input!) {\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...NoticeDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotice($id: uuid!, $set: delivery_notices_set_input!) {\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...NoticeDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNoticeWithItems(\n    $id: uuid!\n    $set: delivery_notices_set_input!\n    $items: [delivery_notice_items_insert_input!]!\n  ) {\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...NoticeDetail\n    }\n    delete_delivery_notice_items(where: { notice_id: { _eq: $id } }) {\n      affected_rows\n    }\n    insert_delivery_notice_items(objects: $items) {\n      affected_rows\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNoticeWithItems(\n    $id: uuid!\n    $set: delivery_notices_set_input!\n    $items: [delivery_notice_items_insert_input!]!\n  ) {\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...NoticeDetail\n    }\n    delete_delivery_notice_items(where: { notice_id: { _eq: $id } }) {\n      affected_rows\n    }\n    insert_delivery_notice_items(objects: $items) {\n      affected_rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeNoticeStatus($id: uuid!, $set: delivery_notices_set_input!) {\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      status\n      ramp_id\n      planned_start\n      planned_end\n      arrived_at\n      started_at\n      completed_at\n      rejection_reason\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeNoticeStatus($id: uuid!, $set: delivery_notices_set_input!) {\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      status\n      ramp_id\n      planned_start\n      planned_end\n      arrived_at\n      started_at\n      completed_at\n      rejection_reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteNotice(\n    $id: uuid!\n    $lines: [delivery_notice_items_updates!]!\n    $set: delivery_notices_set_input!\n  ) {\n    update_delivery_notice_items_many(updates: $lines) {\n      affected_rows\n    }\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      status\n      completed_at\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteNotice(\n    $id: uuid!\n    $lines: [delivery_notice_items_updates!]!\n    $set: delivery_notices_set_input!\n  ) {\n    update_delivery_notice_items_many(updates: $lines) {\n      affected_rows\n    }\n    update_delivery_notices_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      status\n      completed_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeNoticeStatusMany($ids: [uuid!]!, $status: String!, $comment: String) {\n    update_delivery_notices(\n      where: { id: { _in: $ids } }\n      _set: { status: $status, status_comment: $comment }\n    ) {\n      affected_rows\n      returning {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeNoticeStatusMany($ids: [uuid!]!, $status: String!, $comment: String) {\n    update_delivery_notices(\n      where: { id: { _in: $ids } }\n      _set: { status: $status, status_comment: $comment }\n    ) {\n      affected_rows\n      returning {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachNoticeFile($object: delivery_notice_attachments_insert_input!) {\n    insert_delivery_notice_attachments_one(object: $object) {\n      ...NoticeAttachment\n    }\n  }\n"): (typeof documents)["\n  mutation AttachNoticeFile($object: delivery_notice_attachments_insert_input!) {\n    insert_delivery_notice_attachments_one(object: $object) {\n      ...NoticeAttachment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DetachNoticeFile($id: uuid!) {\n    delete_delivery_notice_attachments_by_pk(id: $id) {\n      id\n      file_id\n    }\n  }\n"): (typeof documents)["\n  mutation DetachNoticeFile($id: uuid!) {\n    delete_delivery_notice_attachments_by_pk(id: $id) {\n      id\n      file_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem on notifications {\n    id\n    kind\n    title\n    body\n    link\n    created_at\n    read_at\n  }\n"): (typeof documents)["\n  fragment NotificationItem on notifications {\n    id\n    kind\n    title\n    body\n    link\n    created_at\n    read_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationList($limit: Int!) {\n    notifications(order_by: [{ created_at: desc }, { id: desc }], limit: $limit) {\n      ...NotificationItem\n    }\n  }\n"): (typeof documents)["\n  query NotificationList($limit: Int!) {\n    notifications(order_by: [{ created_at: desc }, { id: desc }], limit: $limit) {\n      ...NotificationItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationUnreadCount {\n    notifications_aggregate(where: { read_at: { _is_null: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationUnreadCount {\n    notifications_aggregate(where: { read_at: { _is_null: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationUnreadCountLive {\n    notifications_aggregate(where: { read_at: { _is_null: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationUnreadCountLive {\n    notifications_aggregate(where: { read_at: { _is_null: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: uuid!, $readAt: timestamptz!) {\n    update_notifications(\n      where: { id: { _eq: $id }, read_at: { _is_null: true } }\n      _set: { read_at: $readAt }\n    ) {\n      affected_rows\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: uuid!, $readAt: timestamptz!) {\n    update_notifications(\n      where: { id: { _eq: $id }, read_at: { _is_null: true } }\n      _set: { read_at: $readAt }\n    ) {\n      affected_rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead($readAt: timestamptz!) {\n    update_notifications(where: { read_at: { _is_null: true } }, _set: { read_at: $readAt }) {\n      affected_rows\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead($readAt: timestamptz!) {\n    update_notifications(where: { read_at: { _is_null: true } }, _set: { read_at: $readAt }) {\n      affected_rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductListItem on products {\n    id\n    sku\n    ean\n    name\n    unit\n    net_price\n    vat_rate\n    gross_price\n    active\n    category_id\n    updated_at\n    category {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProductListItem on products {\n    id\n    sku\n    ean\n    name\n    unit\n    net_price\n    vat_rate\n    gross_price\n    active\n    category_id\n    updated_at\n    category {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetail on products {\n    id\n    org_id\n    sku\n    ean\n    name\n    description\n    category_id\n    unit\n    net_price\n    vat_rate\n    gross_price\n    active\n    image_file_id\n    created_at\n    updated_at\n  }\n"): (typeof documents)["\n  fragment ProductDetail on products {\n    id\n    org_id\n    sku\n    ean\n    name\n    description\n    category_id\n    unit\n    net_price\n    vat_rate\n    gross_price\n    active\n    image_file_id\n    created_at\n    updated_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCategory on product_categories {\n    id\n    name\n    parent_id\n    sort_order\n  }\n"): (typeof documents)["\n  fragment ProductCategory on product_categories {\n    id\n    name\n    parent_id\n    sort_order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList(\n    $where: products_bool_exp!\n    $orderBy: [products_order_by!]!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    products(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...ProductListItem\n    }\n    products_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductList(\n    $where: products_bool_exp!\n    $orderBy: [products_order_by!]!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    products(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {\n      ...ProductListItem\n    }\n    products_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductById($id: uuid!) {\n    products_by_pk(id: $id) {\n      ...ProductDetail\n    }\n  }\n"): (typeof documents)["\n  query ProductById($id: uuid!) {\n    products_by_pk(id: $id) {\n      ...ProductDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCategories {\n    product_categories(order_by: [{ sort_order: asc }, { name: asc }, { id: asc }]) {\n      ...ProductCategory\n    }\n  }\n"): (typeof documents)["\n  query ProductCategories {\n    product_categories(order_by: [{ sort_order: asc }, { name: asc }, { id: asc }]) {\n      ...ProductCategory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($object: products_insert_input!) {\n    insert_products_one(object: $object) {\n      ...ProductDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($object: products_insert_input!) {\n    insert_products_one(object: $object) {\n      ...ProductDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: uuid!, $set: products_set_input!) {\n    update_products_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...ProductDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: uuid!, $set: products_set_input!) {\n    update_products_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...ProductDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateProduct($id: uuid!) {\n    update_products_by_pk(pk_columns: { id: $id }, _set: { active: false }) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateProduct($id: uuid!) {\n    update_products_by_pk(pk_columns: { id: $id }, _set: { active: false }) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileUser($id: uuid!) {\n    user(id: $id) {\n      id\n      displayName\n      avatarUrl\n      locale\n      metadata\n    }\n  }\n"): (typeof documents)["\n  query ProfileUser($id: uuid!) {\n    user(id: $id) {\n      id\n      displayName\n      avatarUrl\n      locale\n      metadata\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($id: uuid!, $set: users_set_input!) {\n    updateUser(pk_columns: { id: $id }, _set: $set) {\n      id\n      displayName\n      avatarUrl\n      locale\n      metadata\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($id: uuid!, $set: users_set_input!) {\n    updateUser(pk_columns: { id: $id }, _set: $set) {\n      id\n      displayName\n      avatarUrl\n      locale\n      metadata\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityKeys {\n    authUserSecurityKeys(order_by: [{ nickname: asc }, { id: asc }]) {\n      id\n      nickname\n    }\n  }\n"): (typeof documents)["\n  query SecurityKeys {\n    authUserSecurityKeys(order_by: [{ nickname: asc }, { id: asc }]) {\n      id\n      nickname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSecurityKey($id: uuid!) {\n    deleteAuthUserSecurityKey(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSecurityKey($id: uuid!) {\n    deleteAuthUserSecurityKey(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalAccessTokens {\n    authRefreshTokens(where: { type: { _eq: \"pat\" } }, order_by: [{ createdAt: desc }]) {\n      id\n      createdAt\n      expiresAt\n      metadata\n    }\n  }\n"): (typeof documents)["\n  query PersonalAccessTokens {\n    authRefreshTokens(where: { type: { _eq: \"pat\" } }, order_by: [{ createdAt: desc }]) {\n      id\n      createdAt\n      expiresAt\n      metadata\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokePersonalAccessToken($id: uuid!) {\n    deleteAuthRefreshToken(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokePersonalAccessToken($id: uuid!) {\n    deleteAuthRefreshToken(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Ramp on ramps {\n    id\n    warehouse_id\n    code\n    name\n    kind\n    active\n  }\n"): (typeof documents)["\n  fragment Ramp on ramps {\n    id\n    warehouse_id\n    code\n    name\n    kind\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Warehouse on warehouses {\n    id\n    org_id\n    code\n    name\n    address\n    time_zone\n    opening_hours\n    slot_minutes\n    active\n  }\n"): (typeof documents)["\n  fragment Warehouse on warehouses {\n    id\n    org_id\n    code\n    name\n    address\n    time_zone\n    opening_hours\n    slot_minutes\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WarehouseList {\n    warehouses(order_by: [{ code: asc }]) {\n      ...Warehouse\n      ramps(order_by: [{ code: asc }]) {\n        ...Ramp\n      }\n    }\n  }\n"): (typeof documents)["\n  query WarehouseList {\n    warehouses(order_by: [{ code: asc }]) {\n      ...Warehouse\n      ramps(order_by: [{ code: asc }]) {\n        ...Ramp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWarehouse($object: warehouses_insert_input!) {\n    insert_warehouses_one(object: $object) {\n      ...Warehouse\n      ramps(order_by: [{ code: asc }]) {\n        ...Ramp\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWarehouse($object: warehouses_insert_input!) {\n    insert_warehouses_one(object: $object) {\n      ...Warehouse\n      ramps(order_by: [{ code: asc }]) {\n        ...Ramp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWarehouse($id: uuid!, $set: warehouses_set_input!) {\n    update_warehouses_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...Warehouse\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWarehouse($id: uuid!, $set: warehouses_set_input!) {\n    update_warehouses_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...Warehouse\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWarehouse($id: uuid!) {\n    delete_warehouses_by_pk(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWarehouse($id: uuid!) {\n    delete_warehouses_by_pk(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRamp($object: ramps_insert_input!) {\n    insert_ramps_one(object: $object) {\n      ...Ramp\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRamp($object: ramps_insert_input!) {\n    insert_ramps_one(object: $object) {\n      ...Ramp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRamp($id: uuid!, $set: ramps_set_input!) {\n    update_ramps_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...Ramp\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRamp($id: uuid!, $set: ramps_set_input!) {\n    update_ramps_by_pk(pk_columns: { id: $id }, _set: $set) {\n      ...Ramp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRamp($id: uuid!) {\n    delete_ramps_by_pk(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRamp($id: uuid!) {\n    delete_ramps_by_pk(id: $id) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;