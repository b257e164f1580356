import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Dialog, Select, TextField, type SelectOption } from '@rampa/design-system';
import { GraphqlRequestError, type ProductCategoryFragment } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { categoryPaths, categoryTreeItems } from './productCategories';
import * as styles from './products.css';

const TOP = '__top__';

/** A refused category save in Polish (the database's unique name per level, or anything else). */
export function categoryServerError(error: unknown): string {
  const messages =
    error instanceof GraphqlRequestError
      ? [error.message, ...error.graphqlErrors.map((e) => e.message)]
      : [error instanceof Error ? error.message : String(error)];
  if (messages.some((message) => message.includes('product_categories_name_key')))
    return 'Kategoria o tej nazwie już jest na tym poziomie drzewa.';
  if (messages.some((message) => message.includes('product_categories_name_check')))
    return 'Podaj nazwę kategorii.';
  return 'Nie udało się zapisać kategorii. Spróbuj ponownie.';
}

/**
 * "Kategorie" (org_admin): the category tree with a rename per category, and a new category at the top or
 * under a chosen one. The database keeps names unique per level and the tree within the organization.
 */
export function ProductCategoriesDialog({ onClose }: { onClose: () => void }) {
  const sdk = useSdk();
  // Its own query: refreshed after each add or rename (the mutations invalidate ['products']).
  const categories: readonly ProductCategoryFragment[] = useQuery(sdk.products.categories()).data ?? [];
  const organizations = useQuery(sdk.clients.organizations());
  const create = useMutation(sdk.products.createCategory());
  const rename = useMutation(sdk.products.renameCategory());
  const [name, setName] = useState('');
  const [parent, setParent] = useState<string>(TOP);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const parents: SelectOption[] = [{ id: TOP, label: 'Kategoria główna' }, ...categoryTreeItems(categories)];

  const add = () => {
    setError(null);
    const orgId = organizations.data?.[0]?.id;
    if (name.trim() === '') return setError('Podaj nazwę kategorii.');
    if (!orgId) return setError('Nie udało się ustalić organizacji. Odśwież stronę i spróbuj ponownie.');
    create.mutate(
      { org_id: orgId, name: name.trim(), parent_id: parent === TOP ? null : parent },
      { onSuccess: () => setName(''), onError: (failure) => setError(categoryServerError(failure)) },
    );
  };
  const saveRename = () => {
    if (!editing) return;
    setRenameError(null);
    if (editing.name.trim() === '') return setRenameError('Podaj nazwę kategorii.');
    rename.mutate(
      { id: editing.id, name: editing.name.trim() },
      {
        onSuccess: () => setEditing(null),
        onError: (failure) => setRenameError(categoryServerError(failure)),
      },
    );
  };

  return (
    <Dialog
      title="Kategorie produktów"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      footer={<Button onPress={onClose}>Gotowe</Button>}
    >
      <div className={styles.importBody}>
        <form
          className={styles.categoryForm}
          aria-label="Nowa kategoria"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <TextField
            label="Nazwa nowej kategorii"
            value={name}
            onChange={setName}
            isInvalid={error !== null}
            errorMessage={error ?? undefined}
          />
          <Select
            label="Nadrzędna"
            items={parents}
            selectedKey={parent}
            onSelectionChange={(key) => setParent(key === null ? TOP : String(key))}
          />
          <Button type="submit" isPending={create.isPending} pendingLabel="Dodawanie…">
            Dodaj kategorię
          </Button>
        </form>
        <ul className={styles.categoryList} aria-label="Drzewo kategorii">
          {categoryPaths(categories).map((node) => (
            <li
              key={node.id}
              className={styles.categoryItem}
              style={{ paddingInlineStart: `${node.depth * 1.5}rem` }}
            >
              {editing?.id === node.id ? (
                <form
                  className={styles.categoryForm}
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    saveRename();
                  }}
                >
                  <TextField
                    label={`Nowa nazwa: ${node.path}`}
                    value={editing.name}
                    onChange={(value) => setEditing({ id: node.id, name: value })}
                    isInvalid={renameError !== null}
                    errorMessage={renameError ?? undefined}
                    autoFocus
                  />
                  <Button type="submit" size="sm" isPending={rename.isPending} pendingLabel="Zapisywanie…">
                    Zapisz
                  </Button>
                  <Button variant="secondary" size="sm" onPress={() => setEditing(null)}>
                    Anuluj
                  </Button>
                </form>
              ) : (
                <>
                  <span>{node.name}</span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Zmień nazwę: ${node.path}`}
                    onPress={() => {
                      setRenameError(null);
                      setEditing({ id: node.id, name: node.name });
                    }}
                  >
                    Zmień nazwę
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
