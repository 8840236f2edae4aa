import { Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/forms/field-props';
import { useErrorWords } from '../../../lib/error-words';
import { CATEGORIES, PRIORITIES, type DiligenceRequest } from '../api/deal-diligence';
import { requestFormSchema, type RequestFormValues } from '../api/request-schema';
import { useSaveRequest } from '../api/save-request';
import { Alert } from '@mantine/core';

type Props = {
  dealId: string;
  request: DiligenceRequest | null;
  opened: boolean;
  onClose: () => void;
};

/** The buyer's side creates a request or changes what it asks. */
export function RequestModal({ dealId, request, opened, onClose }: Props) {
  const { t } = useTranslation('diligence');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={request ? t('form.editTitle') : t('form.newTitle')}
      centered
    >
      {opened && <RequestForm dealId={dealId} request={request} onClose={onClose} />}
    </Modal>
  );
}

function RequestForm({ dealId, request, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('diligence');
  const errorWords = useErrorWords();
  const save = useSaveRequest(dealId);
  const { fieldProps, onSubmit } = useSchemaForm<RequestFormValues>(
    requestFormSchema,
    {
      title: request?.title ?? '',
      description: request?.description ?? '',
      category: request?.category ?? 'financial',
      priority: request?.priority ?? 'normal',
      due_date: request?.due_date ?? '',
    },
    'diligence',
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit((values) =>
        save.mutate({ requestId: request?.id, values }, { onSuccess: onClose }),
      )}
    >
      <Stack gap="sm">
        <TextInput label={t('form.title')} required maxLength={200} {...fieldProps('title')} />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={2}
          maxLength={4000}
          {...fieldProps('description')}
        />
        <Group grow wrap="wrap" align="flex-start">
          <Select
            label={t('form.category')}
            data={CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
            allowDeselect={false}
            miw={140}
            {...fieldProps('category')}
          />
          <Select
            label={t('form.priority')}
            data={PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
            allowDeselect={false}
            miw={120}
            {...fieldProps('priority')}
          />
        </Group>
        <TextInput type="date" label={t('form.dueDate')} {...fieldProps('due_date')} />
        {save.isError && (
          <Alert color="red" role="alert">
            {t('saveFailed', { message: errorWords(save.error) })}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
