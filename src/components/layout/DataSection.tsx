import { Alert, Loader, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props<T> = {
  /** The heading's id, which names the section for assistive technology. */
  titleId: string;
  title: string;
  text: string;
  /** The section's data: a loader while it loads, the error text if it fails. */
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  loadFailed: string;
  /** What the section shows once its data is there. */
  children: (data: T) => ReactNode;
};

/** A settings section of the profile page that shows one query's data. */
export function DataSection<T>({ titleId, title, text, query, loadFailed, children }: Props<T>) {
  return (
    <Paper withBorder p="xl" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      <Text c="gray.7" size="sm" mt={4}>
        {text}
      </Text>
      {query.isPending ? (
        <Loader mt="md" aria-label={title} />
      ) : query.isError ? (
        <Alert color="red" role="alert" mt="md">
          {loadFailed}
        </Alert>
      ) : (
        children(query.data as T)
      )}
    </Paper>
  );
}
