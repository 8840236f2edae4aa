import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

describe("useId (in place of @mantine/hooks' in the build)", () => {
  it("renders once: no state update after mounting (Mantine's own renders twice)", () => {
    let renders = 0;
    const { result, rerender } = renderHook(() => {
      renders += 1;
      return useId();
    });
    expect(renders).toBe(1);
    const id = result.current;
    expect(id).toMatch(/^mantine-/);
    rerender();
    expect(result.current).toBe(id);
  });

  it('gives each caller its own id, and a given id wins', () => {
    const first = renderHook(() => useId()).result.current;
    const second = renderHook(() => useId()).result.current;
    expect(second).not.toBe(first);
    expect(renderHook(() => useId('filters')).result.current).toBe('filters');
  });
});
