import { Alert, Button, Group, List, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DecisionReasonInput = { code: string; note: string };

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the decision will do: who learns what, what is charged, who is paused for how long. */
  consequences: string[];
  confirmLabel: string;
  color?: string;
  /** A reason from this short list is required (the other party learns it). */
  reasons?: { value: string; label: string }[];
  /** The free text is required too (an admin deciding in someone else's place). */
  noteRequired?: boolean;
  /** Shown above the consequences (e.g. who decides). */
  notice?: ReactNode;
  /** The last word under the form; by default: this cannot be taken back. */
  footnote?: string;
  loading?: boolean;
  onConfirm: (reason: DecisionReasonInput | null) => void;
};

/**
 * The one confirmation of a decision that cannot be taken back: it says what will happen, asks for
 * a reason where the other party deserves one, and acts only on the explicit confirm button.
 */
export function ConfirmDecisionModal({ opened, onClose, title, ...rest }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="md">
      {/* Mounted per opening: the reason starts empty each time. */}
      {opened && <ConfirmDecisionBody onClose={onClose} {...rest} />}
    </Modal>
  );
}

function ConfirmDecisionBody({
  onClose,
  consequences,
  confirmLabel,
  color = 'blue',
  reasons,
  noteRequired = false,
  notice,
  footnote,
  loading = false,
  onConfirm,
}: Omit<Props, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const [code, setCode] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const codeMissing = reasons !== undefined && !code;
  const noteMissing = noteRequired && note.trim() === '';

  const confirm = () => {
    setTried(true);
    if (codeMissing || noteMissing) return;
    onConfirm(reasons ? { code: code!, note: note.trim() } : null);
  };

  return (
    <Stack gap="md">
      {notice}
      <div>
        <Text size="sm" fw={600} mb={4}>
          {t('decision.whatHappens')}
        </Text>
        <List size="sm" spacing={4} data-testid="decision-consequences">
          {consequences.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </div>
      {reasons && (
        <>
          <Select
            label={t('decision.reason')}
            placeholder={t('decision.reasonPlaceholder')}
            data={reasons}
            value={code}
            onChange={setCode}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            error={tried && codeMissing ? t('decision.reasonRequired') : undefined}
          />
          <Textarea
            label={noteRequired ? t('decision.noteRequiredLabel') : t('decision.note')}
            description={t('decision.noteDescription')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={1000}
            rows={2}
            required={noteRequired}
            error={tried && noteMissing ? t('decision.noteRequired') : undefined}
          />
        </>
      )}
      <Alert color="gray" variant="light" p="xs">
        <Text size="xs">{footnote ?? t('decision.final')}</Text>
      </Alert>
      <Group justify="flex-end" gap="xs" wrap="wrap">
        <Button variant="default" onClick={onClose}>
          {t('decision.cancel')}
        </Button>
        <Button color={color} loading={loading} onClick={confirm} data-testid="decision-confirm">
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
