import {
  Alert,
  Button,
  Checkbox,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { ndaSchema } from '../api/nda-schema';
import { useSignNda } from '../api/sign-nda';
import { listingReference } from '../../../lib/listing-reference';

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

type Props = {
  listingId: string;
  defaultName?: string;
  onDone: () => void;
  onCancel: () => void;
  onChanged?: () => void;
};

/** The NDA text in the active language, a typed full name as signature and a confirming checkbox. */
export function NdaForm({ listingId, defaultName, onDone, onCancel, onChanged }: Props) {
  const { t } = useTranslation('deals');
  const ref = listingReference(listingId);
  const sign = useSignNda(listingId, onChanged);
  const form = useForm<{ signerName: string; accepted: boolean }>({
    initialValues: { signerName: defaultName ?? '', accepted: false },
    validate: zod4Resolver(ndaSchema),
  });
  const ready = form.values.signerName.trim().length >= 2 && form.values.accepted;

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('nda.documentTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('modal.reference', { ref })}
      </Text>
      <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
        <Stack gap="xs" tabIndex={0} aria-label={t('nda.documentTitle')}>
          <Text size="sm">{t('nda.intro', { ref })}</Text>
          {SECTIONS.map((s) => (
            <div key={s}>
              <Text size="sm" fw={600}>
                {t(`nda.${s}Title`)}
              </Text>
              <Text size="sm">{t(`nda.${s}Text`, { ref })}</Text>
            </div>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <form
        onSubmit={form.onSubmit((values) =>
          sign.mutate({ signerName: values.signerName, accepted: true }, { onSuccess: onDone }),
        )}
      >
        <Stack gap="sm">
          <TextInput
            label={t('nda.nameLabel')}
            description={t('nda.nameHint')}
            autoComplete="name"
            required
            {...form.getInputProps('signerName')}
            error={form.errors.signerName ? t('nda.nameRequired') : undefined}
          />
          <Checkbox
            label={t('nda.confirmLabel')}
            {...form.getInputProps('accepted', { type: 'checkbox' })}
          />
          {sign.isError && (
            <Alert color="red" role="alert">
              {t('nda.failed')}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={onCancel}>
              {t('nda.back')}
            </Button>
            <Button type="submit" disabled={!ready} loading={sign.isPending}>
              {t('nda.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
