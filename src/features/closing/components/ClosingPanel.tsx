import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDecisionModal } from '../../../components/ConfirmDecisionModal';
import { formatDate } from '../../../lib/format';
import { useAddClosingItem } from '../api/add-closing-item';
import { useClosing, type ClosingDraft, type ClosingItem } from '../api/closing-checklist';
import { useClosingErrorWords } from '../api/closing-errors';
import { useCloseDeal } from '../api/close-deal';
import { useCompleteClosingItem } from '../api/complete-closing-item';
import { useSetClosingItemDetails } from '../api/set-closing-item-details';
import { useStartClosing } from '../api/start-closing';
import { useUploadClosingDraft, type UploadDocument } from '../api/upload-closing-draft';
import { useWaiveClosingItem } from '../api/waive-closing-item';
import '../i18n';

type Side = 'buyer' | 'owner';

type Props = {
  dealId: string;
  /** The deal's stage: the checklist starts in exclusivity and stays readable once won. */
  stage: string;
  /** The viewer's side of the deal (null for an admin reading it). */
  mySide: Side | null;
  /** The viewer's role on their side (principals are leads): only leads act. */
  myRole: string | null;
  /**
   * The deal's buyer or the listing's owner. (Leads act like them: they start the checklist, the
   * seller's side's leads confirm the payment and close, private.decides_for_side().)
   */
  isPrincipal: boolean;
  /** The data room's one upload path (the listing's owner's side): the new document's id. */
  uploadDocument: UploadDocument;
  /** Refreshes the deal page after closing (its stage becomes won). */
  onClosed: () => void | Promise<void>;
};

/** The phases the items are shown in (template keys); own items come last. */
const PHASES: [string, string[]][] = [
  [
    'preparation',
    [
      'notary_appointment',
      'spa_draft',
      'apa_draft',
      'asset_list',
      'employee_notice',
      'contract_assignments',
      'cp_due_diligence',
      'cp_financing',
      'cp_approvals',
      'conditions_precedent',
    ],
  ],
  ['signing', ['signing_notary', 'signing']],
  ['completion', ['payment', 'shareholder_list']],
  ['handover', ['handover_keys', 'handover_accounts', 'handover_customer_letters']],
];

const DRAFT_KEYS = ['spa_draft', 'apa_draft'];

type Confirming =
  { kind: 'done'; item: ClosingItem } | { kind: 'waive'; item: ClosingItem } | { kind: 'close' };

/** The closing checklist of the deal page: progress, items by phase, the close-the-deal step. */
export function ClosingPanel({
  dealId,
  stage,
  mySide,
  myRole,
  isPrincipal,
  uploadDocument,
  onClosed,
}: Props) {
  const { t, i18n } = useTranslation('closing');
  const language = i18n.language;
  const errorWords = useClosingErrorWords();
  const relevant = stage === 'in_exclusivity' || stage === 'won';
  const closing = useClosing(dealId, relevant);
  const starting = useStartClosing(dealId);
  const completing = useCompleteClosingItem(dealId);
  const waiving = useWaiveClosingItem(dealId);
  const dating = useSetClosingItemDetails(dealId);
  const adding = useAddClosingItem(dealId);
  const uploading = useUploadClosingDraft(dealId, uploadDocument);
  const closingDeal = useCloseDeal(dealId, onClosed);
  const actions = [starting, completing, waiving, dating, adding, uploading, closingDeal];
  const failed = actions.find((a) => a.isError)?.error;
  const fresh = () => actions.forEach((a) => a.reset());
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const settled = { onSettled: () => setConfirming(null) };

  if (!relevant || !closing.data) return null;
  const { checklist, items, drafts } = closing.data;
  // Principals are leads (public.deal_team()'s my_role); the database asks the same of leads'
  // accounts (verified) and refuses the rest.
  const lead = (isPrincipal || myRole === 'lead') && mySide !== null;
  const running = checklist !== null && checklist.closed_at === null && stage === 'in_exclusivity';
  // The seller's side decides the payment and the closing: the owner and the leads of their team.
  const isSeller = lead && mySide === 'owner';

  if (!checklist) {
    if (stage !== 'in_exclusivity') return null;
    return (
      <Paper withBorder radius="md" p="md" data-testid="closing-panel">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('heading')}
          </Title>
          <Text size="sm">{t('startIntro')}</Text>
          {lead ? (
            <div>
              <Button
                loading={starting.isPending}
                onClick={() => {
                  fresh();
                  starting.mutate();
                }}
                data-testid="closing-start"
              >
                {t('start')}
              </Button>
            </div>
          ) : (
            <Text size="sm" c="dimmed">
              {t('startPrincipals')}
            </Text>
          )}
          {failed && (
            <Alert color="red" role="alert">
              {t('failed', { message: errorWords(failed) })}
            </Alert>
          )}
        </Stack>
      </Paper>
    );
  }

  const settledCount = items.filter((i) => i.status !== 'open').length;
  const requiredOpen = items.filter((i) => i.required && i.status === 'open').length;
  const titleOf = (item: ClosingItem) =>
    item.title_key ? t(`items.${item.title_key}.title` as 'items.payment.title') : item.title!;
  const groups: [string, ClosingItem[]][] = [
    ...PHASES.map(
      ([phase, keys]) =>
        [phase, items.filter((i) => i.title_key && keys.includes(i.title_key))] as [
          string,
          ClosingItem[],
        ],
    ),
    ['own', items.filter((i) => i.title_key === null)] as [string, ClosingItem[]],
  ].filter(([, list]) => list.length > 0);

  return (
    <Paper withBorder radius="md" p="md" data-testid="closing-panel">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('heading')}
          </Title>
          <Badge variant="light" color={checklist.closed_at ? 'green' : 'blue'}>
            {t(`structure.${checklist.structure}`)}
          </Badge>
        </Group>
        <div>
          <Text size="sm" fw={500} data-testid="closing-progress">
            {t('progress', { done: settledCount, total: items.length })}
          </Text>
          <Progress
            value={items.length ? (settledCount / items.length) * 100 : 0}
            mt={4}
            aria-label={t('progress', { done: settledCount, total: items.length })}
          />
        </div>
        {checklist.closed_at && (
          <Alert color="green" data-testid="closing-closed">
            {t('closedOn', { date: formatDate(checklist.closed_at, language) })}
          </Alert>
        )}
        {groups.map(([phase, list]) => (
          <Stack gap="xs" key={phase}>
            <Title order={3} size="h6" c="dimmed">
              {t(`phase.${phase}` as 'phase.own')}
            </Title>
            {list.map((item) => (
              <ClosingItemRow
                key={item.id}
                item={item}
                title={titleOf(item)}
                drafts={drafts.filter((d) => d.item_id === item.id)}
                mine={lead && running && item.owner_side === mySide}
                isSeller={isSeller}
                uploading={uploading.isPending && uploading.variables?.itemId === item.id}
                dating={dating.isPending}
                onDone={() => setConfirming({ kind: 'done', item })}
                onWaive={() => setConfirming({ kind: 'waive', item })}
                onDetails={(dueOn, notaryName) => {
                  fresh();
                  dating.mutate({ itemId: item.id, dueOn, notaryName });
                }}
                onUpload={(file) => {
                  fresh();
                  uploading.mutate({ itemId: item.id, file });
                }}
              />
            ))}
          </Stack>
        ))}
        {running && lead && <AddItemForm adding={adding} onStart={fresh} />}
        {running && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" data-testid="closing-hint">
              {requiredOpen > 0
                ? t('closeHintOpen', { count: requiredOpen })
                : isSeller
                  ? t('closeHintReady')
                  : t('closeHintSeller')}
            </Text>
            {isSeller && (
              <div>
                <Button
                  color="green"
                  disabled={requiredOpen > 0}
                  onClick={() => setConfirming({ kind: 'close' })}
                  data-testid="closing-close"
                >
                  {t('close')}
                </Button>
              </div>
            )}
          </Stack>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {t('failed', { message: errorWords(failed) })}
          </Alert>
        )}
        <ConfirmDecisionModal
          opened={confirming !== null}
          onClose={() => setConfirming(null)}
          title={
            confirming?.kind === 'close'
              ? t('confirmClose.title')
              : confirming?.kind === 'waive'
                ? t('confirmWaive.title', { item: titleOf(confirming.item) })
                : confirming?.kind === 'done'
                  ? t('confirmDone.title', { item: titleOf(confirming.item) })
                  : ''
          }
          consequences={
            confirming?.kind === 'close'
              ? (t('confirmClose.lines', { returnObjects: true }) as string[])
              : confirming?.kind === 'waive'
                ? (t('confirmWaive.lines', { returnObjects: true }) as string[])
                : confirming?.item.title_key === 'payment'
                  ? (t('confirmDone.paymentLines', { returnObjects: true }) as string[])
                  : (t('confirmDone.lines', { returnObjects: true }) as string[])
          }
          reasons={
            confirming?.kind === 'waive'
              ? (['agreed', 'not_applicable', 'other'] as const).map((code) => ({
                  value: code,
                  label: t(`waiveReason.${code}`),
                }))
              : undefined
          }
          noteRequired={confirming?.kind === 'waive'}
          confirmLabel={
            confirming?.kind === 'close'
              ? t('close')
              : confirming?.kind === 'waive'
                ? t('waive')
                : t('markDone')
          }
          color={confirming?.kind === 'close' ? 'green' : 'blue'}
          loading={completing.isPending || waiving.isPending || closingDeal.isPending}
          onConfirm={(reason) => {
            fresh();
            if (confirming?.kind === 'close') closingDeal.mutate(undefined, settled);
            else if (confirming?.kind === 'waive' && reason)
              waiving.mutate(
                {
                  itemId: confirming.item.id,
                  reason: `${t(`waiveReason.${reason.code}` as 'waiveReason.other')}: ${reason.note}`,
                },
                settled,
              );
            else if (confirming?.kind === 'done') completing.mutate(confirming.item.id, settled);
          }}
        />
      </Stack>
    </Paper>
  );
}

function ClosingItemRow({
  item,
  title,
  drafts,
  mine,
  isSeller,
  uploading,
  dating,
  onDone,
  onWaive,
  onDetails,
  onUpload,
}: {
  item: ClosingItem;
  title: string;
  drafts: ClosingDraft[];
  mine: boolean;
  isSeller: boolean;
  uploading: boolean;
  dating: boolean;
  onDone: () => void;
  onWaive: () => void;
  onDetails: (dueOn: string | null, notaryName: string | null) => void;
  onUpload: (file: File) => void;
}) {
  const { t, i18n } = useTranslation('closing');
  const language = i18n.language;
  const isNotary = item.title_key === 'notary_appointment';
  const isPayment = item.title_key === 'payment';
  const isDraft = item.title_key !== null && DRAFT_KEYS.includes(item.title_key);
  const [dueOn, setDueOn] = useState(item.due_on ?? '');
  const [notary, setNotary] = useState(item.notary_name ?? '');
  // The payment is the seller's side's alone (the database refuses everyone else).
  const canTick = mine && (!isPayment || isSeller);
  const open = item.status === 'open';

  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      data-testid="closing-item"
      data-key={item.title_key ?? 'own'}
      data-status={item.status}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Badge
            variant="light"
            color={item.status === 'done' ? 'green' : item.status === 'waived' ? 'gray' : 'blue'}
            style={{ flexShrink: 0 }}
          >
            {t(`status.${item.status}`)}
          </Badge>
        </Group>
        {item.title_key && (
          <Text size="xs" c="dimmed">
            {t(`items.${item.title_key}.hint` as 'items.payment.hint')}
          </Text>
        )}
        <Text size="xs">
          {t('ownerDue', {
            owner: t(`owner.${item.owner_side}`),
            date: item.due_on ? formatDate(item.due_on, language) : t('noDate'),
          })}
          {!item.required && ` · ${t('optional')}`}
        </Text>
        {isNotary && item.notary_name && (
          <Text size="xs" data-testid="closing-notary">
            {t('notaryIs', { name: item.notary_name })}
          </Text>
        )}
        {item.status === 'waived' && item.waive_reason && (
          <Text size="xs" c="dimmed">
            {t('waivedBecause', { reason: item.waive_reason })}
          </Text>
        )}
        {item.decided_at && (
          <Text size="xs" c="dimmed">
            {t('decidedOn', { date: formatDate(item.decided_at, language) })}
          </Text>
        )}
        {isDraft && (
          <Stack gap={2} data-testid="closing-drafts">
            {drafts.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('noDrafts')}
              </Text>
            ) : (
              drafts.map((d) => (
                <Text size="xs" key={d.document_id} style={{ overflowWrap: 'anywhere' }}>
                  {t('draftVersion', {
                    no: d.version_no,
                    name: d.document?.name ?? t('draftHidden'),
                    date: formatDate(d.created_at, language),
                  })}
                </Text>
              ))
            )}
          </Stack>
        )}
        {mine && open && isNotary && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label={t('appointmentDate')}
              value={dueOn}
              onChange={(e) => setDueOn(e.currentTarget.value)}
              w={170}
            />
            <TextInput
              label={t('notaryName')}
              value={notary}
              maxLength={200}
              onChange={(e) => setNotary(e.currentTarget.value)}
              style={{ flex: '1 1 12rem' }}
            />
            <Button
              size="xs"
              variant="light"
              loading={dating}
              disabled={!dueOn || !notary.trim()}
              onClick={() => onDetails(dueOn, notary.trim())}
            >
              {t('saveDetails')}
            </Button>
          </Group>
        )}
        {mine && open && (
          <Group gap="xs" wrap="wrap">
            {isDraft && item.owner_side === 'owner' && (
              <FileButton onChange={(file) => file && onUpload(file)}>
                {(props) => (
                  <Button
                    size="xs"
                    variant="light"
                    loading={uploading}
                    data-testid="closing-upload"
                    {...props}
                  >
                    {t('uploadDraft')}
                  </Button>
                )}
              </FileButton>
            )}
            {canTick && (
              <Button size="xs" onClick={onDone} data-testid="closing-done">
                {isPayment ? t('confirmPayment') : t('markDone')}
              </Button>
            )}
            {!isPayment && (
              <Button size="xs" variant="subtle" color="gray" onClick={onWaive}>
                {t('waive')}
              </Button>
            )}
          </Group>
        )}
        {open && isPayment && !isSeller && (
          <Text size="xs" c="dimmed">
            {t('paymentSellerOnly')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function AddItemForm({
  adding,
  onStart,
}: {
  adding: ReturnType<typeof useAddClosingItem>;
  onStart: () => void;
}) {
  const { t } = useTranslation('closing');
  const [opened, setOpened] = useState(false);
  const [title, setTitle] = useState('');
  const [side, setSide] = useState<Side>('buyer');
  const [dueOn, setDueOn] = useState('');
  if (!opened)
    return (
      <div>
        <Anchor component="button" type="button" size="sm" onClick={() => setOpened(true)}>
          {t('add.open')}
        </Anchor>
      </div>
    );
  return (
    <Paper withBorder radius="sm" p="sm">
      <Stack gap="xs">
        <TextInput
          label={t('add.title')}
          value={title}
          maxLength={200}
          required
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={t('add.side')}
            data={(['buyer', 'owner'] as const).map((s) => ({ value: s, label: t(`owner.${s}`) }))}
            value={side}
            onChange={(value) => value && setSide(value as Side)}
            allowDeselect={false}
            w={170}
          />
          <TextInput
            type="date"
            label={t('add.due')}
            value={dueOn}
            onChange={(e) => setDueOn(e.currentTarget.value)}
            w={170}
          />
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            loading={adding.isPending}
            disabled={!title.trim()}
            onClick={() => {
              onStart();
              adding.mutate(
                { title, ownerSide: side, dueOn: dueOn || null },
                {
                  onSuccess: () => {
                    setTitle('');
                    setDueOn('');
                    setOpened(false);
                  },
                },
              );
            }}
          >
            {t('add.submit')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setOpened(false)}>
            {t('add.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
