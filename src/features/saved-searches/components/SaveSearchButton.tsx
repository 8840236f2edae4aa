import { Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearchFilters } from '../api/saved-search-schema';
import '../i18n';

// The dialog (a modal with its form) is loaded on the first click: /discover's first render
// stays as light as before the button existed.
const SaveSearchDialog = lazy(() =>
  import('./SaveSearchDialog').then((module) => ({ default: module.SaveSearchDialog })),
);

type Props = {
  userId: string;
  /** The search of /discover as it is in the URL. */
  search: SavedSearchFilters;
};

/** "Save this search" on /discover: names the URL's search and filters and stores them. */
export function SaveSearchButton({ userId, search }: Props) {
  const { t } = useTranslation('savedSearches');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so its closing transition can run.
  const [wanted, setWanted] = useState(false);
  // The search last saved, so the button says so until the search changes.
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const key = JSON.stringify(search);
  const saved = savedKey === key;

  return (
    <>
      <Button
        variant={saved ? 'light' : 'default'}
        color={saved ? 'teal' : undefined}
        leftSection={
          saved ? (
            <IconBookmarkFilled size={16} aria-hidden />
          ) : (
            <IconBookmark size={16} aria-hidden />
          )
        }
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="save-search"
      >
        {saved ? t('save.saved') : t('save.button')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            userId={userId}
            search={search}
            opened={open}
            onClose={() => setOpen(false)}
            onSaved={() => {
              setSavedKey(key);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
