import { Badge } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

// The marks the database writes where it masked contact details (private.mask_contact_details()).
const MASK = /(\[(?:email|phone|link) hidden\])/;
const KIND = {
  '[email hidden]': 'email',
  '[phone hidden]': 'phone',
  '[link hidden]': 'link',
} as const;

/** A message's text, the database's masks shown as labels in the reader's language. */
export function MessageText({ body }: { body: string }) {
  const { t } = useTranslation('conversation');
  return (
    <>
      {body.split(MASK).map((part, index) => {
        const kind = KIND[part as keyof typeof KIND];
        return kind ? (
          <Badge
            key={index}
            variant="light"
            color="gray"
            size="sm"
            radius="sm"
            tt="none"
            fw={500}
            mx={2}
          >
            {t(`masked.${kind}`)}
          </Badge>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </>
  );
}
