import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/forms/field-props';
import { useSaveSearch } from '../api/save-search';
import {
  SAVED_SEARCH_NAME_MAX,
  savedSearchNameSchema,
  type SavedSearchFilters,
  type SavedSearchNameForm,
} from '../api/saved-search-schema';
import { useSearchSummary } from './use-search-summary';
import '../i18n';

type Props = {
  userId: string;
  /** The search of /discover as it is in the URL. */
  search: SavedSearchFilters;
};

/** "Save this search" on /discover: names the URL's search and filters and stores them. */
export function SaveSearchButton({ userId, search }: Props) {
  const { t } = useTranslation('savedSearches');
  const summary = useSearchSummary();
  const [open, setOpen] = useState(false);
  // The search last saved, so the button says so until the search changes.
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const key = JSON.stringify(search);
  const save = useSaveSearch(userId);
  const { form, fieldProps, onSubmit } = useSchemaForm<SavedSearchNameForm>(
    savedSearchNameSchema,
    { name: '' },
    'savedSearches',
  );

  const start = () => {
    save.reset();
    form.setValues({ name: summary(search).slice(0, SAVED_SEARCH_NAME_MAX) });
    form.clearErrors();
    setOpen(true);
  };
  const submit = onSubmit(({ name }) =>
    save.mutate(
      { name, filters: search },
      {
        onSuccess: () => {
          setSavedKey(key);
          setOpen(false);
        },
        onError: (error) => {
          const code = (error as { code?: string }).code;
          if (code === '23505') form.setFieldError('name', 'validation.nameTaken');
          else if (code === '23514' && /50 searches/.test(error.message))
            form.setFieldError('name', 'validation.tooMany');
        },
      },
    ),
  );
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
        onClick={start}
        data-testid="save-search"
      >
        {saved ? t('save.saved') : t('save.button')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('save.title')} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('save.intro')}
            </Text>
            <div>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                {t('save.summary')}
              </Text>
              <Text size="sm">{summary(search)}</Text>
            </div>
            <TextInput
              label={t('save.nameLabel')}
              withAsterisk
              maxLength={SAVED_SEARCH_NAME_MAX}
              data-autofocus
              {...fieldProps('name')}
            />
            {save.isError && !form.errors.name && (
              <Alert color="red" role="alert">
                {t('save.failed')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('save.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('save.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
