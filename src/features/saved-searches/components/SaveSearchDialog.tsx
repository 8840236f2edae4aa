import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
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
  opened: boolean;
  onClose: () => void;
  /** Called once the search is stored. */
  onSaved: () => void;
};

/** The dialog of "Save this search": its name, prefilled with the search in words. */
export function SaveSearchDialog({ userId, search, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation('savedSearches');
  const summary = useSearchSummary();
  const save = useSaveSearch(userId);
  const { form, fieldProps, onSubmit } = useSchemaForm<SavedSearchNameForm>(
    savedSearchNameSchema,
    { name: '' },
    'savedSearches',
  );
  // Each opening starts from the search as it is now.
  const { setValues, clearErrors } = form;
  const { reset } = save;
  useEffect(() => {
    if (!opened) return;
    reset();
    setValues({ name: summary(search).slice(0, SAVED_SEARCH_NAME_MAX) });
    clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the dialog opens
  }, [opened]);

  const submit = onSubmit(({ name }) =>
    save.mutate(
      { name, filters: search },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const code = (error as { code?: string }).code;
          if (code === '23505') form.setFieldError('name', 'validation.nameTaken');
          else if (code === '23514' && /50 searches/.test(error.message))
            form.setFieldError('name', 'validation.tooMany');
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('save.title')} centered>
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
            <Button variant="default" onClick={() => onClose()}>
              {t('save.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
