import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DealStage } from '../api/deal-overview';
import type { useMoveDeal } from '../api/move-deal';

/**
 * Moves the deal to `to`: spins while that move is under way, and waits (disabled) while any
 * other move of the same deal is.
 */
export function MoveButton({
  move,
  to,
  children,
  ...buttonProps
}: ButtonProps & { move: ReturnType<typeof useMoveDeal>; to: DealStage; children: ReactNode }) {
  return (
    <Button
      {...buttonProps}
      loading={move.isPending && move.variables === to}
      disabled={move.isPending}
      onClick={() => move.mutate(to)}
    >
      {children}
    </Button>
  );
}
