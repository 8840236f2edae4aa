import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/forms/field-props';
import { formatDate } from '../../../lib/format';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useRenameSavedSearch } from '../api/rename-saved-search';
import {
  SAVED_SEARCH_NAME_MAX,
  savedSearchNameSchema,
  type SavedSearchNameForm,
} from '../api/saved-search-schema';
import { useSavedSearches, type SavedSearch } from '../api/saved-searches';
import { useSearchSummary } from './use-search-summary';
import '../i18n';

/** The profile's saved searches: open one on /discover, rename it, delete it. */
export function SavedSearchList({ userId }: { userId: string }) {
  const { t } = useTranslation('savedSearches');
  const searches = useSavedSearches(userId);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="saved-searches-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="saved-searches-title">
            {t('list.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('list.intro')}
          </Text>
        </div>
        {searches.isPending ? (
          <Loader size="sm" />
        ) : searches.isError ? (
          <Alert color="red" role="alert">
            {t('list.loadFailed')}
          </Alert>
        ) : searches.data.length === 0 ? (
          <Text size="sm">{t('list.empty')}</Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid="saved-searches"
          >
            {searches.data.map((search) => (
              <SavedSearchItem key={search.id} userId={userId} search={search} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function SavedSearchItem({ userId, search }: { userId: string; search: SavedSearch }) {
  const { t, i18n } = useTranslation('savedSearches');
  const summary = useSearchSummary();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameSavedSearch(userId);
  const remove = useDeleteSavedSearch(userId);
  const { form, fieldProps, onSubmit } = useSchemaForm<SavedSearchNameForm>(
    savedSearchNameSchema,
    { name: search.name },
    'savedSearches',
  );
  const submit = onSubmit(({ name }) =>
    rename.mutate(
      { id: search.id, name },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => {
          if ((error as { code?: string }).code === '23505')
            form.setFieldError('name', 'validation.nameTaken');
        },
      },
    ),
  );

  return (
    <Paper component="li" withBorder p="sm" radius="sm" data-testid="saved-search">
      {editing ? (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="xs">
            <TextInput
              style={{ flex: '1 1 200px' }}
              label={t('list.nameLabel', { name: search.name })}
              maxLength={SAVED_SEARCH_NAME_MAX}
              data-autofocus
              {...fieldProps('name')}
            />
            <Button type="submit" loading={rename.isPending}>
              {t('list.save')}
            </Button>
            <Button variant="default" onClick={() => setEditing(false)}>
              {t('list.cancel')}
            </Button>
          </Group>
        </form>
      ) : (
        <Stack gap={4}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {search.name}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {summary(search.filters)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('list.savedOn', { date: formatDate(search.createdAt, i18n.language) })}
            {search.lastEmailedAt &&
              ` · ${t('list.lastEmailed', { date: formatDate(search.lastEmailedAt, i18n.language) })}`}
          </Text>
          {confirming ? (
            <Group gap="xs" mt={4}>
              <Text size="sm">{t('list.deleteConfirm', { name: search.name })}</Text>
              <Button
                size="xs"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(search.id)}
              >
                {t('list.delete')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                {t('list.cancel')}
              </Button>
            </Group>
          ) : (
            <Group gap="xs" mt={4}>
              <Button
                size="xs"
                variant="light"
                renderRoot={(props) => <Link {...props} to="/discover" search={search.filters} />}
                leftSection={<IconExternalLink size={14} aria-hidden />}
              >
                {t('list.open')}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => {
                  form.setValues({ name: search.name });
                  setEditing(true);
                }}
                aria-label={`${t('list.rename')}: ${search.name}`}
              >
                {t('list.rename')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setConfirming(true)}
                aria-label={`${t('list.delete')}: ${search.name}`}
              >
                {t('list.delete')}
              </Button>
            </Group>
          )}
          {(rename.isError || remove.isError) && (
            <Text size="sm" c="red" role="alert">
              {t('list.changeFailed')}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
