import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIERS, type DataRoom, type DataRoomTier } from '../api/data-room';

/** Who may read a document: the tier, each with what it means, for uploading and editing. */
export function TierSelect({
  value,
  onChange,
}: {
  value: DataRoomTier;
  onChange: (tier: DataRoomTier) => void;
}) {
  const { t } = useTranslation('dataroom');
  return (
    <Select
      label={t('owner.tier')}
      data={TIERS.map((tier) => ({
        value: tier,
        label: `${t(`tiers.${tier}`)} (${t(`tierHelp.${tier}`)})`,
      }))}
      value={value}
      onChange={(tier) => tier && onChange(tier as DataRoomTier)}
      allowDeselect={false}
    />
  );
}

/** The folder a document goes in; '' is "no folder". */
export function FolderSelect({
  room,
  value,
  onChange,
}: {
  room: DataRoom;
  value: string;
  onChange: (folderId: string) => void;
}) {
  const { t } = useTranslation('dataroom');
  return (
    <Select
      label={t('owner.folder')}
      data={[
        { value: '', label: t('owner.noFolder') },
        ...room.folders.map((f) => ({ value: f.id, label: f.name })),
      ]}
      value={value}
      onChange={(folderId) => onChange(folderId ?? '')}
      allowDeselect={false}
    />
  );
}
